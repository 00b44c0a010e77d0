import DisplayInterface

/// `source FILE` (psql's `\i FILE`): runs a script in this session.
struct SourceCommand: BuiltInCommand, Hashable {
    let file: Word

    static let verb = BuiltInVerb.source
    static let aliases = ["\\i"]
    static let fileWord = BuiltInWord("FILE", .file)

    static func declaration(in app: AppTerms) -> BuiltInDeclaration {
        BuiltInDeclaration(summary: "Run a script in this session (also: \\i)", example: "source setup" + app.scriptSuffix)
    }

    static func grammar(in app: AppTerms) -> BuiltInGrammar {
        BuiltInGrammar([BuiltInForm([.word(fileWord)])])
    }

    /// Runs `file`.
    init(file: Word) {
        self.file = file
    }

    init(_ match: FormMatch, in context: ParseContext) throws(ShellError) {
        file = match[Self.fileWord] ?? match.verb
    }

    var waits: Bool { true }
    var recording: RecordingRule { .keptWithFile(file, command: Self.name) }

    @MainActor func run(in context: CommandContext) async throws(ShellError) -> CommandOutcome {
        try await context.interpreter.source(file, from: context.frame, at: context.location)
    }
}
