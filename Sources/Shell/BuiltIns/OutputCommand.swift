import DisplayInterface
import SafeIO

/// `output FILE` (psql's `\o FILE`): every later command's output goes to FILE; `output`
/// alone sends it back to the terminal.
struct OutputCommand: BuiltInCommand, Hashable {
    /// `nil`: back to the terminal.
    let file: Word?

    static let name = "output"
    static let aliases = ["\\o"]

    static func declaration(in app: AppTerms) -> BuiltInDeclaration {
        BuiltInDeclaration(
            summary: "Send every later command's output to a file, or back to the terminal",
            usage: ["output FILE", "output", "\\o [FILE]", "CMD > FILE", "CMD >> FILE", "CMD | PROGRAM"], example: "output report.txt")
    }

    static func parse(_ reader: inout ArgumentReader, in context: ParseContext) throws(ShellError) -> OutputCommand {
        let file = try reader.nextOptional()
        try reader.finish()
        return OutputCommand(file: file)
    }

    static func complete(_ arguments: [String], current: String, typedAs verb: String, vocabulary: CompletionVocabulary) -> CompletionAnswer {
        arguments.isEmpty ? ShellCompleter.files(current, vocabulary: vocabulary) : CompletionAnswer(current)
    }

    var recording: RecordingRule { .leftOut(because: "not part of a case") }
    /// It is never itself sent to the output file.
    var redirectsOutput: Bool { true }

    @MainActor func run(in context: CommandContext) throws(ShellError) -> CommandOutcome {
        let interpreter = context.interpreter
        if let refusal = interpreter.writingRefusal(at: context.location) { throw refusal }
        interpreter.outputFile = nil
        if let file {
            let path = context.frame.resolve(file.text)
            do {
                interpreter.outputFile = try OutputFile(path, shownAs: context.frame.display(path))
            } catch {
                throw ShellError(error.description, at: file.location)
            }
        }
        return .success
    }
}
