/// The words of the command before the cursor, as the lexer would read them: quotes and
/// backslashes resolved, and `;` inside quotes not ending the command. The word being typed
/// keeps its raw text too (what Tab replaces) and says which quote is still open.
struct TypedWords {
    /// The finished words of the command the cursor is in.
    var words: [String] = []
    /// The word before the cursor, unquoted (empty after a blank).
    var current = ""
    /// That word as typed, quotes and backslashes included.
    var raw = ""
    /// The quote the word opened and has not closed, if any.
    var openQuote: Character?

    init(_ text: String) {
        var quote: Character?
        var escaped = false
        var inWord = false
        for character in text {
            if escaped {
                current.append(character)
                raw.append(character)
                escaped = false
                continue
            }
            if let open = quote {
                raw.append(character)
                if character == open {
                    quote = nil
                } else if character == "\\" && open == "\"" {
                    escaped = true
                } else {
                    current.append(character)
                }
                continue
            }
            switch character {
            case " ", "\t":
                if inWord { words.append(current) }
                (current, raw, inWord) = ("", "", false)
            case ";":
                (words, current, raw, inWord) = ([], "", "", false)
            case "\\":
                raw.append(character)
                escaped = true
                inWord = true
            case "'", "\"":
                raw.append(character)
                quote = character
                inWord = true
            default:
                current.append(character)
                raw.append(character)
                inWord = true
            }
        }
        openQuote = quote
    }

    /// `candidate` as Tab inserts it for this word: in the quote it opened, or quoted when
    /// it holds a blank or a character the lexer reads otherwise; a file (not a folder)
    /// gets its closing quote.
    func inserted(_ candidate: String) -> String {
        let closes = !candidate.hasSuffix("/")
        if let quote = openQuote {
            let body = quote == "\"" ? Self.escapedForDoubleQuotes(candidate) : candidate
            return String(quote) + body + (closes ? String(quote) : "")
        }
        guard candidate.contains(where: { " \t;&$'\"\\".contains($0) }) else { return candidate }
        if !candidate.contains("'") { return "'" + candidate + (closes ? "'" : "") }
        return "\"" + Self.escapedForDoubleQuotes(candidate) + (closes ? "\"" : "")
    }

    private static func escapedForDoubleQuotes(_ text: String) -> String {
        var escaped = ""
        for character in text {
            if character == "\"" || character == "\\" || character == "$" { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }
}
