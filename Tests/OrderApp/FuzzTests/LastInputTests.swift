import Foundation
import OrdershFuzz
import Testing

/// The input a worker runs is on disk while it runs, each replacing the last, and gone once
/// the worker ends normally.
@Suite("Fuzz driver: the last input kept")
struct LastInputTests {
    @Test("each input replaces the last, a shorter one included; removed at a normal end")
    func keepsAndRemoves() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("last-input-test-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let keeper = try #require(LastInput(folder: folder))
        #expect(keeper.path == folder + "/last-input-\(getpid())")
        keeper.keep(Array("load orders; show list\n".utf8))
        #expect(try Data(contentsOf: URL(fileURLWithPath: keeper.path)) == Data("load orders; show list\n".utf8))
        keeper.keep(Array("echo x".utf8))
        #expect(try Data(contentsOf: URL(fileURLWithPath: keeper.path)) == Data("echo x".utf8))
        keeper.keep([])
        // By its size: Foundation's `Data(contentsOf:)` of an empty file leaks a 4 KiB buffer.
        #expect(try FileManager.default.attributesOfItem(atPath: keeper.path)[.size] as? Int == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["last-input-\(getpid())"])
        keeper.remove()
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
        #expect(LastInput(folder: folder + "/missing") == nil)
    }
}
