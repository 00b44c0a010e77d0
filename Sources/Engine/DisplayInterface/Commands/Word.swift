/// One word of a command after quoting and escapes are resolved.
public struct Word: Sendable, Hashable {
    /// The text as the command sees it.
    public var text: String
    /// Where the word starts.
    public var location: SourceLocation
    /// Whether any part was quoted (`""` is an empty word; quoted words are never options).
    public var isQuoted: Bool

    /// A word whose text starts at `location`.
    public init(_ text: String, at location: SourceLocation, isQuoted: Bool = false) {
        self.text = text
        self.location = location
        self.isQuoted = isQuoted
    }
}
