import DisplayInterface

/// `timing on|off` (also `set timing on|off`) and psql's `\timing [on|off]` (alone, it
/// toggles and says which).
struct TimingCommand: BuiltInCommand, Hashable {
    /// `nil`: toggled.
    let on: Bool?

    static let verb = BuiltInVerb.timing
    static let aliases = ["\\timing"]
    static let mode = BuiltInWord("on|off", .choice(["on", "off"]), missing: "on or off")

    static func declaration(in app: AppTerms) -> BuiltInDeclaration {
        BuiltInDeclaration(summary: "Print how long each command took, on standard error", example: "timing on")
    }

    static func grammar(in app: AppTerms) -> BuiltInGrammar {
        BuiltInGrammar([
            BuiltInForm([.word(mode)], spelling: name),
            BuiltInForm([.optional(mode)], spelling: "\\timing"),
        ])
    }

    /// Timing on, off, or toggled (`nil`).
    init(on: Bool?) {
        self.on = on
    }

    init(_ match: FormMatch, in context: ParseContext) throws(ShellError) {
        on = match[Self.mode].map { $0.text == "on" }
    }

    var recording: RecordingRule { .leftOut(because: "not part of a case") }

    @MainActor func run(in context: CommandContext) throws(ShellError) -> CommandOutcome {
        let timing = context.interpreter.concern(TimingState.self)
        timing.isOn = on ?? !timing.isOn
        context.interpreter.concern(SettingsState.self).markSet(ShellSettings.timing.name)
        // psql's `\timing` says what it toggled to.
        if on == nil { context.console.print(timing.isOn ? "Timing is on." : "Timing is off.") }
        return .success
    }
}
