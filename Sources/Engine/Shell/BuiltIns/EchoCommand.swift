import DisplayInterface

/// `echo TEXT…`: prints its words, joined by one space.
struct EchoCommand: BuiltInCommand, Hashable {
    let text: String

    static let verb = BuiltInVerb.echo
    static let acceptsRedirection = true

    static func declaration(in app: AppTerms) -> BuiltInDeclaration {
        BuiltInDeclaration(summary: "Print text", example: "echo \"hello\"")
    }

    static func grammar(in app: AppTerms) -> BuiltInGrammar {
        BuiltInGrammar([BuiltInForm([.rest(BuiltInWord("TEXT"), optional: true)])])
    }

    /// Prints `text`.
    init(text: String) {
        self.text = text
    }

    init(_ match: FormMatch, in context: ParseContext) throws(ShellError) {
        text = match.rest.map(\.text).concatenated(separator: " ")
    }

    @MainActor func run(in context: CommandContext) throws(ShellError) -> CommandOutcome {
        context.console.print(text)
        return .success
    }
}
