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
        let session = DisplaySession(environment: .harness, viewModels: try OrderViewModels(dataSource: DataFileRepository()).make(in:))
        await session.list.load()
        #expect(session.list.countLabel == "25 orders")
        #expect(session.list.errorMessage == nil)
    }

    @Test("a boxed data source is taken as the data source itself")
    func boxedSource() async throws {
        let session = DisplaySession(environment: .harness, viewModels: try OrderViewModels(dataSource: DataFileRepository().boxed).make(in:))
        await session.list.load()
        #expect(session.list.countLabel == "25 orders")
    }

    @Test("a deferred environment is made when a command first needs the ViewModels, and once")
    func deferredEnvironment() async throws {
        var made = 0
        let viewModels = try OrderViewModels(dataSource: DataFileRepository().boxed)
        let session = DisplaySession(deferredEnvironment: {
            made += 1
            return .harness
        }, viewModels: viewModels.make(in:))
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

    @Test("a change before the ViewModels are made makes none of them; they are made later in the changed environment")
    func environmentFirst() async throws {
        var made = 0
        let viewModels = try OrderViewModels(dataSource: DataFileRepository().boxed)
        let session = DisplaySession(deferredEnvironment: {
            made += 1
            return .harness
        }, viewModels: viewModels.make(in:))
        try session.setTimeZone("Pacific/Kiritimati")
        #expect(made == 1)
        #expect(session.environmentSettings.timeZone == "Pacific/Kiritimati")
        #expect(session.madeViewModels.isEmpty)
        await session.list.load()
        // A session made in that time zone from the start shows the same.
        var kiritimati = SessionEnvironment.harness
        try kiritimati.setTimeZone("Pacific/Kiritimati")
        let direct = DisplaySession(environment: kiritimati, viewModels: viewModels.make(in:))
        await direct.list.load()
        #expect(session.list.displayValues == direct.list.displayValues)
    }
}
