import DisplayInterface

/// `history`: the command lines entered so far, numbered.
struct HistoryCommand: ArgumentlessCommand, Hashable {
    static let verb = BuiltInVerb.history
    static let acceptsRedirection = true

    static func declaration(in app: AppTerms) -> BuiltInDeclaration {
        BuiltInDeclaration(summary: "List the commands entered so far", example: "history")
    }

    var recording: RecordingRule { .leftOut(because: "not part of a case") }

    @MainActor func run(in context: CommandContext) throws(ShellError) -> CommandOutcome {
        let history = context.interpreter.history
        let width = String(history.count).count
        context.console.print(history.enumerated().map { index, line in
            String(repeating: " ", count: width - String(index + 1).count) + "\(index + 1)  \(line)"
        }.joined(separator: "\n"))
        return .success
    }
}
