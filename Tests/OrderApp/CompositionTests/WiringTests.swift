import DisplayInterface
import OrderData
import Presentation
import OrderAppTestSupport
import Testing

@MainActor
@Suite("Wiring the data layer to Presentation")
struct DataWiringTests {
    @Test("the public entry takes the data-file repository and loads the embedded data")
    func embeddedData() async throws {
        let session = try ViewModelSession(dataSource: DataFileRepository(), environment: .harness)
        await session.list.load()
        #expect(session.list.countLabel == "25 orders")
        #expect(session.list.errorMessage == nil)
    }

    @Test("a boxed data source is taken as the data source itself")
    func boxedSource() async throws {
        let session = try ViewModelSession(dataSource: DataFileRepository().boxed, environment: .harness)
        await session.list.load()
        #expect(session.list.countLabel == "25 orders")
    }

    @Test("a deferred environment is made when a command first needs the ViewModels, and once")
    func deferredEnvironment() async throws {
        var made = 0
        let session = try ViewModelSession(dataSource: DataFileRepository().boxed) {
            made += 1
            return .harness
        }
        #expect(made == 0)
        #expect(session.madeViewModels.isEmpty)
        #expect(session.viewModels.map { $0.displayName } == ["list", "detail", "summary", "bookmarks", "sales"])
        #expect(made == 1)
        #expect(session.madeViewModels.map { $0.displayName } == ["list", "detail", "summary", "bookmarks", "sales"])
        await session.list.load()
        #expect(session.list.countLabel == "25 orders")
        #expect(session.environmentSettings.timeZone == "GMT")
        #expect(made == 1)
    }

    @Test("the environment alone also makes the ViewModels, so a later change re-formats them")
    func environmentFirst() throws {
        var made = 0
        let session = try ViewModelSession(dataSource: DataFileRepository().boxed) {
            made += 1
            return .harness
        }
        try session.setTimeZone("Europe/Berlin")
        #expect(made == 1)
        #expect(session.environmentSettings.timeZone == "Europe/Berlin")
        #expect(session.madeViewModels.count == 5)
    }
}
