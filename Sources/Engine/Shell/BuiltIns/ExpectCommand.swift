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

    static let pathWord = BuiltInWord("VM.PROP", .propertyPath)
    static let comparison = BuiltInWord("==|!=", .choice(["==", "!="]), missing: "== or != and a value", refusal: "expect compares with == or !=", suggests: false)
    static let valueWord = BuiltInWord("\"text\"", missing: "a value")

    static func declaration(in app: AppTerms) -> BuiltInDeclaration {
        BuiltInDeclaration(summary: "Fail unless a display property has a value", example: "expect \(app.property) == \"…\"")
    }

    static func grammar(in app: AppTerms) -> BuiltInGrammar {
        BuiltInGrammar([
            BuiltInForm([.word(pathWord), .word(comparison), .word(valueWord)]),
            BuiltInForm([.word(pathWord)]),
        ])
    }

    /// Checks `expectation` of `path`.
    init(path: PropertyPath, expectation: Expectation) {
        self.path = path
        self.expectation = expectation
    }

    init(_ match: FormMatch, in context: ParseContext) throws(ShellError) {
        guard let pathWord = match[Self.pathWord] else { throw ShellError("expect needs VM.PROP", at: match.verb.location) }
        let path = try context.propertyPath(pathWord)
        self.path = path
        guard let op = match[Self.comparison], let value = match[Self.valueWord] else {
            let kind = context.catalog.entry(named: path.viewModel)?.properties.first { $0.name == path.property }?.kind
            guard kind == .bool else {
                throw ShellError(
                    "expect \(path) needs == or != and a value: \(path) is \(kind?.description ?? "?"), not Bool", at: pathWord.location)
            }
            expectation = .isTrue
            return
        }
        let expected: String? = value.text == "nil" && !value.isQuoted ? nil : value.text
        expectation = .equals(expected, negated: op.text == "!=")
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
