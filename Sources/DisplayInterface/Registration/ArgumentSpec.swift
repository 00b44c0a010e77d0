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
        case .choice(_, let choices): choices.joined(separator: "|")
        case .optionalChoice(let choices): "[" + choices.joined(separator: "|") + "]"
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

/// How a command form reads the words after its verb (and sub-word): in order, as its
/// specs say, or all by its own parser.
///
/// A struct, not an enum: a multi-payload enum keeps its case in the spare bits of a
/// payload's pointer, and LeakSanitizer then takes what it points to for a leak.
public struct ArgumentGrammar: Sendable {
    /// The words read in order (none when ``custom`` reads them).
    public let specs: [ArgumentSpec]
    /// The form's own parser and completion, when it reads every word itself.
    public let custom: CustomArguments?

    /// Words read in order, each checked as its spec says; extra words are an error.
    public static func words(_ specs: [ArgumentSpec]) -> ArgumentGrammar { ArgumentGrammar(specs: specs, custom: nil) }

    /// The form reads every word itself (`filter KEY OP VALUE …`).
    public static func custom(_ custom: CustomArguments) -> ArgumentGrammar { ArgumentGrammar(specs: [], custom: custom) }

    /// No argument at all.
    public static let none = ArgumentGrammar.words([])

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

/// A form that reads its own words: its parser, its completion and the sources that
/// completion needs.
public struct CustomArguments: Sendable {
    /// Reads `words` (the arguments, `verb` the command word) into the value the action
    /// receives as ``CommandArguments/custom``; throws a located error.
    public let parse: @Sendable (_ words: [Word], _ verb: Word) throws(ShellError) -> any Sendable
    /// The candidates for the word before the cursor.
    public let complete: @Sendable (CompletionRequest) -> CompletionAnswer
    /// The session sources ``complete`` reads through ``CompletionRequest/values(of:)``.
    public let sources: [CompletionSource]

    public init(
        sources: [CompletionSource] = [],
        parse: @escaping @Sendable (_ words: [Word], _ verb: Word) throws(ShellError) -> any Sendable,
        complete: @escaping @Sendable (CompletionRequest) -> CompletionAnswer
    ) {
        self.parse = parse
        self.complete = complete
        self.sources = sources
    }
}

/// What a command's action receives: the words its grammar read, and where the command is.
public struct CommandArguments: Sendable {
    /// One word per ``ArgumentSpec`` of a `words` grammar; `nil` for an optional one left out.
    public let words: [Word?]
    /// What a `custom` grammar's parser returned.
    public let custom: (any Sendable)?
    /// The command's place (errors of the action point here unless they know better).
    public let location: SourceLocation

    public init(words: [Word?], custom: (any Sendable)? = nil, location: SourceLocation) {
        self.words = words
        self.custom = custom
        self.location = location
    }

    /// The text of argument `index`, or `nil` when it was left out.
    public subscript(index: Int) -> String? {
        index < words.count ? words[index]?.text : nil
    }
}
