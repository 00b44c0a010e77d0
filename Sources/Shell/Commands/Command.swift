import DisplayInterface

/// A command of shell.md §3, parsed and checked against the session's names.
public enum Command: Sendable, Hashable {
    /// `load TARGET …`, a load a ViewModel registered.
    case load(RegisteredCall)
    /// A command a ViewModel registered (`sort total asc`).
    case registered(RegisteredCall)
    /// `show [VM] [--json | --format F]`; `nil` is the ViewModel touched last, a `nil`
    /// format the session's.
    case show(viewModel: String?, format: OutputFormat?)
    /// `show VM.PROP [--json]`.
    case showProperty(PropertyPath, format: OutputFormat?)
    case props(viewModel: String?)
    case expect(PropertyPath, Expectation)
    case set(Setting)
    /// `set` (every setting, `nil`) or `set NAME` (one): values and where they came from.
    case showSettings(String?)
    /// `timing on|off` (`nil`: `\timing` alone toggles it).
    case timing(Bool?)
    /// psql's `\x`: records on (`true`), off (`false`, the `auto` layout), or toggled (`nil`).
    case expanded(Bool?)
    case wait
    case trace(Bool)
    case watch(viewModel: String)
    case source(Word)
    case echo(String)
    case help(command: String?)
    case history
    case clear
    case quit
    /// `record`, `record [--replace] PATH`, `record stop [--accept-errors]`: a golden case from the prompt.
    case record(RecordRequest)
    /// `output FILE` (`\o FILE`): every later command's output goes to FILE; `output`
    /// alone (`nil`) sends it back to the terminal.
    case output(Word?)
}

/// What `record` is asked to do.
public enum RecordRequest: Sendable, Hashable {
    /// `record`: say whether recording is on, and where.
    case status
    /// `record PATH` (`replace` for `record --replace PATH`): keep every command from now on.
    case start(Word, replace: Bool)
    /// `record stop`: write the case and its transcript; `acceptErrors` keeps the errors of
    /// commands that failed while recording without asking.
    case stop(acceptErrors: Bool)
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
        /// A form that runs at once, and the display property it prints after.
        case immediate(PreparedCommand, prints: String?)
    }

    init(load: RegisteredLoad, input: ArgumentInput) throws(ShellError) {
        viewModel = load.viewModel
        form = "load " + load.target
        words = input.words.map { $0?.text }
        run = .load(try load.prepare(input))
    }

    init(form: RegisteredCommand.Form, input: ArgumentInput) throws(ShellError) {
        viewModel = form.viewModel
        self.form = form.coverageName
        words = form.grammar.custom == nil ? input.words.map { $0?.text } : input.all.map(\.text)
        run = .immediate(try form.prepare(input), prints: form.printedProperty)
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

/// What `expect` checks.
public enum Expectation: Sendable, Hashable {
    /// `expect VM.PROP`: a Bool property is true.
    case isTrue
    /// `expect VM.PROP == "text"` (`negated` for `!=`); `nil` is an unquoted `nil`.
    case equals(String?, negated: Bool)
}

/// `set KEY VALUE`.
public enum Setting: Sendable, Hashable {
    /// The key, as `set` lists it.
    var name: String {
        switch self {
        case .now: "now"
        case .locale: "locale"
        case .calendar: "calendar"
        case .timeZone: "timezone"
        case .data: "data"
        case .latency: "latency"
        case .fail: "fail"
        case .format: "format"
        }
    }

    case now(Word)
    case locale(Word)
    case calendar(Word)
    case timeZone(Word)
    /// `nil` selects the embedded data set (`set data default`).
    case data(Word?)
    case latency(Duration)
    case fail(Bool)
    /// `set format F`.
    case format(OutputFormat)
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
    var isOutputCommand: Bool {
        if case .output = command { return true }
        return false
    }

    /// Where its redirection starts, when it has one.
    var redirectLocation: SourceLocation? {
        switch redirect {
        case .file(let word, _)?: word.location
        case .pipe(_, let location)?: location
        case nil: nil
        }
    }

    /// Whether running it waits (and so lets background loads progress): a load not
    /// started with `&`, `wait`, `watch`, `source` and `record stop` (it replays the case).
    public var suspends: Bool {
        switch command {
        case .load: !isBackground
        case .wait, .watch, .source, .record(.stop): true
        default: false
        }
    }
}
