import DisplayInterface

/// `clear`: clears the terminal screen (nothing outside a terminal).
struct ClearCommand: ArgumentlessCommand, Hashable {
    static let verb = BuiltInVerb.clear

    static func declaration(in app: AppTerms) -> BuiltInDeclaration {
        BuiltInDeclaration(summary: "Clear the terminal screen", example: "clear")
    }

    var recording: RecordingRule { .leftOut(because: "not part of a case") }

    @MainActor func run(in context: CommandContext) throws(ShellError) -> CommandOutcome {
        if context.interpreter.options.isInteractive { context.console.clearScreen() }
        return .success
    }
}
