import DisplayInterface
import SafeIO

/// `record [--replace] PATH` starts a golden case from the prompt, `record stop
/// [--accept-errors]` writes it and its transcript, `record` alone says whether one is on.
struct RecordCommand: BuiltInCommand, Hashable {
    /// What `record` is asked to do.
    enum Request: Sendable, Hashable {
        /// Say whether recording is on, and where.
        case status
        /// Keep every command from now on (`replace`: overwrite an existing case).
        case start(Word, replace: Bool)
        /// Write the case and its transcript; `acceptErrors` keeps the errors of commands
        /// that failed while recording without asking.
        case stop(acceptErrors: Bool)
    }

    let request: Request

    static let verb = BuiltInVerb.record

    static let pathWord = BuiltInWord("PATH", .file)

    static func declaration(in app: AppTerms) -> BuiltInDeclaration {
        BuiltInDeclaration(summary: "Record the commands typed from now on as a golden case", example: "record cases/first")
    }

    static func grammar(in app: AppTerms) -> BuiltInGrammar {
        BuiltInGrammar([
            BuiltInForm([.flag("--replace", required: false), .word(pathWord)], coverage: name),
            BuiltInForm([.literal("stop"), .flag("--accept-errors", required: false)], coverage: name),
            BuiltInForm([], coverage: name),
        ])
    }

    /// Does `request`.
    init(request: Request) {
        self.request = request
    }

    init(_ match: FormMatch, in context: ParseContext) throws(ShellError) {
        if let path = match[Self.pathWord] {
            // `record --replace stop` names no case: `stop` is the sub-word.
            if path.text == "stop", !path.isQuoted {
                throw ShellError("record --replace needs PATH, not stop (usage: record --replace PATH)", at: path.location)
            }
            request = .start(path, replace: match.has("--replace"))
        } else if match.form == 1 {
            request = .stop(acceptErrors: match.has("--accept-errors"))
        } else {
            request = .status
        }
    }

    /// `record stop` replays the case, so it waits.
    var waits: Bool {
        if case .stop = request { return true }
        return false
    }

    var recording: RecordingRule { .ignored }

    @MainActor func run(in context: CommandContext) async throws(ShellError) -> CommandOutcome {
        let interpreter = context.interpreter
        switch request {
        case .status: context.console.print(interpreter.recordingStatus())
        case .start(let path, let replace): try interpreter.startRecording(path, replace: replace, in: context.frame)
        case .stop(let acceptErrors): try await interpreter.stopRecording(at: context.location, acceptErrors: acceptErrors)
        }
        return .success
    }
}
