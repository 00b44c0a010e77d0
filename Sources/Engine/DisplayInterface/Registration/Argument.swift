import SafeIO

/// One argument of a command or load: how the shell reads, completes and describes it,
/// and the typed value it gives the action.
public protocol ArgumentDeclaration: Sendable {
    /// What the action receives (`SortKey`, `String?`).
    associatedtype Value: Sendable

    /// How usage, completion and the parser see it.
    var spec: ArgumentSpec { get }

    /// The value of `word`, the word read for this argument (`nil` when it was left out);
    /// a refusal is located at the word, a missing word at `location`.
    func value(of word: Word?, at location: SourceLocation) throws(ShellError) -> Value
}

/// A required argument of type `Value`.
///
///     CommandForm(Arg<SortKey>("KEY", what: "a sort key")) { list, key in … }
public struct Arg<Value: ArgumentValue>: ArgumentDeclaration {
    public let spec: ArgumentSpec
    private let name: String

    /// `name` is how the usage and errors write it (`REF`); `what` names a missing choice
    /// (`a sort key`); `completion` is where Tab finds free values.
    public init(_ name: String, what: String? = nil, completion: CompletionSource = .none) {
        self.name = name
        spec = Value.argumentChoices.map { .choice(what: what ?? name, $0) } ?? .value(name, completion: completion)
    }

    public func value(of word: Word?, at location: SourceLocation) throws(ShellError) -> Value {
        guard let word else { throw ShellError("missing \(name)", at: location) }
        return try ArgumentReading.value(of: word, named: name)
    }
}

/// An optional last argument of type `Wrapped`: `nil` when left out.
public struct OptionalArg<Wrapped: ArgumentValue>: ArgumentDeclaration {
    /// `nil` when the word is left out.
    public typealias Value = Wrapped?
    public let spec: ArgumentSpec
    private let name: String

    /// `name` is how the usage and errors write it (`[MONTH]`); `completion` is where Tab
    /// finds free values.
    public init(_ name: String, completion: CompletionSource = .none) {
        self.name = name
        spec = Wrapped.argumentChoices.map { .optionalChoice($0) } ?? .optionalValue(name, completion: completion)
    }

    public func value(of word: Word?, at location: SourceLocation) throws(ShellError) -> Wrapped? {
        guard let word else { return nil }
        return try ArgumentReading.value(of: word, named: name)
    }
}

enum ArgumentReading {
    /// `word` read as a `Value`; a refusal says `NAME takes …, not 'word'` at the word,
    /// with "did you mean".
    static func value<Value: ArgumentValue>(of word: Word, named name: String) throws(ShellError) -> Value {
        do throws(ArgumentRefusal) {
            return try Value(argument: word.text)
        } catch {
            throw ShellError(
                "\(name) takes \(error.expected), not \(EchoedValue.quoted(word.text))", at: word.location,
                suggesting: Suggestion.nearest(to: word.text, in: error.candidates))
        }
    }
}
