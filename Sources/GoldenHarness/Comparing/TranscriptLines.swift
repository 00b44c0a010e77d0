/// A transcript split into lines, remembering whether it ended with a newline.
struct TranscriptLines: Sendable, Hashable {
    var lines: [String]
    var endsWithNewline: Bool

    init(_ text: String) {
        var lines = text.utf8.lines
        endsWithNewline = lines.last == ""
        if endsWithNewline { lines.removeLast() }
        self.lines = lines
    }
}

/// How an expected line matches an actual one: exactly, or with `[..]` standing for any
/// text within the line (`Loaded in [..] ms`). ViewModel output should never need it.
enum LinePattern {
    static let wildcard = "[..]"

    static func matches(expected: String, actual: String) -> Bool {
        guard expected.contains(wildcard) else { return expected == actual }
        let pieces = expected.split(separator: wildcard, omittingEmptySubsequences: false)
        guard let first = pieces.first, let last = pieces.last, actual.hasPrefix(first) else { return false }
        var rest = actual.dropFirst(first.count)
        for piece in pieces.dropFirst().dropLast() {
            guard let found = rest.firstRange(of: piece) else { return false }
            rest = rest[found.upperBound...]
        }
        return rest.count >= last.count && rest.hasSuffix(last)
    }
}

extension String.UTF8View {
    /// The text split at each `\n` byte. Splitting by `Character` would not do: `\r\n` is
    /// one character, so a CRLF file would read as a single line.
    var lines: [String] {
        split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
    }
}
