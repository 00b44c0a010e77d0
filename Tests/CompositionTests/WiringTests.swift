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
}
