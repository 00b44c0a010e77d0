import DisplayInterface
/// Splits decoded lines into commands and words (shell.md §2).
///
/// One command per line; `;` separates commands; `#` at the start of a line's first word,
/// or alone as a word, starts a comment (so `load order #7F3A9C2E` keeps its order
/// number); a trailing `\` continues the command on the next line. Words split on
/// blanks; `"…"` and `'…'` quote, and `\` escapes outside quotes and inside double
/// quotes. `${1}`, `${2}`… expand to the script's arguments (`${0}` its name, `${#}` their
/// count) outside single quotes; a bare `$` is literal, so `"$104.52"` stays as typed.
/// A final unquoted `&` runs the command in the background.
public struct Lexer: Sendable {
    private let file: String?
    private let arguments: ScriptArguments?

    // The command being built; it survives a line continuation.
    private var words: [Word] = []
    private var text = ""
    private var start: SourceLocation?
    private var isBackground = false

    /// Whether the last line ended with `\` and the command goes on.
    public private(set) var isContinuing = false

    /// A lexer of lines of `file`, expanding `${N}` from `arguments`.
    public init(file: String?, arguments: ScriptArguments? = nil) {
        self.file = file
        self.arguments = arguments
    }

    /// The commands completed by `line` (line number `number`).
    public mutating func lex(_ line: String, number: Int) throws(ShellError) -> [LexedCommand] {
        var scanner = LineScanner(characters: Array(line), file: file, line: number, arguments: arguments)
        var commands: [LexedCommand] = []
        isContinuing = false
        do throws(ShellError) {
            while true {
                let event = try scanner.next()
                switch event {
                case .word(let word):
                    if isBackground {
                        throw ShellError("'&' can only end a command", at: scanner.backgroundLocation)
                    }
                    if start == nil { start = word.location }
                    words.append(word)
                case .background:
                    isBackground = true
                case .separator(let raw):
                    appendText(raw)
                    if let command = finishCommand() { commands.append(command) }
                case .endOfLine(let raw, let continues):
                    appendText(raw)
                    if continues {
                        isContinuing = true
                    } else if let command = finishCommand() {
                        commands.append(command)
                    }
                    return commands
                }
            }
        } catch {
            reset()
            throw error
        }
    }

    /// Ends the input: a command left open by a final `\` is completed.
    public mutating func finish() -> LexedCommand? {
        isContinuing = false
        return finishCommand()
    }

    private mutating func appendText(_ raw: String) {
        let trimmed = raw.trimmingBlanks
        guard !trimmed.isEmpty else { return }
        // Appended in place: a command continued over 100,000 lines was copied whole at
        // each line (10 s for 100k, 58 s for 200k).
        if !text.isEmpty { text += " " }
        text += trimmed
    }

    private mutating func finishCommand() -> LexedCommand? {
        defer { reset() }
        guard let start, !words.isEmpty else { return nil }
        return LexedCommand(words: words, isBackground: isBackground, location: start, text: text)
    }

    private mutating func reset() {
        words = []
        text = ""
        start = nil
        isBackground = false
    }
}

/// Scans one line, character by character.
private struct LineScanner {
    enum Event {
        case word(Word)
        case background
        /// `;`, with the command's raw text since the previous separator.
        case separator(String)
        /// The end of the line (or a comment), with the raw text; `continues` after a final `\`.
        case endOfLine(String, continues: Bool)
    }

    let characters: [Character]
    let file: String?
    let line: Int
    let arguments: ScriptArguments?
    private var index = 0
    private var segmentStart = 0
    private var wordsInSegment = 0
    /// The first word of the command being read (`help`'s topic keeps its backslash).
    private var firstWordOfSegment: String?

    /// Whether a word starting here is a command's name as psql spells it: the command
    /// word itself, or the topic of `help` (`help \x`).
    private var namesCommand: Bool {
        wordsInSegment == 1
            || wordsInSegment == 2 && firstWordOfSegment.map { $0 == HelpCommand.name || HelpCommand.aliases.contains($0) } == true
    }
    private(set) var backgroundLocation: SourceLocation?

    init(characters: [Character], file: String?, line: Int, arguments: ScriptArguments?) {
        self.characters = characters
        self.file = file
        self.line = line
        self.arguments = arguments
    }

    private func location(_ position: Int) -> SourceLocation {
        SourceLocation(file: file, line: line, column: position + 1)
    }

    private var rawSegment: String { text(segmentStart..<index) }

    /// The characters in `range` as a string, appended one by one: `String(_:)` on a slice
    /// of characters is generic, and its first use asks the runtime to search every
    /// conformance of the program (4 % of the instructions `ordersh -c quit` ran).
    private func text(_ range: Range<Int>) -> String {
        var text = ""
        for position in range { text.append(characters[position]) }
        return text
    }

    mutating func next() throws(ShellError) -> Event {
        while index < characters.count, characters[index].isBlank { index += 1 }
        guard index < characters.count else { return .endOfLine(rawSegment, continues: false) }
        let character = characters[index]
        switch character {
        case ";":
            let raw = rawSegment
            index += 1
            segmentStart = index
            wordsInSegment = 0
            firstWordOfSegment = nil
            return .separator(raw)
        case "#" where startsComment(at: index):
            return .endOfLine(rawSegment, continues: false)
        case "&":
            backgroundLocation = location(index)
            index += 1
            return .background
        case "\\" where index == characters.count - 1:
            let raw = text(segmentStart..<index)
            index += 1
            return .endOfLine(raw, continues: true)
        default:
            wordsInSegment += 1
            let word = try scanWord()
            if wordsInSegment == 1 { firstWordOfSegment = word.text }
            return .word(word)
        }
    }

    /// `#` starts a comment as the first word of a command, or when a blank or the end follows it.
    private func startsComment(at position: Int) -> Bool {
        wordsInSegment == 0 || position + 1 == characters.count || characters[position + 1].isBlank
    }

    private mutating func scanWord() throws(ShellError) -> Word {
        let start = index
        var text = ""
        var isQuoted = false
        while index < characters.count {
            let character = characters[index]
            if character.isBlank || character == ";" || character == "&" { break }
            switch character {
            case "\\" where index == start && namesCommand && index + 1 < characters.count
                && (characters[index + 1].isLetter || characters[index + 1] == "?"):
                // psql's spelling of a command (`\q`, `\?`, `\timing`): the backslash stays.
                text.append(character)
                index += 1
            case "\\":
                if index + 1 == characters.count { return Word(text, at: location(start), isQuoted: isQuoted) }
                text.append(characters[index + 1])
                index += 2
            case "'":
                isQuoted = true
                let open = index
                index += 1
                while index < characters.count, characters[index] != "'" {
                    text.append(characters[index])
                    index += 1
                }
                guard index < characters.count else { throw ShellError("unterminated single quote", at: location(open)) }
                index += 1
            case "\"":
                isQuoted = true
                try scanDoubleQuoted(into: &text)
            case "$":
                text += try expandParameter()
            default:
                text.append(character)
                index += 1
            }
        }
        return Word(text, at: location(start), isQuoted: isQuoted)
    }

    private mutating func scanDoubleQuoted(into text: inout String) throws(ShellError) {
        let open = index
        index += 1
        while index < characters.count {
            let character = characters[index]
            switch character {
            case "\"":
                index += 1
                return
            case "\\" where index + 1 < characters.count:
                let escaped = characters[index + 1]
                switch escaped {
                case "\"", "\\", "$": text.append(escaped)
                case "n": text.append("\n")
                case "t": text.append("\t")
                default: text.append("\\"); text.append(escaped)
                }
                index += 2
            case "$":
                text += try expandParameter()
            default:
                text.append(character)
                index += 1
            }
        }
        throw ShellError("unterminated double quote", at: location(open))
    }

    /// `${N}` (N ≥ 0) or `${#}`; any other `$` is itself, so money like `$104.52` needs no escaping.
    private mutating func expandParameter() throws(ShellError) -> String {
        let dollar = index
        index += 1
        guard index < characters.count, characters[index] == "{",
              let close = characters[index...].firstIndex(of: "}") else { return "$" }
        let name = text((index + 1)..<close)
        if name == "#" {
            index = close + 1
            return String(arguments?.values.count ?? 0)
        }
        guard !name.isEmpty, name.allSatisfy(\.isASCIIDigit), let position = Int(name) else { return "$" }
        index = close + 1
        if position == 0 { return arguments?.name ?? ProgramName.current }
        guard let arguments, position <= arguments.values.count else {
            let given = arguments?.values.count ?? 0
            throw ShellError(
                "no argument ${\(name)}: the script was given \(given == 1 ? "1 argument" : "\(given) arguments")",
                at: location(dollar)
            )
        }
        return arguments.values[position - 1]
    }
}

extension Character {
    var isBlank: Bool { self == " " || self == "\t" }
    var isASCIIDigit: Bool { isASCII && isNumber }
}

extension String {
    var trimmingBlanks: String {
        var slice = Substring(self)
        while let first = slice.first, first.isBlank { slice.removeFirst() }
        while let last = slice.last, last.isBlank { slice.removeLast() }
        return String(slice)
    }
}
