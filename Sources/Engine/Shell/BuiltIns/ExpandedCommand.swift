import DisplayInterface

/// psql's `\x [on|off|auto]`: records on or off (the `auto` layout), or toggled.
struct ExpandedCommand: BuiltInCommand, Hashable {
    /// `true`: records; `false`: auto; `nil`: the other of the two.
    let on: Bool?

    static let verb = BuiltInVerb.expanded

    static func declaration(in app: AppTerms) -> BuiltInDeclaration {
        BuiltInDeclaration(summary: "Show records on or off, as psql's \\x", usage: ["\\x [on|off|auto]"], example: "\\x on", listedUnder: SetCommand.name)
    }

    static func parse(_ reader: inout ArgumentReader, in context: ParseContext) throws(ShellError) -> ExpandedCommand {
        let mode = try reader.nextOptional(oneOf: ["on", "off", "auto"])
        try reader.finish()
        return ExpandedCommand(on: mode.map { $0.text == "on" })
    }

    static func complete(_ arguments: [String], current: String, typedAs verb: String, vocabulary: CompletionVocabulary) -> CompletionAnswer {
        arguments.isEmpty ? CompletionAnswer(["on", "off", "auto"], current) : CompletionAnswer(current)
    }

    @MainActor func run(in context: CommandContext) throws(ShellError) -> CommandOutcome {
        let interpreter = context.interpreter
        interpreter.format = (on ?? (interpreter.format != .records)) ? .records : .auto
        interpreter.changedSettings.insert(SetCommand.Assignment.format(interpreter.format).key)
        context.console.print(interpreter.format == .records ? "Expanded display is on." : "Expanded display is used automatically.")
        return .success
    }
}
