import DisplayInterface
import Locking

/// The help text of one command: a one-line summary, its usage and an example.
public struct CommandHelp: Sendable, Hashable {
    /// The command's word.
    public let name: String
    /// One line for `help`.
    public let summary: String
    /// Its usage lines.
    public let usage: [String]
    /// An example, when its declaration gives one.
    public let example: String?
}

/// Every command of a session, in the order `help` lists them: `load` with the targets the
/// ViewModels registered, then the commands they registered, then the shell's own.
public struct CommandCatalog: Sendable {
    /// Help for every command, in order.
    public var commands: [CommandHelp] { registeredHelp + builtIns.made.help }
    /// The load targets, in registration order.
    public let loads: [RegisteredLoad]
    /// The registered commands' forms by verb, in registration order.
    let registeredForms: [String: [RegisteredCommand.Form]]
    /// Every command form `--coverage` counts, in the order of ``commands``.
    public var commandForms: [String] { registeredCoverage + builtIns.made.forms }
    /// The keys of `set`: the environment's, and the data source's when the app has one.
    public let settingKeys: [String]
    /// What `set` lists: the keys, then the built-ins that are settings of their own, by name.
    public var settingNames: [String] { settingKeys + builtIns.made.settings }
    /// Help for the loads and the registered commands.
    private let registeredHelp: [CommandHelp]
    /// Their coverage forms.
    private let registeredCoverage: [String]
    /// The shell's own commands, described when first asked.
    private let builtIns: BuiltInListing

    /// The commands of `registry`'s app: its loads and commands, then the shell's own.
    public init(registry: ViewModelRegistry) {
        loads = registry.registrations.flatMap(\.loads)
        var verbs: [RegisteredCommand] = []
        var forms: [String: [RegisteredCommand.Form]] = [:]
        for command in registry.registrations.flatMap(\.commands) {
            if forms[command.verb] == nil { verbs.append(command) }
            forms[command.verb, default: []] += command.forms
        }
        registeredForms = forms
        var help: [CommandHelp] = []
        var coverage: [String] = []
        let load = BuiltInCommands.loadVerb
        if !loads.isEmpty {
            help.append(CommandHelp(
                name: load, summary: "Load a ViewModel from the data source",
                usage: loads.map(\.usage) + ["\(load) … &"], example: loads.lazy.compactMap(\.example).first))
            coverage += loads.map { "\(load) " + $0.target } + [Self.backgroundLoadForm]
        }
        for verb in verbs {
            let verbForms = forms[verb.verb] ?? []
            help.append(CommandHelp(name: verb.verb, summary: verb.summary, usage: verbForms.map(\.usage), example: verb.example))
            coverage += verbForms.map(\.coverageName)
        }
        registeredHelp = help
        registeredCoverage = coverage
        settingKeys = SetCommand.keys(dataSource: registry.hasDataSource)
        builtIns = BuiltInListing(terms: AppTerms(registry: registry), examples: registry.helpExamples)
    }

    /// The coverage form of a load started with `&`.
    static let backgroundLoadForm = "\(BuiltInCommands.loadVerb) … &"

    /// The forms of the registered command `verb`; empty for any other word.
    func forms(of verb: String) -> [RegisteredCommand.Form] { registeredForms[verb] ?? [] }

    /// Every name a command can be typed as, aliases included.
    public var names: [String] { commands.map(\.name) + builtIns.made.aliases.keys.sorted() }

    /// The help entry for `name` (an alias finds the command it is typed for).
    public func help(for name: String) -> CommandHelp? {
        let canonical = builtIns.made.aliases[name] ?? name
        return commands.first { $0.name == canonical }
    }

    /// The words the shell's own commands take, which no registration may claim.
    public static var reservedVerbs: Set<String> { BuiltInCommands.reservedWords }

    /// The programmer errors of `registry` (``ViewModelRegistry/problems(reservedVerbs:)``
    /// with the shell's own verbs reserved); empty when it is sound.
    public static func problems(in registry: ViewModelRegistry) -> [RegistryProblem] {
        registry.problems(reservedVerbs: reservedVerbs)
    }
}

/// The help, coverage forms, settings and aliases of the shell's own commands, made from
/// their declarations the first time one is asked for: a script that only runs commands
/// (`-c quit`) never needs them, and making them was 1% of its start-up.
final class BuiltInListing: Sendable {
    struct Made: Sendable {
        var help: [CommandHelp] = []
        var forms: [String] = []
        /// The built-ins `set` lists as settings, by name.
        var settings: [String] = []
        /// Each word a command is also typed as, and the name `help` lists it under.
        var aliases: [String: String] = [:]
    }

    private let terms: AppTerms
    private let examples: [BuiltInVerb: String]
    private let cache = Locked<Made?>(nil)

    init(terms: AppTerms, examples: [BuiltInVerb: String]) {
        self.terms = terms
        self.examples = examples
    }

    var made: Made {
        cache.withLock { cached in
            if let cached { return cached }
            let made = make()
            cached = made
            return made
        }
    }

    /// Each built-in from its declaration; one listed under another adds its usage there.
    private func make() -> Made {
        var made = Made()
        for command in BuiltInCommands.all {
            let declaration = command.declaration(in: terms)
            let listed = declaration.listedUnder ?? command.name
            for alias in command.aliases + (listed == command.name ? [] : [command.name]) { made.aliases[alias] = listed }
            if declaration.isSetting { made.settings.append(command.name) }
            made.forms += declaration.forms.isEmpty ? [command.name] : declaration.forms
            if let index = made.help.firstIndex(where: { $0.name == listed }) {
                let entry = made.help[index]
                made.help[index] = CommandHelp(name: entry.name, summary: entry.summary, usage: entry.usage + declaration.usage, example: entry.example)
            } else {
                made.help.append(CommandHelp(
                    name: command.name, summary: declaration.summary, usage: declaration.usage,
                    example: examples[command.verb] ?? declaration.example))
            }
        }
        made.settings.sort()
        return made
    }
}
