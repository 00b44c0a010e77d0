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

    static func declaration(in app: AppTerms) -> BuiltInDeclaration {
        BuiltInDeclaration(
            summary: "Record the commands typed from now on as a golden case",
            usage: ["record [--replace] PATH", "record stop", "record"], example: "record cases/first")
    }

    static func parse(_ reader: inout ArgumentReader, in context: ParseContext) throws(ShellError) -> RecordCommand {
        guard var path = try reader.nextOptional() else { return RecordCommand(request: .status) }
        if path.text == "stop", !path.isQuoted {
            guard let option = try reader.nextOptional() else { return RecordCommand(request: .stop(acceptErrors: false)) }
            guard option.text == "--accept-errors", !option.isQuoted else {
                throw ShellError(
                    "record stop takes --accept-errors, not \(EchoedValue.quoted(option.text)) (usage: record stop [--accept-errors])",
                    at: option.location, suggesting: Suggestion.nearest(to: option.text, in: ["--accept-errors"]))
            }
            try reader.finish()
            return RecordCommand(request: .stop(acceptErrors: true))
        }
        let replace = path.text == "--replace" && !path.isQuoted
        if replace { path = try reader.next("PATH") }
        if path.text.hasPrefix("-"), !path.isQuoted {
            throw ShellError("record takes --replace, not \(EchoedValue.quoted(path.text)) (usage: record [--replace] PATH | record stop | record)", at: path.location)
        }
        try reader.finish()
        if path.text == "stop", !path.isQuoted {
            throw ShellError("record --replace needs PATH, not stop (usage: record --replace PATH)", at: path.location)
        }
        return RecordCommand(request: .start(path, replace: replace))
    }

    static func complete(_ arguments: [String], current: String, typedAs verb: String, vocabulary: CompletionVocabulary) -> CompletionAnswer {
        switch arguments {
        case []:
            // `record stop`, `record --replace`, or a case's path.
            var answer = ShellCompleter.files(current, vocabulary: vocabulary)
            answer.candidates = ["stop", "--replace"].filter { $0.hasPrefix(current) && !current.contains("/") } + answer.candidates
            return answer
        case ["--replace"]: return ShellCompleter.files(current, vocabulary: vocabulary)
        default: return CompletionAnswer(current)
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
