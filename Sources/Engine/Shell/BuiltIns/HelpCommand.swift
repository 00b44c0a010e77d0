import DisplayInterface
import SafeIO

/// `help [COMMAND]` (psql's `\?`): every command, or one's usage and example.
struct HelpCommand: BuiltInCommand, Hashable {
    /// The command asked about; `nil`: the overview.
    let topic: String?

    static let verb = BuiltInVerb.help
    static let aliases = ["\\?"]
    static let acceptsRedirection = true

    static func declaration(in app: AppTerms) -> BuiltInDeclaration {
        BuiltInDeclaration(
            summary: "Describe every command, or one", usage: ["help [COMMAND]", "\\?"],
            example: "help " + (app.verb ?? ShowCommand.name))
    }

    static func parse(_ reader: inout ArgumentReader, in context: ParseContext) throws(ShellError) -> HelpCommand {
        let topic = reader.command.text == name ? try reader.nextOptional() : nil
        try reader.finish()
        if let topic, context.commands.help(for: topic.text) == nil {
            throw ShellError(
                "no command \(EchoedValue.quoted(topic.text))", at: topic.location,
                suggesting: Suggestion.nearest(to: topic.text, in: context.commands.names))
        }
        return HelpCommand(topic: topic?.text)
    }

    static func complete(_ arguments: [String], current: String, typedAs verb: String, vocabulary: CompletionVocabulary) -> CompletionAnswer {
        arguments.isEmpty && verb == name ? CompletionAnswer(vocabulary.commands.names, current) : CompletionAnswer(current)
    }

    @MainActor func run(in context: CommandContext) throws(ShellError) -> CommandOutcome {
        let parser = context.interpreter.parser
        context.console.print(HelpText.render(topic, commands: parser.commands, viewModels: parser.catalog.names))
        return .success
    }
}
