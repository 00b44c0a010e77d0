import DisplayInterface
import Foundation
@testable import GoldenHarness
import Testing

@Suite("Transcript diff")
struct TranscriptDiffTests {
    static let expected = """
        osh> load cart #EDEE1FD1
        osh> apply-promo SAVE20
        osh> show summary.totalLabel
        $104.52
        osh> show summary.taxLabel
        $8.52

        """

    func diff(_ expected: String, _ actual: String, origins: [Int?]? = nil) -> String? {
        let lineCount = actual.split(separator: "\n", omittingEmptySubsequences: false).count
        return TranscriptDiff(
            expected: expected, actual: actual, origins: origins ?? (1...lineCount).map { $0 },
            script: "cart.osh", expectedLabel: "cart.out", prompt: "osh> "
        )?.rendered(color: false)
    }

    @Test("identical transcripts have no diff")
    func identical() {
        #expect(diff(Self.expected, Self.expected) == nil)
    }

    @Test("a changed value: -expected +actual, and the hunk names the .osh line and command")
    func changedValue() {
        let actual = Self.expected.replacingOccurrences(of: "$104.52", with: "$104.53")
        #expect(diff(Self.expected, actual, origins: [2, 3, 4, 4, 5, 5]) == """
            --- expected  cart.out
            +++ actual
            @@ -1,6 +1,6 @@ cart.osh:4: show summary.totalLabel
             osh> load cart #EDEE1FD1
             osh> apply-promo SAVE20
             osh> show summary.totalLabel
            -$104.52
            +$104.53
             osh> show summary.taxLabel
             $8.52
            """)
    }

    @Test("a missing line names the command printed just before the gap")
    func missingLine() {
        let actual = Self.expected.replacingOccurrences(of: "$8.52\n", with: "")
        #expect(diff(Self.expected, actual, origins: [2, 3, 4, 4, 5]) == """
            --- expected  cart.out
            +++ actual
            @@ -3,4 +3,3 @@ cart.osh:5: show summary.taxLabel
             osh> show summary.totalLabel
             $104.52
             osh> show summary.taxLabel
            -$8.52
            """)
    }

    @Test("hunks far apart stay apart, each with its own header")
    func twoHunks() {
        let expected = (1...20).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let actual = expected.replacingOccurrences(of: "line 2\n", with: "line two\n")
            .replacingOccurrences(of: "line 19\n", with: "line nineteen\n")
        let rendered = diff(expected, actual, origins: (1...20).map { $0 + 100 }) ?? ""
        #expect(rendered.split(separator: "\n").filter { $0.hasPrefix("@@") } == [
            "@@ -1,5 +1,5 @@ cart.osh:102", "@@ -16,5 +16,5 @@ cart.osh:119",
        ])
    }

    @Test("CR and trailing blanks are made visible")
    func invisibleCharacters() {
        let rendered = diff("total  \nnext\n", "total\r\nnext\t\n")
        #expect(rendered?.contains("-total␠␠") == true)
        #expect(rendered?.contains("+total␍") == true)
        #expect(rendered?.contains("+next␉") == true)
        #expect(TranscriptDiff.visible("a\rb ") == "a␍b␠")
    }

    @Test("a line longer than 2,000 characters shows its start and how much more there is")
    func longLine() throws {
        let long = String(repeating: "x", count: 1_000_000)
        let rendered = try #require(diff(long + "\n", long + "y\n"))
        #expect(rendered.utf8.count < 10_000)
        #expect(rendered.contains("-" + String(repeating: "x", count: 2_000) + "… (998000 more characters)\n"))
        #expect(rendered.contains("+" + String(repeating: "x", count: 2_000) + "… (998001 more characters)"))
        #expect(TranscriptDiff.visible(String(repeating: "é", count: 2_000)) == String(repeating: "é", count: 2_000))
    }

    @Test("a missing final newline is said in words")
    func finalNewline() {
        #expect(diff("a\nb", "a\nb\n")?.contains("cart.out has no newline at its end") == true)
        #expect(diff("a\nb\n", "a\nb")?.contains("the actual transcript has no newline at its end") == true)
    }

    @Test("colour: red removals, green additions, cyan hunk headers")
    func colour() {
        let rendered = TranscriptDiff(expected: "a\n", actual: "b\n", origins: [1], script: "s.osh", expectedLabel: "s.out", prompt: "osh> ")?
            .rendered(color: true) ?? ""
        #expect(rendered.contains("\u{1B}[31m-a\u{1B}[0m"))
        #expect(rendered.contains("\u{1B}[32m+b\u{1B}[0m"))
        #expect(rendered.contains("\u{1B}[36m@@ -1 +1 @@ s.osh:1\u{1B}[0m"))
    }
}

@Suite("[..] in expected lines")
struct LinePatternTests {
    @Test("[..] matches any text within one line, and nothing else changes")
    func wildcard() {
        #expect(LinePattern.matches(expected: "took [..] ms", actual: "took 12.5 ms"))
        #expect(LinePattern.matches(expected: "took [..] ms", actual: "took  ms"))
        #expect(LinePattern.matches(expected: "[..]", actual: "anything"))
        #expect(LinePattern.matches(expected: "a[..]b[..]c", actual: "a1b2c"))
        #expect(!LinePattern.matches(expected: "a[..]b[..]c", actual: "a1c2b"))
        #expect(!LinePattern.matches(expected: "took [..] ms", actual: "took 12.5 s"))
        #expect(!LinePattern.matches(expected: "ab[..]ba", actual: "aba"))
        #expect(!LinePattern.matches(expected: "exact", actual: "exactly"))
    }

    @Test("a wildcard line matches in a transcript, so the diff is nil")
    func inTranscript() {
        #expect(TranscriptDiff(expected: "a\nid [..]\n", actual: "a\nid 42\n", origins: [1, 2], script: "s", expectedLabel: "e", prompt: "osh> ") == nil)
        #expect(TranscriptDiff(expected: "a\nid [..]\n", actual: "a\nno 42\n", origins: [1, 2], script: "s", expectedLabel: "e", prompt: "osh> ") != nil)
    }
}
