import DisplayInterface

/// `load TARGET …`: the loads the ViewModels registered, one form each, declared here as
/// every other command is (its usage, parsing, Tab and coverage forms derive from the
/// grammar); what it parses into is a registered load, which the interpreter runs.
struct LoadCommand: BuiltInCommand, Hashable {
    static let verb = BuiltInVerb.load
    /// The coverage form of a load started with `&`.
    static let backgroundForm = "load … &"

    static func declaration(in app: AppTerms) -> BuiltInDeclaration {
        BuiltInDeclaration(summary: "Load a ViewModel from the data source", example: app.loads.lazy.compactMap(\.example).first ?? "load")
    }

    static func grammar(in app: AppTerms) -> BuiltInGrammar {
        BuiltInGrammar(
            app.loads.map { load in BuiltInForm([.literal(load.target)] + load.arguments.map(part(for:))) },
            redirections: [backgroundForm], subword: "what to load", extraCoverage: [backgroundForm])
    }

    /// How a registered argument is read.
    private static func part(for spec: ArgumentSpec) -> BuiltInPart {
        switch spec {
        case .value, .choice: .word(BuiltInWord(spec))
        case .optionalValue, .optionalChoice: .optional(BuiltInWord(spec))
        }
    }

    /// The registered load `match` names, with its arguments read into their types.
    static func command(from match: FormMatch, in context: ParseContext) throws(ShellError) -> Command {
        let load = context.commands.loads[match.form]
        let words = load.arguments.map { match[BuiltInWord($0)] }
        let input = ArgumentInput(words: words, all: [], verb: match.verb, location: match.verb.location)
        return .load(try RegisteredCall(load: load, input: input))
    }

    init(_ match: FormMatch, in context: ParseContext) throws(ShellError) {
        throw ShellError("internal error: load is run as the load it names", at: match.verb.location)
    }

    @MainActor func run(in context: CommandContext) throws(ShellError) -> CommandOutcome {
        throw ShellError("internal error: load is run as the load it names", at: context.location)
    }
}
