import DisplayInterface

/// `trace on|off`: print the display properties each command changed.
struct TraceCommand: BuiltInCommand, Hashable {
    let on: Bool

    static let verb = BuiltInVerb.trace

    static func declaration(in app: AppTerms) -> BuiltInDeclaration {
        BuiltInDeclaration(summary: "Print changed display properties after each command", usage: ["trace on|off"], example: "trace on", isSetting: true)
    }

    static func parse(_ reader: inout ArgumentReader, in context: ParseContext) throws(ShellError) -> TraceCommand {
        let mode = try reader.next(oneOf: ["on", "off"], what: "on or off")
        try reader.finish()
        return TraceCommand(on: mode.text == "on")
    }

    static func complete(_ arguments: [String], current: String, typedAs verb: String, vocabulary: CompletionVocabulary) -> CompletionAnswer {
        arguments.isEmpty ? CompletionAnswer(["on", "off"], current) : CompletionAnswer(current)
    }

    /// `set` lists whether tracing is on.
    @MainActor static func settingValue(of interpreter: Interpreter) -> String? {
        interpreter.tracer.isOn ? "on" : "off"
    }

    @MainActor func run(in context: CommandContext) throws(ShellError) -> CommandOutcome {
        context.interpreter.tracer.turn(on, session: context.interpreter.session)
        context.interpreter.changedSettings.insert(Self.name)
        return .success
    }
}
