import DisplayInterface
import SafeIO

/// Where a command's output goes: a redirection, `output FILE`, or the terminal.
extension Interpreter {
    /// Why output cannot go to a file or a program here: under the harness (as `record`
    /// writes nothing there), a case writes no file.
    func writingRefusal(at location: SourceLocation) -> ShellError? {
        guard !options.writesRecordings else { return nil }
        return ShellError("output goes to no file or program under \(registry.identity.testCommand): a case writes nothing", at: location)
    }

    /// Delivers what a command printed where its redirection, or `output FILE`, says; the
    /// error when it cannot.
    func deliver(_ bytes: [UInt8], of parsed: ParsedCommand, in frame: ScriptFrame) -> ShellError? {
        switch parsed.redirect {
        case .file(let word, let append)?:
            let path = frame.resolve(word.text)
            do {
                try OutputDelivery.write(bytes, to: path, append: append)
            } catch {
                return ShellError(error.description, at: word.location)
            }
        case .pipe(let program, let location)?:
            if let problem = OutputDelivery.pipe(bytes, to: program) { return ShellError(problem, at: location) }
        case nil:
            guard let outputFile else { return nil }
            do {
                try outputFile.write(bytes)
            } catch {
                return ShellError(error.description, at: parsed.location)
            }
        }
        return nil
    }
}
