import DisplayInterface

/// `quit [N]` (`exit`, psql's `\q`): ends the session; with N, the program exits with it
/// (shell.md §1).
struct QuitCommand: BuiltInCommand, Hashable {
    /// The exit status asked for, if any.
    let status: Int32?

    static let verb = BuiltInVerb.quit
    static let aliases = ["exit", "\\q"]
    static let statusWord = BuiltInWord("N", .integer(0...255))

    static func declaration(in app: AppTerms) -> BuiltInDeclaration {
        BuiltInDeclaration(summary: "End the session (also: exit, \\q); N is the exit status", example: "quit")
    }

    static func grammar(in app: AppTerms) -> BuiltInGrammar {
        BuiltInGrammar([BuiltInForm([.optional(statusWord)])])
    }

    /// Quits, with `status` when given.
    init(status: Int32?) {
        self.status = status
    }

    init(_ match: FormMatch, in context: ParseContext) throws(ShellError) {
        status = match[Self.statusWord].flatMap { Int32($0.text) }
    }

    var recording: RecordingRule { .ignored }

    @MainActor func run(in context: CommandContext) throws(ShellError) -> CommandOutcome {
        context.interpreter.state.requestedExitStatus = status
        return .quit
    }
}
