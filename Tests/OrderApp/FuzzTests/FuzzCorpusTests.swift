import Foundation
import OrdershFuzz
import Testing

/// Every input in `Fixtures/fuzz/TARGET/` (inputs that once crashed a target, minimized
/// by libFuzzer, and hand-made edge cases) runs through its target without tripping an
/// invariant: a regression trap here crashes the test run, naming nothing but failing it.
@Suite("Fuzz corpus regressions")
struct FuzzCorpusTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/fuzz")

    static func inputs(_ target: FuzzTarget) -> [URL] {
        let folder = root.appendingPathComponent(target.rawValue)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().filter { !$0.hasPrefix(".") }.map { folder.appendingPathComponent($0) }
    }

    @Test("each target has regression inputs", arguments: FuzzTarget.allCases)
    func present(target: FuzzTarget) {
        #expect(!Self.inputs(target).isEmpty, "Fixtures/fuzz/\(target.rawValue) is empty")
    }

    @Test("every regression input runs through its target", arguments: FuzzTarget.allCases)
    func replay(target: FuzzTarget) async throws {
        for url in Self.inputs(target) {
            let bytes = try [UInt8](Data(contentsOf: url))
            await target.run(bytes)
        }
    }
}
