/// A type a command argument reads from one word, as swift-argument-parser's
/// `ExpressibleByArgument` does: it parses itself and says why a word is not one.
///
/// A `CaseIterable` type with `String` raw values conforms with an empty extension and
/// gets its choices, Tab completion and "did you mean" from its cases.
public protocol ArgumentValue: Sendable {
    /// Reads `text`, or throws what the argument takes: the shell says `NAME takes …, not
    /// 'text'` and points at the word.
    init(argument text: String) throws(ArgumentRefusal)

    /// The words the argument takes when they are a fixed list: Tab offers them and the
    /// shell refuses any other word before ``init(argument:)`` runs; `nil` for a free value.
    static var argumentChoices: [String]? { get }
}

extension ArgumentValue {
    /// A free value.
    public static var argumentChoices: [String]? { nil }
}

extension ArgumentValue where Self: CaseIterable & RawRepresentable, RawValue == String {
    /// The case whose raw value is `text`.
    public init(argument text: String) throws(ArgumentRefusal) {
        guard let value = Self(rawValue: text) else {
            let choices = Self.allCases.map { $0.rawValue }
            throw ArgumentRefusal(expecting: choices.joined(separator: ", "), candidates: choices)
        }
        self = value
    }

    /// The raw values of the cases, in order.
    public static var argumentChoices: [String]? { allCases.map { $0.rawValue } }
}

extension String: ArgumentValue {
    /// The word itself.
    public init(argument text: String) { self = text }
}

extension Int: ArgumentValue {
    /// A whole number in decimal digits, with an optional sign.
    public init(argument text: String) throws(ArgumentRefusal) {
        guard let value = Int(text) else { throw ArgumentRefusal(expecting: "a whole number") }
        self = value
    }
}

/// Why a word is not a value of an argument's type: what the argument takes, and the words
/// to suggest the nearest of.
public struct ArgumentRefusal: Error, Sendable, Hashable {
    /// What the argument takes (`a whole number`, `current, all or a month like 2026-11`).
    public let expected: String
    /// The words "did you mean" chooses from.
    public let candidates: [String]

    /// A refusal: the argument takes `expected`; "did you mean" chooses among `candidates`.
    public init(expecting expected: String, candidates: [String] = []) {
        self.expected = expected
        self.candidates = candidates
    }
}
