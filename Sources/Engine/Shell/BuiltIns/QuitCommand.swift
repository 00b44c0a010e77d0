import DisplayInterface

/// `quit` (`exit`, psql's `\q`): ends the session.
struct QuitCommand: ArgumentlessCommand, Hashable {
    static let verb = BuiltInVerb.quit
    static let aliases = ["exit", "\\q"]

    static func declaration(in app: AppTerms) -> BuiltInDeclaration {
        BuiltInDeclaration(summary: "End the session (also: exit, \\q)", usage: ["quit", "exit", "\\q"], example: "quit")
    }

    var recording: RecordingRule { .ignored }

    @MainActor func run(in context: CommandContext) throws(ShellError) -> CommandOutcome {
        .quit
    }
}
