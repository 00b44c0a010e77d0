import DisplayInterface

/// One command as written: its words, whether it ends in `&`, and its source text.
public struct LexedCommand: Sendable, Hashable {
    /// Its words, after quoting and expansion.
    public var words: [Word]
    /// The command ended with `&`: start it and go on.
    public var isBackground: Bool
    /// Where the command starts.
    public var location: SourceLocation
    /// The command's text as typed, without comment or separator (for `--echo` and history).
    public var text: String
}
