/// Two transcripts compared as the harness compares them, for tools outside the
/// harness (the `diff` fuzz target).
public enum TranscriptComparison {
    /// A difference: the diff as printed, and the lines it removes and adds.
    public struct Difference: Sendable {
        /// The diff as the harness prints it.
        public let rendered: String
        /// The expected lines it removes.
        public let removed: [String]
        /// The actual lines it adds.
        public let added: [String]
    }

    /// The diff of `expected` against `actual` (hunks named as lines of `script`, whose
    /// commands are echoed after `prompt`), or `nil` when they match (`[..]` in an expected
    /// line matches any text).
    public static func diff(expected: String, actual: String, script: String, prompt: String) -> Difference? {
        let actualLines = TranscriptLines(actual).lines
        guard let diff = TranscriptDiff(
            expected: expected, actual: actual, origins: actualLines.indices.map { $0 + 1 }, script: script,
            expectedLabel: "expected", prompt: prompt)
        else { return nil }
        var removed: [String] = []
        var added: [String] = []
        for line in diff.lines {
            switch line {
            case .removed(let text): removed.append(text)
            case .added(let text): added.append(text)
            default: break
            }
        }
        return Difference(rendered: diff.rendered(color: false), removed: removed, added: added)
    }

    /// The lines of `text` as the diff counts them (a final line break ends the last line).
    public static func lines(_ text: String) -> [String] {
        TranscriptLines(text).lines
    }
}
