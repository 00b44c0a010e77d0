import DisplayInterface
import SafeIO

/// Where one command's output goes instead of the terminal (shell.md §3): `CMD > FILE`,
/// `CMD >> FILE`, `CMD | PROGRAM`. Errors still go to the terminal.
public enum Redirect: Sendable, Hashable {
    /// `> FILE` (`append` false) or `>> FILE`.
    case file(Word, append: Bool)
    /// `| PROGRAM`: the program's text, run by `/bin/sh -c`.
    case pipe(String, at: SourceLocation)

    /// `lexed` without the words of its redirection, and the redirection; `lexed` unchanged
    /// when its command takes none or it has none. Only a built-in that prints takes one:
    /// `filter total > 50` is a filter, not a file. The text stays whole: it is echoed and
    /// kept in the history as typed.
    static func split(_ lexed: LexedCommand) throws(ShellError) -> (LexedCommand, Redirect?) {
        guard let verb = lexed.words.first, BuiltInCommands.command(typedAs: verb.text)?.acceptsRedirection == true else { return (lexed, nil) }
        var command = lexed
        let words = lexed.words
        // `| PROGRAM`, or `|PROGRAM` as psql's `\o |PROGRAM` writes it.
        if let bar = words.indices.dropFirst().first(where: { !words[$0].isQuoted && words[$0].text.hasPrefix("|") }) {
            let program = programText(after: lexed.text)
            guard !program.isEmpty else { throw ShellError("| needs a program to send the output to", at: words[bar].location) }
            command.words = Array(words[..<bar])
            return (command, .pipe(program, at: words[bar].location))
        }
        let operators = words.indices.dropFirst().filter { !words[$0].isQuoted && (words[$0].text == ">" || words[$0].text == ">>") }
        guard let last = operators.last else { return (lexed, nil) }
        guard operators.count == 1, last == words.count - 2 else {
            throw ShellError("\(words[last].text) takes one FILE, at the end of the command", at: words[last].location)
        }
        command.words = Array(words[..<last])
        return (command, .file(words[last + 1], append: words[last].text == ">>"))
    }

    /// Where the first unquoted `|` of `text` is.
    private static func unquotedBar(in text: String) -> String.Index? {
        var quote: Character?
        var escaped = false
        for index in text.indices {
            let character = text[index]
            if escaped { escaped = false; continue }
            if character == "\\" && quote != "'" { escaped = true; continue }
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "'" || character == "\"" {
                quote = character
            } else if character == "|" {
                return index
            }
        }
        return nil
    }

    /// The program after the first unquoted `|` of `text`, as typed.
    private static func programText(after text: String) -> String {
        guard let bar = unquotedBar(in: text) else { return "" }
        return String(text[text.index(after: bar)...]).trimmingBlanks
    }
}
