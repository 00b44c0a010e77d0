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
    }

    init(form: RegisteredCommand.Form, input: ArgumentInput) throws(ShellError) {
        viewModel = form.viewModel
        self.form = form.coverageName
        words = form.grammar.custom == nil ? input.words.map { $0?.text } : input.all.map(\.text)
        run = .command(try form.prepare(input), prints: form.printedProperty)
    }

    /// Whether running it waits: a load, or a command form whose action awaits.
    var waits: Bool {
        switch run {
        case .load: true
        case .command(let command, _): command.waits
        }
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
