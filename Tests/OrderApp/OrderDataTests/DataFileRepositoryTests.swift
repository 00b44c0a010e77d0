import Domain
import Foundation
import Locking
import Testing
@testable import OrderData

@Suite("DataFileRepository")
struct DataFileRepositoryTests {
    let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("ordersh-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    func write(_ text: String, to name: String = "data.json") throws -> String {
        let url = directory.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    func document(title: String) -> String {
        """
        { "orders": [ { "id": "a1b2c3d4", "title": "\(title)", "createdAt": "2026-11-03T14:22:00Z", "status": "shipped",
                        "items": [], "shippingAddress": { "isResidential": true } } ] }
        """
    }

    @Test("the embedded data set loads with no file")
    func embedded() async throws {
        let repository = DataFileRepository()
        #expect(try await repository.fetchOrders().count == 66)
        #expect(try await repository.fetchStoreSettings() == .standard)
    }

    @Test("a changed file is read again on the next fetch")
    func rereadsChangedFile() async throws {
        let path = try write(document(title: "First"))
        let repository = DataFileRepository(source: .file(path))
        #expect(try await repository.fetchOrders().map(\.title) == ["First"])
        _ = try write(document(title: "Second, longer"))
        #expect(try await repository.fetchOrders().map(\.title) == ["Second, longer"])
    }

    @Test("a missing file, a directory and bad JSON are clear errors")
    func fileErrors() async throws {
        let missing = directory.appendingPathComponent("nope.json").path
        await #expect(throws: DataFileError(file: missing, message: "no such file")) {
            try await DataFileRepository(source: .file(missing)).fetchOrders()
        }
        await #expect(throws: DataFileError(file: directory.path, message: "is a directory, not a data file")) {
            try await DataFileRepository(source: .file(directory.path)).fetchOrders()
        }
        let bad = try write("{ \"orders\": [", to: "bad.json")
        await #expect(throws: DataFileError(file: bad, line: 1, column: 14, message: "not valid JSON: unexpected end of the document; expected a value")) {
            try await DataFileRepository(source: .file(bad)).fetchOrders()
        }
    }
}

@Suite("FaultInjectingRepository")
struct FaultInjectingRepositoryTests {
    struct Orders: OrderRepository {
        func fetchOrders() async throws -> [Order] { [] }
    }

    /// Records the latencies it was asked to wait.
    final class SleepLog: Sendable {
        let waits = Locked<[Duration]>([])
    }

    @Test("no faults: the base answers")
    func passThrough() async throws {
        let repository = FaultInjectingRepository(Orders(), plan: FaultPlan())
        #expect(try await repository.fetchOrders() == [])
    }

    @Test("latency waits first, then a failing plan throws")
    func latencyThenFailure() async throws {
        let log = SleepLog()
        let plan = FaultPlan(latency: .milliseconds(250))
        let repository = FaultInjectingRepository(Orders(), plan: plan) { duration in
            log.waits.withLock { $0.append(duration) }
        }
        _ = try await repository.fetchOrders()
        plan.isFailing = true
        await #expect(throws: SimulatedFailure()) { try await repository.fetchOrders() }
        #expect(log.waits.withLock { $0 } == [.milliseconds(250), .milliseconds(250)])
        #expect(SimulatedFailure().description == "simulated failure")
    }

    @Test("cancelling during the wait ends the fetch with CancellationError")
    func cancellation() async {
        let repository = FaultInjectingRepository(Orders(), plan: FaultPlan(latency: .seconds(60)))
        let task = Task { try await repository.fetchOrders() }
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
    }
}
