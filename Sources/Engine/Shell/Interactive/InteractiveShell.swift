import LineEditor
import DisplayInterface

/// The interactive prompt (shell.md §4): reads lines with the line editor, saves each to
/// the history, refreshes Tab's vocabulary before every prompt and the window size before
/// every command, and routes Ctrl-C to the running command.
@MainActor public final class InteractiveShell {
    public let interpreter: Interpreter
    /// The line editor it reads from.
    public let editor: LineEditor
    /// The console that pages long output, told the terminal's height before each command.
    public let pager: PagingConsole?

    /// The app's prompt (`osh> ` for ordersh).
    public var prompt: String { interpreter.registry.identity.prompt }
    /// The prompt of a line that continues the one before (`\` at its end).
    public static let continuationPrompt = "...> "

    /// The answer to a Ctrl-C that found no command to cancel; `waiting` gives the same
    /// to one that came once the command's result was in.
    static let unansweredInterrupt = "note: the command had finished when Ctrl-C came; what it did stands"

    /// The answer to a Ctrl-C that came while a command that cannot be stopped ran.
    static let ranToItsEnd = "note: Ctrl-C came while the command ran, and it ran to its end; what it did stands"

    /// The prompt of `interpreter`, reading with `editor`, paging through `pager`.
    public init(interpreter: Interpreter, editor: LineEditor, pager: PagingConsole? = nil) {
        self.interpreter = interpreter
        self.editor = editor
        self.pager = pager
    }

    /// Runs until `quit`, `exit` or Ctrl-D; returns the exit status: 0 whatever failed in
    /// the session, as psql and sqlite3 end, or the N of `quit N` (shell.md §1). The
    /// terminal is restored before it returns.
    public func run() async -> Int32 {
        defer { editor.close() }
        return await readAndRun()
    }

    private func readAndRun() async -> Int32 {
        interpreter.restoreHistory(editor.storedHistory)
        // The handler's thread lives as long as the process; it must not keep the session
        // alive after the prompt ends (LeakSanitizer cannot follow every pointer in it).
        _ = InterruptHandler.install { [weak interpreter] in interpreter?.cancelRunningCommand() }
        // A y/N question of a command (`record stop`) is answered with one key, as
        // `test --review` asks.
        interpreter.confirm = { [editor] question in await editor.confirm(question) }
        var lexer = Lexer(file: nil)
        var status: Int32 { interpreter.requestedExitStatus ?? 0 }
        while true {
            let vocabulary = CompletionVocabulary(registry: interpreter.registry, session: interpreter.session)
            editor.setCompleter { ShellCompleter.complete($0, vocabulary: vocabulary) }
            // Presses that cancelled the command are answered. One that cancelled nothing
            // (it came as the command ended, or its thread ran after that) is answered
            // here, before the prompt; otherwise its only trace is the terminal's `^C` echo.
            // From here on a press is the editor's: it ends the read.
            let unclaimed = editor.prepareToRead()
            if interpreter.takeUnansweredInterrupt() || unclaimed > 0 {
                interpreter.console.printError(Self.unansweredInterrupt)
            }
            let result = await editor.readLine(prompt: lexer.isContinuing ? Self.continuationPrompt : prompt)
            // The window may have been resized while the line was typed: the size is read
            // now, as the command starts, for its tables and the pager's decision.
            interpreter.options.style.width = editor.columns
            pager?.rows = editor.rows
            switch result {
            case .endOfInput:
                if let last = lexer.finish() {
                    _ = await interpreter.run(last, in: .interactive)
                }
                interpreter.console.print("")
                return status
            case .interrupted:
                lexer = Lexer(file: nil)
            case .line(let line):
                if !line.trimmingBlanks.isEmpty { editor.addToHistory(line) }
                let commands: [LexedCommand]
                do {
                    commands = try lexer.lex(line, number: 1)
                } catch {
                    interpreter.report(error, in: .interactive)
                    continue
                }
                for command in commands {
                    if await interpreter.run(command, in: .interactive) == .quit { return status }
                }
            }
        }
    }
}
