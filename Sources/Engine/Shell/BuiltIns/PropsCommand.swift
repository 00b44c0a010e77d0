import DisplayInterface

/// `props [VM]` (psql's `\d [VM]`): display property names and kinds.
struct PropsCommand: BuiltInCommand, Hashable {
    /// The ViewModel listed; `nil`: every one.
    let viewModel: String?

    static let verb = BuiltInVerb.props
    static let aliases = ["\\d"]
    static let acceptsRedirection = true
    static let viewModelWord = BuiltInWord("VM", .viewModel)

    static func declaration(in app: AppTerms) -> BuiltInDeclaration {
        BuiltInDeclaration(summary: "List display property names and kinds (also: \\d)", example: "props \(app.viewModel)")
    }

    static func grammar(in app: AppTerms) -> BuiltInGrammar {
        BuiltInGrammar([BuiltInForm([.optional(viewModelWord)])])
    }

    /// The properties of `viewModel`, or of every one.
    init(viewModel: String?) {
        self.viewModel = viewModel
    }

    init(_ match: FormMatch, in context: ParseContext) throws(ShellError) {
        viewModel = match[Self.viewModelWord]?.text
    }

    @MainActor func run(in context: CommandContext) throws(ShellError) -> CommandOutcome {
        let catalog = context.interpreter.parser.catalog
        context.console.print(PropsListing.render(viewModels: viewModel.map { [$0] } ?? catalog.names, catalog: catalog))
        return .success
    }
}
