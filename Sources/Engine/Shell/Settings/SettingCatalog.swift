import DisplayInterface

/// Every setting of an app's sessions, in the order `set` lists them: the shell's
/// environment settings, the app's own, then how `show` prints and what each command adds.
public struct SettingCatalog: Sendable {
    let all: [SettingDeclaration]

    /// The settings of `registry`'s app.
    public init(registry: ViewModelRegistry) {
        all = ShellSettings.environment + registry.settings.map(SettingDeclaration.init) + ShellSettings.printing
    }

    /// Their names, in order.
    public var names: [String] { all.map(\.name) }

    /// The setting named `name`.
    func setting(named name: String) -> SettingDeclaration? {
        all.first { $0.name == name }
    }

    /// The setting the program's option `option` gives.
    func setting(forOption option: String) -> SettingDeclaration? {
        all.first { $0.option == option }
    }
}

/// Which settings a command or an option of the session gave, as the listing says.
@MainActor final class SettingsState: SessionConcern {
    /// Given by a command of this session (or of the start-up file).
    private(set) var changed: Set<String> = []
    /// Given by an option of the program.
    private(set) var fromOptions: Set<String> = []
    /// Whether the environment settings come from the process.
    private let environmentIsSystem: Bool

    init(options: ShellOptions) {
        environmentIsSystem = options.environmentIsSystem
    }

    /// `name` was given by `set` (or a command that is a setting: `timing on`).
    func markSet(_ name: String) { changed.insert(name) }

    /// `name` was given by an option.
    func markOption(_ name: String) { fromOptions.insert(name) }

    /// Where `setting` came from, its state being `state`.
    func source(of setting: SettingDeclaration, state: SettingState) -> SettingSource {
        if changed.contains(setting.name) { return .set }
        if fromOptions.contains(setting.name) { return .option }
        if setting.followsEnvironment, environmentIsSystem { return .environment }
        return state.source
    }
}

extension Interpreter {
    /// Applies the program's setting options (`--now`, `--locale`, `--format`…), each as
    /// `set` would and listed as coming from an option. The first refused throws.
    public func applyStartupOptions(_ values: [(option: String, value: String)]) throws(ShellError) {
        for (option, value) in values {
            guard let setting = parser.settings.setting(forOption: option) else { continue }
            let word = Word(value, at: SourceLocation(file: nil, line: 1, column: 1))
            do {
                try setting.apply(word, .interactive, self)
            } catch {
                // The message alone: the option, not a place in a script, is what was wrong.
                throw ShellError(option == "--format" ? "--\(error.message)" : error.message, at: nil)
            }
            concern(SettingsState.self).markOption(setting.name)
        }
    }
}
