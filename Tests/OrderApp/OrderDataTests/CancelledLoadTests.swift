import Domain
import Foundation
import Testing
@testable import OrderData

@Suite("A cancelled load")
struct CancelledLoadTests {
    @Test("stops reading with CancellationError, and the next load reads the whole file")
    func cancelStopsTheDecode() async throws {
        let orders = (0..<10_000).map { n in
            #"{"id": "\#(String(format: "%08x", n))", "title": "T", "createdAt": "2026-11-03T10:00:00Z", "status": "shipped", "items": [], "shippingAddress": {"isResidential": true}}"#
        }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("cancel-\(UUID().uuidString).json").path
        #expect(FileManager.default.createFile(atPath: path, contents: Data("{\"orders\": [\(orders.joined(separator: ","))]}".utf8)))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let repository = DataFileRepository(source: .file(path))

        let cancelled = Task { try await repository.fetchOrders() }
        cancelled.cancel()
        await #expect(throws: CancellationError.self) { _ = try await cancelled.value }

        #expect(try await repository.fetchOrders().count == 10_000)
    }
}
