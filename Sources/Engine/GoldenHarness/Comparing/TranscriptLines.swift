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
/// A pattern is made once per expected line: the diff compares each with many actual lines.
struct LinePattern: Sendable {
    static let wildcard = "[..]"

    /// The expected line's text between its wildcards, or `nil` when it has none.
    private let pieces: [Substring]?
    private let text: String

    init(_ expected: String) {
        text = expected
        pieces = Self.hasWildcard(expected) ? expected.split(separator: Self.wildcard, omittingEmptySubsequences: false) : nil
    }

    /// Whether `actual` is a line this pattern matches.
    func matches(_ actual: String) -> Bool {
        guard let pieces else { return text == actual }
        guard let first = pieces.first, let last = pieces.last, actual.hasPrefix(first) else { return false }
        var rest = actual.dropFirst(first.count)
        for piece in pieces.dropFirst().dropLast() {
            guard let found = rest.firstRange(of: piece) else { return false }
            rest = rest[found.upperBound...]
        }
        return rest.count >= last.count && rest.hasSuffix(last)
    }

    static func matches(expected: String, actual: String) -> Bool {
        LinePattern(expected).matches(actual)
    }
}

extension LinePattern {
    /// Whether `line` holds `[..]`, by a scan of its bytes: the diff asks this for every
    /// pair of lines it compares, and `String.contains(_:)` builds a searcher each time.
    static func hasWildcard(_ line: String) -> Bool {
        var state = 0
        for byte in line.utf8 {
            switch (state, byte) {
            case (_, UInt8(ascii: "[")): state = 1
            case (1, UInt8(ascii: ".")), (2, UInt8(ascii: ".")): state += 1
            case (3, UInt8(ascii: "]")): return true
            default: state = 0
            }
        }
        return false
    }
}

extension String.UTF8View {
    /// The text split at each `\n` byte. Splitting by `Character` would not do: `\r\n` is
    /// one character, so a CRLF file would read as a single line.
    var lines: [String] {
        split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
    }
}
