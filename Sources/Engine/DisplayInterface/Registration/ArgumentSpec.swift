/// One argument of a command form, as the shell reads, completes and describes it.
public enum ArgumentSpec: Sendable {
    /// A required word, written `name` in the usage (`REF`), completed from `completion`.
    case value(String, completion: CompletionSource = .none)
    /// A required word among `choices`; `what` names it when it is missing (`a sort key`).
    /// Written `a|b|c` in the usage.
    case choice(what: String, [String])
    /// An optional word among `choices`, written `[a|b]` in the usage.
    case optionalChoice([String])
    /// An optional last word, written `[name]` in the usage; the action judges its value.
    case optionalValue(String, completion: CompletionSource = .none)

    /// How the usage line writes this argument.
    public var usage: String {
        switch self {
        case .value(let name, _): name
        case .choice(_, let choices): choices.concatenated(separator: "|")
        case .optionalChoice(let choices): "[" + choices.concatenated(separator: "|") + "]"
        case .optionalValue(let name, _): "[" + name + "]"
        }
    }

    /// Where Tab finds values for this argument.
    public var completion: CompletionSource {
        switch self {
        case .value(_, let completion), .optionalValue(_, let completion): completion
        case .choice(_, let choices), .optionalChoice(let choices): .fixed(choices)
        }
    }
}

/// How a command form reads the words after its verb (and sub-word), as the shell sees
/// it: in order, as its specs say, or all by the form's own parser.
///
/// A struct, not an enum: a multi-payload enum keeps its case in the spare bits of a
/// payload's pointer, and LeakSanitizer then takes what it points to for a leak.
public struct ArgumentGrammar: Sendable {
    /// The words read in order (none when the form reads them itself).
    public let specs: [ArgumentSpec]
    /// The completion of a form that reads every word itself.
    public let custom: CustomCompletion?

    init(specs: [ArgumentSpec], custom: CustomCompletion?) {
        self.specs = specs
        self.custom = custom
    }

    /// Whether the form may be written with no argument.
    public var takesNothing: Bool {
        custom == nil && specs.allSatisfy {
            switch $0 {
            case .optionalChoice, .optionalValue: true
            case .value, .choice: false
            }
        }
    }
}

/// The completion of a form that reads its own words, and the sources it reads.
public struct CustomCompletion: Sendable {
    /// The candidates for the word before the cursor.
    public let complete: @Sendable (CompletionRequest) -> CompletionAnswer
    /// The session sources ``complete`` reads through ``CompletionRequest/values(of:)``.
    public let sources: [CompletionSource]
}

/// A grammar a form reads all its words with (`filter KEY OP VALUE …`): its parser, which
/// returns the form's own type, and its completion.
public struct CustomArguments<Value: Sendable>: Sendable {
    /// Reads `words` (the arguments; `verb` is the command word) or throws a located error.
    let parse: @Sendable (_ words: [Word], _ verb: Word) throws(ShellError) -> Value
    let completion: CustomCompletion

    /// A grammar whose parser reads the words into a `Value`, whose completion offers candidates from `sources`.
    public init(
        sources: [CompletionSource] = [],
        parse: @escaping @Sendable (_ words: [Word], _ verb: Word) throws(ShellError) -> Value,
        complete: @escaping @Sendable (CompletionRequest) -> CompletionAnswer
    ) {
        self.parse = parse
        completion = CustomCompletion(complete: complete, sources: sources)
    }
}

/// The words a command's parser read for a form, from which the form makes its call.
public struct ArgumentInput: Sendable {
    /// One word per spec of the form's grammar, in order; `nil` for an optional one left out.
    public let words: [Word?]
    /// Every word after the verb and sub-word, for a form that reads them itself.
    public let all: [Word]
    /// The command word.
    public let verb: Word
    /// The command's place (errors of the action point here unless they know better).
    public let location: SourceLocation

    /// The words a parser read for one form.
    public init(words: [Word?], all: [Word], verb: Word, location: SourceLocation) {
        self.words = words
        self.all = all
        self.verb = verb
        self.location = location
    }
}

/// Hands out the words of an ``ArgumentInput`` one declaration at a time.
final class WordCursor {
    private let words: [Word?]
    private var index = 0

    init(_ words: [Word?]) { self.words = words }

    func next() -> Word? {
        defer { index += 1 }
        return index < words.count ? words[index] : nil
    }
}
