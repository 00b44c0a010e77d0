/// One word of a command after quoting and escapes are resolved.
public struct Word: Sendable, Hashable {
    /// The text as the command sees it.
    public var text: String
    /// Where the word starts.
    public var location: SourceLocation
    /// Whether any part was quoted (`""` is an empty word; quoted words are never options).
    public var isQuoted: Bool

    public init(_ text: String, at location: SourceLocation, isQuoted: Bool = false) {
        self.text = text
        self.location = location
        self.isQuoted = isQuoted
    }
}

/// One command as written: its words, whether it ends in `&`, and its source text.
public struct LexedCommand: Sendable, Hashable {
    public var words: [Word]
    /// The command ended with `&`: start it and go on.
    public var isBackground: Bool
    /// Where the command starts.
    public var location: SourceLocation
    /// The command's text as typed, without comment or separator (for `--echo` and history).
    public var text: String
}
