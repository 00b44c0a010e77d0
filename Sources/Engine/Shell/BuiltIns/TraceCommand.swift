import DisplayInterface

/// `trace on|off` (also `set trace on|off`): after each command, every display property it changed.
struct TraceCommand: BuiltInCommand, Hashable {
    let on: Bool

    static let verb = BuiltInVerb.trace
    static let mode = BuiltInWord.choice(["on", "off"], missing: "on or off")

    static func declaration(in app: AppTerms) -> BuiltInDeclaration {
        BuiltInDeclaration(summary: "Print changed display properties after each command", example: "trace on")
    }

    static func grammar(in app: AppTerms) -> BuiltInGrammar {
        BuiltInGrammar([BuiltInForm([.word(mode)])])
    }

    /// Tracing on or off.
    init(on: Bool) {
        self.on = on
    }

    init(_ match: FormMatch, in context: ParseContext) throws(ShellError) {
        on = match[Self.mode]?.text == "on"
    }

    @MainActor func run(in context: CommandContext) throws(ShellError) -> CommandOutcome {
        context.interpreter.concern(Tracer.self).turn(on, session: context.interpreter.session)
        context.interpreter.concern(SettingsState.self).markSet(ShellSettings.trace.name)
        return .success
    }
}
