import DisplayInterface

/// `clear`: clears the terminal screen (nothing outside a terminal).
struct ClearCommand: BuiltInCommand, Hashable {
    static let name = "clear"

    static func declaration(in app: AppTerms) -> BuiltInDeclaration {
        BuiltInDeclaration(summary: "Clear the terminal screen", usage: ["clear"], example: "clear")
    }

    static func parse(_ reader: inout ArgumentReader, in context: ParseContext) throws(ShellError) -> ClearCommand {
        try reader.finish()
        return ClearCommand()
    }

    var recording: RecordingRule { .leftOut(because: "not part of a case") }

    @MainActor func run(in context: CommandContext) throws(ShellError) -> CommandOutcome {
        if context.interpreter.options.isInteractive { context.console.clearScreen() }
        return .success
    }
}
