import DisplayInterface
import SafeIO

/// `output FILE` / `output | PROGRAM` (psql's `\o FILE`, `\o |PROGRAM`): every later
/// command's output goes to FILE or PROGRAM, formatted for it; `output` alone sends it back
/// to the terminal (closing the file, or ending the program's input and waiting for it).
struct OutputCommand: BuiltInCommand, Hashable {
    /// Where output goes from now on.
    enum Destination: Hashable {
        case terminal
        /// A file, truncated when `output` runs (appended to with `output >> FILE`).
        case file(Word, append: Bool)
        /// `/bin/sh -c PROGRAM`, reading every later command's output.
        case program(String, at: SourceLocation)
    }

    let destination: Destination

    static let verb = BuiltInVerb.output
    static let aliases = ["\\o"]
    /// `output | PROGRAM` and `output > FILE` are read as its destination.
    static let acceptsRedirection = true

    static let fileWord = BuiltInWord("FILE", .file)

    static func declaration(in app: AppTerms) -> BuiltInDeclaration {
        BuiltInDeclaration(
            summary: "Send every later command's output to a file or a program, or back to the terminal", example: "output report.txt")
    }

    static func grammar(in app: AppTerms) -> BuiltInGrammar {
        BuiltInGrammar(
            [BuiltInForm([.optional(fileWord)])],
            redirections: ["output | PROGRAM", "\\o | PROGRAM", "CMD > FILE", "CMD >> FILE", "CMD | PROGRAM"])
    }

    init(_ match: FormMatch, in context: ParseContext) throws(ShellError) {
        destination = match[Self.fileWord].map { .file($0, append: false) } ?? .terminal
    }

    init(destination: Destination) {
        self.destination = destination
    }

    /// This command with the destination a redirection gave it (`output | grep x`).
    func redirected(_ redirect: Redirect) throws(ShellError) -> OutputCommand {
        if case .file(let word, _) = destination {
            throw ShellError("output takes one FILE or | PROGRAM", at: word.location)
        }
        switch redirect {
        case .file(let word, let append): return OutputCommand(destination: .file(word, append: append))
        case .pipe(let program, let location): return OutputCommand(destination: .program(program, at: location))
        }
    }

    var recording: RecordingRule { .leftOut(because: "not part of a case") }
    /// It is never itself sent to the output file.
    var redirectsOutput: Bool { true }

    @MainActor func run(in context: CommandContext) throws(ShellError) -> CommandOutcome {
        let interpreter = context.interpreter
        if let refusal = interpreter.writingRefusal(at: context.location) { throw refusal }
        // The new target is opened first: one refused leaves the old one in place.
        let target: OutputTarget?
        switch destination {
        case .terminal:
            target = nil
        case .file(let word, let append):
            target = try interpreter.openTarget(.file(word, append: append), in: context.frame)
        case .program(let program, let location):
            target = try interpreter.openTarget(.pipe(program, at: location), in: context.frame)
        }
        let routing = interpreter.concern(OutputRouting.self)
        let previous = routing.target
        routing.target = target
        if let problem = previous?.finish() { throw ShellError(problem, at: context.location) }
        return .success
    }
}
