import DisplayInterface

/// `source FILE`: runs a script in this session.
struct SourceCommand: BuiltInCommand, Hashable {
    let file: Word

    static let verb = BuiltInVerb.source

    static func declaration(in app: AppTerms) -> BuiltInDeclaration {
        BuiltInDeclaration(summary: "Run a script in this session", usage: ["source FILE"], example: "source setup" + app.scriptSuffix)
    }

    static func parse(_ reader: inout ArgumentReader, in context: ParseContext) throws(ShellError) -> SourceCommand {
        let file = try reader.next("FILE")
        try reader.finish()
        return SourceCommand(file: file)
    }

    static func complete(_ arguments: [String], current: String, typedAs verb: String, vocabulary: CompletionVocabulary) -> CompletionAnswer {
        arguments.isEmpty ? ShellCompleter.files(current, vocabulary: vocabulary) : CompletionAnswer(current)
    }

    var waits: Bool { true }
    var recording: RecordingRule { .keptWithFile(file, command: Self.name) }

    @MainActor func run(in context: CommandContext) async throws(ShellError) -> CommandOutcome {
        try await context.interpreter.source(file, from: context.frame, at: context.location)
    }
}
