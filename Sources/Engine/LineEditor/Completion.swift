/// What Tab offers for the text before the cursor.
public struct CompletionResult: Sendable, Equatable {
    /// How many characters before the cursor the candidates replace (the word being typed).
    public var replacing: Int
    /// The full words that could stand there, sorted, without duplicates.
    public var candidates: [String]
    /// Whether a lone candidate is followed by a space (false for `list.` or a folder).
    public var appendsSpace: Bool

    /// Candidates that replace the last `replacing` characters.
    public init(replacing: Int, candidates: [String], appendsSpace: Bool = true) {
        self.replacing = replacing
        self.candidates = candidates
        self.appendsSpace = appendsSpace
    }

    /// Nothing to offer.
    public static let none = CompletionResult(replacing: 0, candidates: [])

    /// The longest text every candidate starts with.
    public var commonPrefix: String {
        guard var prefix = candidates.first else { return "" }
        for candidate in candidates.dropFirst() {
            while !candidate.hasPrefix(prefix) { prefix.removeLast() }
            if prefix.isEmpty { break }
        }
        return prefix
    }
}

/// Produces completions for the text before the cursor. Called on the reading thread.
public typealias Completer = @Sendable (_ textBeforeCursor: String) -> CompletionResult
