import SystemPackage

/// A setting an app adds to `set` (ordersh's `data`, `latency`, `fail`), declared once: its
/// name, the value it takes, how it is listed and recorded, and what setting it does. `set`,
/// `set NAME`, the listing with its sources, `help set`, Tab, `record` and the command
/// reference derive from it, as they do from the shell's own settings.
///
///     AppSetting("latency", value: SettingValue("DURATION", example: "500ms"), of: DataControls.self,
///                state: { SettingState(listed: DurationText.script($0.latency)) },
///                apply: { controls, input throws(ShellError) in controls.latency = try parse(input) })
public struct AppSetting: Sendable {
    /// The word `set` takes it by.
    public let name: String
    /// The value it takes.
    public let value: SettingValue
    let state: @MainActor @Sendable (any DataSourceControls) -> SettingState?
    let apply: @MainActor @Sendable (any DataSourceControls, SettingInput) throws(ShellError) -> Void

    /// The setting `name` of the app's data source, whose type is `controls`: `state` lists
    /// it, `apply` sets it from what `set NAME VALUE` was given (throwing the error to
    /// report, located at the value).
    public init<Controls: DataSourceControls>(
        _ name: String, value: SettingValue, of controls: Controls.Type,
        state: @escaping @MainActor @Sendable (Controls) -> SettingState,
        apply: @escaping @MainActor @Sendable (Controls, SettingInput) throws(ShellError) -> Void
    ) {
        self.name = name
        self.value = value
        self.state = { any in (any as? Controls).map(state) }
        self.apply = { any, input throws(ShellError) in
            guard let controls = any as? Controls else {
                throw ShellError("internal error: the session's data source is not the \(Controls.self) `set \(name)` was declared for", at: input.location)
            }
            try apply(controls, input)
        }
    }

    /// Its state on the session's data source `controls` (`nil`: another app's source).
    @MainActor public func state(on controls: any DataSourceControls) -> SettingState? { state(controls) }

    /// Sets it on `controls` from `input`.
    @MainActor public func apply(_ input: SettingInput, on controls: any DataSourceControls) throws(ShellError) {
        try apply(controls, input)
    }
}

/// The value a setting takes: how `help set` names it, which words it takes, and one of them.
public struct SettingValue: Sendable {
    /// What the value may be.
    public enum Kind: Sendable {
        /// Any word, checked by the setting when it is applied.
        case text
        /// A file's path (resolved against the running script's folder; Tab offers files),
        /// or one of `words` (`default`).
        case file(orWords: [String])
        /// One of these, in this order.
        case choice([String])
    }

    /// `DURATION`, `FILE|default`, `load|off`.
    public let placeholder: String
    /// A value that is taken (the usage test types it).
    public let example: String
    /// The kind, kept as a case without payload and its words beside it: a multi-payload
    /// enum keeps its case in the spare bits of its array's pointer, and LeakSanitizer then
    /// takes the array of a setting declared as a `static let` for a leak.
    private let form: Form
    private let words: [String]

    private enum Form: Sendable {
        case text, file, choice
    }

    /// What it may be.
    public var kind: Kind {
        switch form {
        case .text: .text
        case .file: .file(orWords: words)
        case .choice: .choice(words)
        }
    }

    /// A value `placeholder` of `kind`; `example` is one that is taken.
    public init(_ placeholder: String, _ kind: Kind = .text, example: String) {
        self.placeholder = placeholder
        self.example = example
        switch kind {
        case .text: (form, words) = (.text, [])
        case .file(let words): (form, self.words) = (.file, words)
        case .choice(let words): (form, self.words) = (.choice, words)
        }
    }

    /// One of `choices`, written `a|b`.
    public static func choice(_ choices: [String]) -> SettingValue {
        SettingValue(choices.concatenated(separator: "|"), .choice(choices), example: choices.first ?? "")
    }
}

/// What `set NAME VALUE` was given.
public struct SettingInput: Sendable {
    /// The value as typed.
    public let text: String
    /// Whether it was quoted (a quoted `"default"` is a file of that name).
    public let isQuoted: Bool
    /// Where it starts.
    public let location: SourceLocation
    /// The value as a path, relative to the running script's folder (`~/` expanded).
    public let path: FilePath
    /// The path as messages show it.
    public let shownPath: String

    /// A value given as `text`.
    public init(text: String, isQuoted: Bool, location: SourceLocation, path: FilePath, shownPath: String) {
        self.text = text
        self.isQuoted = isQuoted
        self.location = location
        self.path = path
        self.shownPath = shownPath
    }
}

/// A setting as `set` lists it and `record` writes it.
public struct SettingState: Sendable, Hashable {
    /// What `record` writes at the top of a case.
    public enum Recorded: Sendable, Hashable {
        /// `set NAME TEXT`.
        case text(String)
        /// `set NAME PATH`, the path written relative to the case.
        case file(FilePath)
    }

    /// The value as `set` lists it.
    public let listed: String
    /// What a recorded case sets it to; `nil`: nothing (its default).
    public let recorded: Recorded?
    /// Where it came from before any `set` of the session.
    public let source: SettingSource

    /// A setting listed as `listed`.
    public init(listed: String, recorded: Recorded? = nil, source: SettingSource = .default) {
        self.listed = listed
        self.recorded = recorded
        self.source = source
    }
}

/// Where a setting's value came from, as `set` lists it.
public enum SettingSource: String, Sendable, Hashable {
    /// Nobody chose it.
    case `default`
    /// The process's environment (the system clock, `LANG`, `TZ`).
    case environment
    /// A command-line option (`--locale`, `--data`).
    case option
    /// A command of this session, or of the start-up file (`set locale`, `timing on`).
    case set
}
