import DisplayInterface
import SafeIO

/// Where a command's output goes: a redirection, the target `output` set, or the terminal.
extension Interpreter {
    /// Why output cannot go to a file or a program here: under the harness (as `record`
    /// writes nothing there), a case writes no file.
    func writingRefusal(at location: SourceLocation) -> ShellError? {
        guard !options.writesRecordings else { return nil }
        return ShellError("output goes to no file or program under \(registry.identity.testCommand): a case writes nothing", at: location)
    }

    /// Opens the target of `redirect` (resolved in `frame`), before its command runs.
    func openTarget(_ redirect: Redirect, in frame: ScriptFrame) throws(ShellError) -> OutputTarget {
        switch redirect {
        case .file(let word, let append):
            let path = frame.resolve(word.text)
            do {
                return try OutputTarget.file(path, typed: word.text, shownAs: frame.display(path), append: append)
            } catch {
                throw ShellError(error.description, at: word.location)
            }
        case .pipe(let program, let location):
            guard let target = OutputTarget.program(program) else {
                throw ShellError("cannot run /bin/sh for \(EchoedValue.quoted(program))", at: location)
            }
            return target
        }
    }

    /// Ends `output FILE` or `output | PROGRAM` when the session ends: the file is closed,
    /// the program's input ended and the program waited for. Returns false (after saying
    /// why) when a write failed or the program failed.
    @discardableResult
    public func finishOutput() -> Bool {
        let routing = concern(OutputRouting.self)
        guard let target = routing.target else { return true }
        routing.target = nil
        guard let problem = target.finish() else { return true }
        report(ShellError(problem, at: nil), in: .interactive)
        return false
    }

    /// How `show` draws now: for the terminal, or plain and whole for a file or a program
    /// (shell.md §3: no colour, tables at full width, whatever the window).
    var outputStyle: RenderStyle {
        console is TargetConsole ? .plain : options.style
    }

    /// Whether what `show` prints goes to a terminal: csv and tsv escape control
    /// characters there, and write the exact text into a file or a pipe.
    var outputIsTerminal: Bool {
        console is TargetConsole ? false : options.outputIsTerminal
    }
}
