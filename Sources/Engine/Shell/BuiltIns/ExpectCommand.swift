import DisplayInterface
import SafeIO

/// `expect VM.PROP == "text"`, `!=`, or `expect VM.PROP` of a Bool.
struct ExpectCommand: BuiltInCommand, Hashable {
    /// What is checked.
    enum Expectation: Sendable, Hashable {
        /// A Bool property is true.
        case isTrue
        /// `== "text"` (`negated` for `!=`); `nil` is an unquoted `nil`.
        case equals(String?, negated: Bool)
    }

    let path: PropertyPath
    let expectation: Expectation

    static let verb = BuiltInVerb.expect

    static func declaration(in app: AppTerms) -> BuiltInDeclaration {
        BuiltInDeclaration(
            summary: "Fail unless a display property has a value",
            usage: ["expect VM.PROP == \"text\"", "expect VM.PROP != \"text\"", "expect VM.PROP"],
            example: "expect \(app.property) == \"…\"")
    }

    static func parse(_ reader: inout ArgumentReader, in context: ParseContext) throws(ShellError) -> ExpectCommand {
        let pathWord = try reader.next("VM.PROP")
        let path = try context.propertyPath(pathWord)
        guard let op = try reader.nextOptional() else {
            let kind = context.catalog.entry(named: path.viewModel)?.properties.first { $0.name == path.property }?.kind
            guard kind == .bool else {
                throw ShellError(
                    "expect \(path) needs == or != and a value: \(path) is \(kind?.description ?? "?"), not Bool",
                    at: pathWord.location)
            }
            return ExpectCommand(path: path, expectation: .isTrue)
        }
        guard op.text == "==" || op.text == "!=", !op.isQuoted else {
            throw ShellError("expect compares with == or !=, not \(EchoedValue.quoted(op.text))", at: op.location)
        }
        let value = try reader.next("a value")
        try reader.finish()
        let expected: String? = value.text == "nil" && !value.isQuoted ? nil : value.text
        return ExpectCommand(path: path, expectation: .equals(expected, negated: op.text == "!="))
    }

    static func complete(_ arguments: [String], current: String, typedAs verb: String, vocabulary: CompletionVocabulary) -> CompletionAnswer {
        switch arguments.count {
        case 0 where current.contains("."): CompletionAnswer(vocabulary.catalog.propertyPaths, current)
        case 0: CompletionAnswer(vocabulary.catalog.names.map { $0 + "." }, current, appendsSpace: false)
        case 1: CompletionAnswer(["==", "!="], current)
        default: CompletionAnswer(current)
        }
    }

    @MainActor func run(in context: CommandContext) throws(ShellError) -> CommandOutcome {
        let location = context.location
        let actual = try context.interpreter.value(of: path, at: location)
        switch expectation {
        case .isTrue:
            guard actual == .bool(true) else { throw ShellError("expectation failed: \(path) is \(ValueText.plain(actual))", at: location) }
        case .equals(let expected, let negated):
            if case .rows = actual {
                throw ShellError("expect compares text, not rows: \(path) is \(ValueText.plain(actual)); use show \(path)", at: location)
            }
            let matches: Bool = switch (expected, actual) {
            case (nil, .optionalString(nil)): true
            case (nil, _), (_, .optionalString(nil)): false
            case (let text?, _): ValueText.plain(actual) == text
            }
            guard matches == !negated else {
                // What was typed is echoed cut, as every typed value is; the value read is shown whole.
                let wanted = expected.map { ValueText.quote(EchoedValue.cut($0)) } ?? "nil"
                throw ShellError(
                    "expectation failed: \(path) is \(ValueText.quoted(actual)), expected \(negated ? "not " : "")\(wanted)",
                    at: location)
            }
        }
        return .success
    }
}
