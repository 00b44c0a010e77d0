import DisplayInterface

/// A command of shell.md §3, parsed and checked against the session's names.
public enum Command: Sendable, Hashable {
    /// `load TARGET …`, a load a ViewModel registered.
    case load(RegisteredCall)
    /// A command a ViewModel registered (`sort total asc`).
    case registered(RegisteredCall)
    /// One of the shell's own commands (`show`, `set`, `record`…).
    case builtIn(BuiltInCall)

    /// The built-in, when it is one.
    var builtIn: (any BuiltInCommand)? {
        if case .builtIn(let call) = self { return call.command }
        return nil
    }
}

/// A registered load or command with its arguments read into their types, ready to run.
public struct RegisteredCall: Sendable, Hashable {
    /// The ViewModel it runs on.
    public let viewModel: String
    /// Its form, as `--coverage` names it (`load order`, `filter reset`).
    public let form: String
    /// The argument words as typed (`nil` for one left out): with the form, what tests compare.
    public let words: [String?]
    let run: Run
    /// The words whose source holds every value the argument accepts, checked before it runs.
    let exhaustiveWords: [ExhaustiveWord]

    enum Run: Sendable {
        case load(PreparedLoad)
        /// A command form (run at once or awaited), and the display property it prints after.
        case command(PreparedCommand, prints: PrintedProperty?)
    }

    init(load: RegisteredLoad, input: ArgumentInput) throws(ShellError) {
        viewModel = load.viewModel
        form = BuiltInCommands.loadVerb + " " + load.target
        words = input.words.map { $0?.text }
        run = .load(try load.prepare(input))
        exhaustiveWords = ExhaustiveWord.words(of: load.arguments, in: input)
    }

    init(form: RegisteredCommand.Form, input: ArgumentInput) throws(ShellError) {
        viewModel = form.viewModel
        self.form = form.coverageName
        words = form.grammar.custom == nil ? input.words.map { $0?.text } : input.all.map(\.text)
        run = .command(try form.prepare(input), prints: form.printedProperty)
        exhaustiveWords = form.grammar.custom == nil ? ExhaustiveWord.words(of: form.grammar.specs, in: input) : []
    }

    /// Whether running it waits: a load, or a command form whose action awaits.
    var waits: Bool {
        switch run {
        case .load: true
        case .command(let command, _): command.waits
        }
    }

    /// Refuses a word its exhaustive source does not hold now.
    @MainActor func checkWords(in session: DisplaySession) throws(ShellError) {
        for word in exhaustiveWords { try word.check(in: session) }
    }

    public static func == (lhs: RegisteredCall, rhs: RegisteredCall) -> Bool {
        lhs.viewModel == rhs.viewModel && lhs.form == rhs.form && lhs.words == rhs.words
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(viewModel)
        hasher.combine(form)
        hasher.combine(words)
    }
}

/// A word typed for an argument whose completion source is exhaustive: the values the
/// session knows when the command runs are every word it accepts.
struct ExhaustiveWord: Sendable {
    /// The argument's name in the usage (`TICKET`).
    let name: String
    let word: Word
    let source: CompletionSource

    /// The words of `input` read for the specs of `specs` with an exhaustive source.
    static func words(of specs: [ArgumentSpec], in input: ArgumentInput) -> [ExhaustiveWord] {
        zip(specs, input.words).compactMap { spec, word in
            switch spec {
            case .value(let name, let source), .optionalValue(let name, let source):
                guard source.isExhaustive, let word else { return nil }
                return ExhaustiveWord(name: name, word: word, source: source)
            case .choice, .optionalChoice:
                return nil
            }
        }
    }

    /// Refuses the word when the source has values and the word is not one of them.
    @MainActor func check(in session: DisplaySession) throws(ShellError) {
        guard let values = source.read(from: session), !values.isEmpty, !values.contains(word.text) else { return }
        let count = values.count == 1 ? "the one value" : "one of the \(values.count) values"
        throw ShellError(
            "\(name) takes \(count) the session knows, not \(EchoedValue.quoted(word.text))", at: word.location,
            suggesting: Suggestion.nearest(to: word.text, in: values))
    }
}

/// `VM.PROP`, checked to exist.
public struct PropertyPath: Sendable, Hashable, CustomStringConvertible {
    /// The ViewModel's name.
    public var viewModel: String
    /// The display property's name.
    public var property: String

    /// The property `property` of `viewModel`.
    public init(viewModel: String, property: String) {
        self.viewModel = viewModel
        self.property = property
    }

    public var description: String { "\(viewModel).\(property)" }
}

/// A command with where it came from.
public struct ParsedCommand: Sendable, Hashable {
    /// What to run.
    public var command: Command
    /// Whether it was started with `&`.
    public var isBackground: Bool
    /// Where it starts.
    public var location: SourceLocation
    /// Its text as typed.
    public var text: String
    /// Where its output goes instead of the terminal (`> FILE`, `>> FILE`, `| PROGRAM`).
    public var redirect: Redirect?

    /// Whether it is `output` (which is never itself sent to the output file).
    var isOutputCommand: Bool { command.builtIn?.redirectsOutput ?? false }

    /// Where its redirection starts, when it has one.
    var redirectLocation: SourceLocation? {
        switch redirect {
        case .file(let word, _)?: word.location
        case .pipe(_, let location)?: location
        case nil: nil
        }
    }

    /// Whether running it waits (and so lets background loads progress): a load not
    /// started with `&`, a command whose action awaits, and a built-in that says it waits
    /// (`wait`, `source`…).
    public var suspends: Bool {
        switch command {
        case .load: !isBackground
        case .registered(let call): call.waits
        case .builtIn(let call): call.command.waits
        }
    }
}
