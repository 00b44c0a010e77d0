import DisplayInterface

/// `timing on|off` and psql's `\timing [on|off]` (alone, it toggles and says which).
struct TimingCommand: BuiltInCommand, Hashable {
    /// `nil`: toggled.
    let on: Bool?

    static let verb = BuiltInVerb.timing
    static let aliases = ["\\timing"]

    static func declaration(in app: AppTerms) -> BuiltInDeclaration {
        BuiltInDeclaration(
            summary: "Print how long each command took, on standard error",
            usage: ["timing on|off", "\\timing [on|off]"], example: "timing on", isSetting: true)
    }

    static func parse(_ reader: inout ArgumentReader, in context: ParseContext) throws(ShellError) -> TimingCommand {
        let mode = reader.command.text == name
            ? try reader.next(oneOf: ["on", "off"], what: "on or off") : try reader.nextOptional(oneOf: ["on", "off"])
        try reader.finish()
        return TimingCommand(on: mode.map { $0.text == "on" })
    }

    static func complete(_ arguments: [String], current: String, typedAs verb: String, vocabulary: CompletionVocabulary) -> CompletionAnswer {
        arguments.isEmpty ? CompletionAnswer(["on", "off"], current) : CompletionAnswer(current)
    }

    /// `set` lists whether timing is on.
    @MainActor static func settingValue(of interpreter: Interpreter) -> String? {
        interpreter.isTiming ? "on" : "off"
    }

    var recording: RecordingRule { .leftOut(because: "not part of a case") }

    @MainActor func run(in context: CommandContext) throws(ShellError) -> CommandOutcome {
        let interpreter = context.interpreter
        interpreter.isTiming = on ?? !interpreter.isTiming
        interpreter.changedSettings.insert(Self.name)
        // psql's `\timing` says what it toggled to.
        if on == nil { context.console.print(interpreter.isTiming ? "Timing is on." : "Timing is off.") }
        return .success
    }
}
