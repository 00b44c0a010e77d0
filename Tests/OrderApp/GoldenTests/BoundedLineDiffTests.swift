import DisplayInterface
@testable import GoldenHarness
import Testing

/// The harness's line diff: shortest, consistent, and bounded.
@Suite("Bounded line diff")
struct BoundedLineDiffTests {
    /// Deterministic pseudo-random lines from a small alphabet, so many lines repeat.
    static func lines(_ count: Int, seed: UInt64) -> [String] {
        var state = seed
        return (0..<count).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return String(UInt8(state >> 60) % 5)
        }
    }

    @Test("as short as the standard library's Myers diff, and what is left unchanged is equal on both sides",
          arguments: 0..<40)
    func shortest(seed: Int) throws {
        let expected = Self.lines(Int(seed) % 23, seed: UInt64(seed) * 2 + 1)
        let actual = Self.lines(Int(seed * 7) % 19, seed: UInt64(seed) * 2 + 2)
        let changes = try #require(BoundedLineDiff.changes(
            expectedCount: expected.count, actualCount: actual.count, maximumEdits: 100, same: { expected[$0] == actual[$1] }))
        #expect(changes.removed.count + changes.added.count == actual.difference(from: expected).count)
        let keptExpected = expected.indices.filter { !changes.removed.contains($0) }.map { expected[$0] }
        let keptActual = actual.indices.filter { !changes.added.contains($0) }.map { actual[$0] }
        #expect(keptExpected == keptActual)
    }

    @Test("a change in the middle of long equal runs is found without walking the runs")
    func headAndTail() throws {
        let expected = Array(repeating: "same", count: 50_000) + ["old"] + Array(repeating: "same", count: 50_000)
        let actual = Array(repeating: "same", count: 50_000) + ["new"] + Array(repeating: "same", count: 50_000)
        let changes = BoundedLineDiff.changes(
            expectedCount: expected.count, actualCount: actual.count, maximumEdits: 10, same: { expected[$0] == actual[$1] })
        #expect(changes == BoundedLineDiff.Changes(removed: [50_000], added: [50_000]))
    }

    @Test("past the bound it gives up: 60,000 lines against 60,000 others return nil")
    func givesUp() {
        let expected = (0..<60_000).map { "expected \($0)" }
        let actual = (0..<60_000).map { "actual \($0)" }
        #expect(BoundedLineDiff.changes(
            expectedCount: expected.count, actualCount: actual.count, maximumEdits: 2_000, same: { expected[$0] == actual[$1] }) == nil)
        #expect(BoundedLineDiff.changes(
            expectedCount: 3, actualCount: 3, maximumEdits: 5, same: { _, _ in false }) == nil)
        #expect(BoundedLineDiff.changes(
            expectedCount: 3, actualCount: 3, maximumEdits: 6, same: { _, _ in false })
            == BoundedLineDiff.Changes(removed: [0, 1, 2], added: [0, 1, 2]))
    }

    @Test("a transcript diff past the bound names the first differing line and shows a few lines of each side")
    func transcriptFallback() throws {
        let expected = "osh> echo a\n" + (0..<20_000).map { "e\($0)\n" }.joined()
        let actual = "osh> echo a\n" + (0..<20_000).map { "a\($0)\n" }.joined()
        let diff = try #require(TranscriptDiff(
            expected: expected, actual: actual, origins: Array(repeating: 1, count: 20_002), script: "big.osh", expectedLabel: "big.out", prompt: "osh> "))
        #expect(diff.rendered(color: false) == """
            --- expected  big.out
            +++ actual
              (the transcripts differ from line 2 on, in more than 2000 lines; no line-by-line diff is shown)
            @@ -2 +2 @@ the first differing lines
            -e0
            -e1
            -e2
            +a0
            +a1
            +a2
            """)
    }
}
