import Presentation

/// A command of shell.md §3, parsed and checked against the session's names.
public enum Command: Sendable, Hashable {
    case load(LoadTarget)
    case filter([LocatedFilterClause])
    case filterReset
    case filterShow
    case sort(SortKey, SortDirection?)
    case applyPromo(String)
    case clearPromo
    /// `show [VM] [--json]`; `nil` is the ViewModel touched last.
    case show(viewModel: String?, json: Bool)
    /// `show VM.PROP [--json]`.
    case showProperty(PropertyPath, json: Bool)
    case props(viewModel: String?)
    case expect(PropertyPath, Expectation)
    case set(Setting)
    case wait
    case trace(Bool)
    case watch(viewModel: String)
    case source(Word)
    case echo(String)
    case help(command: String?)
    case history
    case clear
    case quit
    /// `record`, `record [--replace] PATH`, `record stop`: a golden case from the prompt.
    case record(RecordRequest)
}

/// What `record` is asked to do.
public enum RecordRequest: Sendable, Hashable {
    /// `record`: say whether recording is on, and where.
    case status
    /// `record PATH` (`replace` for `record --replace PATH`): keep every command from now on.
    case start(Word, replace: Bool)
    /// `record stop`: write the case and its transcript.
    case stop
}

/// What `load` loads.
public enum LoadTarget: Sendable, Hashable {
    case orders
    case order(reference: String)
    case cart(reference: String)
    case bookmarks

    /// The ViewModel that loads.
    public var viewModel: String {
        switch self {
        case .orders: "list"
        case .order: "detail"
        case .cart: "summary"
        case .bookmarks: "bookmarks"
        }
    }
}

/// A filter clause with the place of its value, to locate a refused value.
public struct LocatedFilterClause: Sendable, Hashable {
    public var clause: FilterClause
    public var valueLocation: SourceLocation

    public init(clause: FilterClause, valueLocation: SourceLocation) {
        self.clause = clause
        self.valueLocation = valueLocation
    }
}

/// `VM.PROP`, checked to exist.
public struct PropertyPath: Sendable, Hashable, CustomStringConvertible {
    public var viewModel: String
    public var property: String

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
    case now(Word)
    case locale(Word)
    case calendar(Word)
    case timeZone(Word)
    /// `nil` selects the embedded data set (`set data default`).
    case data(Word?)
    case latency(Duration)
    case fail(Bool)
}

/// A command with where it came from.
public struct ParsedCommand: Sendable, Hashable {
    public var command: Command
    public var isBackground: Bool
    public var location: SourceLocation
    public var text: String

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
