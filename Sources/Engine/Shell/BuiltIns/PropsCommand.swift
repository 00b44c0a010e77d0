import DisplayInterface

/// `props [VM]`: display property names and kinds.
struct PropsCommand: BuiltInCommand, Hashable {
    /// The ViewModel listed; `nil`: every one.
    let viewModel: String?

    static let verb = BuiltInVerb.props
    static let acceptsRedirection = true

    static func declaration(in app: AppTerms) -> BuiltInDeclaration {
        BuiltInDeclaration(summary: "List display property names and kinds", usage: ["props [VM]"], example: "props \(app.viewModel)")
    }

    static func parse(_ reader: inout ArgumentReader, in context: ParseContext) throws(ShellError) -> PropsCommand {
        let viewModel = try reader.nextOptional().map { word throws(ShellError) in try context.viewModelName(word) }
        try reader.finish()
        return PropsCommand(viewModel: viewModel)
    }

    static func complete(_ arguments: [String], current: String, typedAs verb: String, vocabulary: CompletionVocabulary) -> CompletionAnswer {
        arguments.isEmpty ? CompletionAnswer(vocabulary.catalog.names, current) : CompletionAnswer(current)
    }

    @MainActor func run(in context: CommandContext) throws(ShellError) -> CommandOutcome {
        let catalog = context.interpreter.parser.catalog
        context.console.print(PropsListing.render(viewModels: viewModel.map { [$0] } ?? catalog.names, catalog: catalog))
        return .success
    }
}
