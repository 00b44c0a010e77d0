import DisplayInterface

/// `help [COMMAND]` (psql's `\?`): every command's summary, or one command's usage and
/// example. `help \x` answers for the alias: the command it is typed for.
struct HelpCommand: BuiltInCommand, Hashable {
    /// The command asked about; `nil`: the overview.
    let topic: String?

    static let verb = BuiltInVerb.help
    static let aliases = ["\\?"]
    static let acceptsRedirection = true
    static let commandWord = BuiltInWord("COMMAND", .command)

    static func declaration(in app: AppTerms) -> BuiltInDeclaration {
        BuiltInDeclaration(summary: "Describe every command, or one", example: "help " + (app.verb ?? ShowCommand.name))
    }

    static func grammar(in app: AppTerms) -> BuiltInGrammar {
        BuiltInGrammar([
            BuiltInForm([.optional(commandWord)], spelling: name),
            BuiltInForm([], spelling: "\\?"),
        ])
    }

    /// Help on `topic`, or the overview.
    init(topic: String?) {
        self.topic = topic
    }

    init(_ match: FormMatch, in context: ParseContext) throws(ShellError) {
        topic = match[Self.commandWord]?.text
    }

    @MainActor func run(in context: CommandContext) throws(ShellError) -> CommandOutcome {
        let parser = context.interpreter.parser
        context.console.print(HelpText.render(topic, commands: parser.commands, viewModels: parser.catalog.names))
        return .success
    }
}
