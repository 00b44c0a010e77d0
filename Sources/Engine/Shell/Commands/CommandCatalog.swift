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
/// ViewModels registered, then the commands they registered, then the shell's own. The
/// shell's own are described by their declarations and grammars (``BuiltInCommand``).
public struct CommandCatalog: Sendable {
    /// Help for every command, in order.
    public var commands: [CommandHelp] { (builtIns.made.loadHelp.map { [$0] } ?? []) + registeredHelp + builtIns.made.help }
    /// The load targets, in registration order.
    public let loads: [RegisteredLoad]
    /// The registered commands' forms by verb, in registration order.
    let registeredForms: [String: [RegisteredCommand.Form]]
    /// Every command form `--coverage` counts, in the order of ``commands``: the app's
    /// (its loads and commands) first.
    public var commandForms: [String] { appForms + builtIns.made.forms }
    /// The forms of the app's loads and commands.
    public var appForms: [String] { builtIns.made.loadForms + registeredCoverage }
    /// Every setting, the app's among the shell's.
    public let settings: SettingCatalog
    /// Help for the registered commands.
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
        for verb in verbs {
            let verbForms = forms[verb.verb] ?? []
            help.append(CommandHelp(name: verb.verb, summary: verb.summary, usage: verbForms.map(\.usage), example: verb.example))
            coverage += verbForms.map(\.coverageName)
        }
        registeredHelp = help
        registeredCoverage = coverage
        let terms = AppTerms(registry: registry)
        settings = terms.settings
        builtIns = BuiltInListing(terms: terms, examples: registry.helpExamples)
    }

    /// The coverage form of a load started with `&`.
    static let backgroundLoadForm = LoadCommand.backgroundForm

    /// The forms of the registered command `verb`; empty for any other word.
    func forms(of verb: String) -> [RegisteredCommand.Form] { registeredForms[verb] ?? [] }

    /// The grammar of the shell's own `command` in this app.
    func grammar(of command: any BuiltInCommand.Type) -> BuiltInGrammar {
        builtIns.grammar(of: command)
    }

    /// The usage lines of `verb`, joined by ` | `, made only when an error needs them.
    func usage(of verb: String) -> @Sendable () -> String {
        { [self] in help(for: verb).map { $0.usage.joined(separator: " | ") } ?? verb }
    }

    /// Every name a command can be typed as, aliases included.
    public var names: [String] { commands.map(\.name) + builtIns.made.aliases.keys.sorted() }

    /// What `help COMMAND` takes: every name, and each alias under which `help` answers for its command.
    public var helpTopics: [String] { names }

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

/// The help, coverage forms, grammars and aliases of the shell's own commands, made from
/// their declarations the first time one is asked for: a script that only runs commands
/// (`-c quit`) never needs them, and making them was 1% of its start-up.
final class BuiltInListing: Sendable {
    struct Made: Sendable {
        var help: [CommandHelp] = []
        var forms: [String] = []
        /// `load`'s help and forms, when the app registers loads.
        var loadHelp: CommandHelp?
        var loadForms: [String] = []
        /// Each word a command is also typed as, and the name `help` lists it under.
        var aliases: [String: String] = [:]
    }

    private let terms: AppTerms
    private let examples: [BuiltInVerb: String]
    private let cache = Locked<Made?>(nil)
    /// Each built-in's grammar (in the order of ``BuiltInCommands/all``, `load` last), made
    /// when a line first names it: parsing `quit` need not make the help of every command.
    private let grammars = Locked<[BuiltInGrammar?]>(Array(repeating: nil, count: BuiltInCommands.all.count + 1))

    init(terms: AppTerms, examples: [BuiltInVerb: String]) {
        self.terms = terms
        self.examples = examples
    }

    /// The grammar of `command`, made once.
    func grammar(of command: any BuiltInCommand.Type) -> BuiltInGrammar {
        let index = BuiltInCommands.all.firstIndex { $0 == command } ?? BuiltInCommands.all.count
        return grammars.withLock { grammars in
            if let made = grammars[index] { return made }
            let made = command == LoadCommand.self && terms.loads.isEmpty ? .nothing : command.grammar(in: terms)
            grammars[index] = made
            return made
        }
    }

    var made: Made {
        cache.withLock { cached in
            if let cached { return cached }
            let made = make()
            cached = made
            return made
        }
    }

    /// Each built-in from its declaration and grammar; one listed under another adds its
    /// usage there.
    private func make() -> Made {
        var made = Made()
        if !terms.loads.isEmpty {
            let grammar = grammar(of: LoadCommand.self)
            let declaration = LoadCommand.declaration(in: terms)
            made.loadHelp = CommandHelp(
                name: LoadCommand.name, summary: declaration.summary, usage: grammar.usage(name: LoadCommand.name, aliases: []),
                example: terms.loads.lazy.compactMap(\.example).first)
            made.loadForms = grammar.coverageForms(name: LoadCommand.name)
        }
        for command in BuiltInCommands.all {
            let declaration = command.declaration(in: terms)
            let grammar = grammar(of: command)
            let listed = declaration.listedUnder ?? command.name
            for alias in command.aliases + (listed == command.name ? [] : [command.name]) { made.aliases[alias] = listed }
            made.forms += grammar.coverageForms(name: command.name)
            let usage = grammar.usage(name: command.name, aliases: command.aliases)
            if let index = made.help.firstIndex(where: { $0.name == listed }) {
                let entry = made.help[index]
                made.help[index] = CommandHelp(name: entry.name, summary: entry.summary, usage: entry.usage + usage, example: entry.example)
            } else {
                made.help.append(CommandHelp(
                    name: command.name, summary: declaration.summary, usage: usage, example: examples[command.verb] ?? declaration.example))
            }
        }
        return made
    }
}
