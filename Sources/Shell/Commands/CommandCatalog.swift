import DisplayInterface

/// The help text of one command: a one-line summary, its usage and an example.
public struct CommandHelp: Sendable, Hashable {
    /// The command's word.
    public let name: String
    /// One line for `help`.
    public let summary: String
    /// Its usage lines.
    public let usage: [String]
    /// An example.
    public let example: String
}

/// Every command of a session, in the order `help` lists them: `load` with the targets the
/// ViewModels registered, then the commands they registered, then the shell's own.
public struct CommandCatalog: Sendable {
    /// Help for every command, in order.
    public let commands: [CommandHelp]
    /// The load targets, in registration order.
    public let loads: [RegisteredLoad]
    /// The registered commands' forms by verb, in registration order.
    let registeredForms: [String: [RegisteredCommand.Form]]
    /// Every command form `--coverage` counts, in the order of ``commands``.
    public let commandForms: [String]
    /// The keys of `set`: the environment's, and the data source's when the app has one.
    public let settingKeys: [String]
    /// What `set` lists: the keys, then `timing` and `trace`.
    public var settingNames: [String] { settingKeys + ["timing", "trace"] }

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
        if !loads.isEmpty {
            help.append(CommandHelp(
                name: "load", summary: "Load a ViewModel from the data source",
                usage: loads.map(\.usage) + ["load … &"], example: loads.lazy.compactMap(\.example).first ?? loads[0].usage))
            coverage += loads.map { "load " + $0.target } + ["load … &"]
        }
        for verb in verbs {
            let verbForms = forms[verb.verb] ?? []
            help.append(CommandHelp(name: verb.verb, summary: verb.summary, usage: verbForms.map(\.usage), example: verb.example))
            coverage += verbForms.map(\.coverageName)
        }
        let dataSource = registry.hasDataSource
        commands = help + Self.builtIn(examples: Self.examples(for: registry, loads: loads, verbs: verbs), dataSource: dataSource)
        commandForms = coverage + Self.builtInForms.filter { dataSource || !Self.dataSettingForms.contains($0) }
        settingKeys = Self.environmentKeys + (dataSource ? Self.dataKeys : []) + ["format"]
    }

    /// The forms of the registered command `verb`; empty for any other word.
    func forms(of verb: String) -> [RegisteredCommand.Form] { registeredForms[verb] ?? [] }

    /// Every name a command can be typed as, `exit` and psql's spellings included.
    public var names: [String] { commands.map(\.name) + ["exit"] + Self.psqlAliases.keys.sorted() }

    /// psql's spellings, and the command each is.
    static let psqlAliases = ["\\q": "quit", "\\?": "help", "\\timing": "timing", "\\x": "set", "\\o": "output"]

    /// The help entry for `name` (`exit` and `\q` are `quit`).
    public func help(for name: String) -> CommandHelp? {
        let canonical = name == "exit" ? "quit" : Self.psqlAliases[name] ?? name
        return commands.first { $0.name == canonical }
    }

    /// Examples of the shell's own commands in the app's terms: the registry's own, else
    /// made from the first ViewModel, property, load and command registered.
    private static func examples(for registry: ViewModelRegistry, loads: [RegisteredLoad], verbs: [RegisteredCommand]) -> [String: String] {
        let first = registry.registrations.first
        let name = first?.name ?? "VM"
        let property = first?.properties.first.map { "\(name).\($0.name)" } ?? "VM.PROP"
        var examples = [
            "show": "show \(property)", "props": "props \(name)", "expect": "expect \(property) == \"…\"",
            "wait": loads.first.map { "load \($0.target) &; wait" } ?? "wait", "watch": "watch \(name)",
            "help": "help \(verbs.first?.verb ?? "show")", "source": "source setup" + registry.identity.scriptSuffix,
        ]
        examples.merge(registry.helpExamples) { $1 }
        return examples
    }

    /// The shell's own commands (shell.md §3), after the registered ones.
    private static func builtIn(examples: [String: String], dataSource: Bool) -> [CommandHelp] { [
        CommandHelp(
            name: "show", summary: "Print a ViewModel, one property, or JSON",
            usage: ["show [VM]", "show VM.PROP", "show [VM] --json", "show [VM|VM.PROP] --format auto|table|records|csv|tsv|json"], example: examples["show", default: "show"]),
        CommandHelp(
            name: "props", summary: "List display property names and kinds",
            usage: ["props [VM]"], example: examples["props", default: "props"]),
        CommandHelp(
            name: "expect", summary: "Fail unless a display property has a value",
            usage: ["expect VM.PROP == \"text\"", "expect VM.PROP != \"text\"", "expect VM.PROP"],
            example: examples["expect", default: "expect"]),
        CommandHelp(
            name: "set", summary: dataSource ? "Change the session environment or the data source" : "Change the session environment",
            usage: ["set now ISO8601|system", "set locale ID", "set calendar ID|locale", "set timezone ID"]
                + (dataSource ? ["set data FILE|default", "set latency DURATION", "set fail load|off"] : [])
                + ["set format auto|table|records|csv|tsv|json", "set [NAME]", "\\x [on|off|auto]"],
            example: dataSource ? "set latency 500ms" : "set locale de_DE"),
        CommandHelp(name: "wait", summary: "Wait for every load started with &", usage: ["wait"], example: examples["wait", default: "wait"]),
        CommandHelp(
            name: "trace", summary: "Print changed display properties after each command",
            usage: ["trace on|off"], example: "trace on"),
        CommandHelp(
            name: "timing", summary: "Print how long each command took, on standard error",
            usage: ["timing on|off", "\\timing [on|off]"], example: "timing on"),
        CommandHelp(
            name: "watch", summary: "Re-render a ViewModel on every change until Ctrl-C (interactive)",
            usage: ["watch VM"], example: examples["watch", default: "watch"]),
        CommandHelp(name: "source", summary: "Run a script in this session", usage: ["source FILE"], example: examples["source", default: "source setup"]),
        CommandHelp(name: "echo", summary: "Print text", usage: ["echo TEXT…"], example: examples["echo", default: "echo \"hello\""]),
        CommandHelp(name: "help", summary: "Describe every command, or one", usage: ["help [COMMAND]", "\\?"], example: examples["help", default: "help"]),
        CommandHelp(name: "history", summary: "List the commands entered so far", usage: ["history"], example: "history"),
        CommandHelp(name: "clear", summary: "Clear the terminal screen", usage: ["clear"], example: "clear"),
        CommandHelp(
            name: "record", summary: "Record the commands typed from now on as a golden case",
            usage: ["record [--replace] PATH", "record stop", "record"], example: examples["record", default: "record cases/first"]),
        CommandHelp(
            name: "output", summary: "Send every later command's output to a file, or back to the terminal",
            usage: ["output FILE", "output", "\\o [FILE]", "CMD > FILE", "CMD >> FILE", "CMD | PROGRAM"], example: "output report.txt"),
        CommandHelp(name: "quit", summary: "End the session (also: exit, \\q)", usage: ["quit", "exit", "\\q"], example: "quit"),
    ] }

    /// The shell's own command forms, as `--coverage` counts them.
    static let builtInForms = [
        "show VM", "show VM.PROP", "show --json", "props", "expect",
        "show --format", "set now", "set locale", "set calendar", "set timezone", "set data", "set latency", "set fail", "set format", "set",
        "wait", "trace", "timing", "\\x", "output", "watch", "source", "echo", "help", "history", "clear", "quit", "record",
    ]

    /// The words the shell's own commands take, which no registration may claim: `load`,
    /// each built-in and `exit`.
    public static let reservedVerbs: Set<String> = Set(["load", "exit"] + psqlAliases.keys + builtIn(examples: [:], dataSource: true).map(\.name))

    /// The programmer errors of `registry` (``ViewModelRegistry/problems(reservedVerbs:)``
    /// with the shell's own verbs reserved); empty when it is sound.
    public static func problems(in registry: ViewModelRegistry) -> [RegistryProblem] {
        registry.problems(reservedVerbs: reservedVerbs)
    }

    /// The keys of `set` for the session's environment, which every app has.
    static let environmentKeys = ["now", "locale", "calendar", "timezone"]
    /// The keys of `set` for the data source, in an app that has one.
    static let dataKeys = ["data", "latency", "fail"]
    /// Their forms in `--coverage`.
    static let dataSettingForms: Set<String> = ["set data", "set latency", "set fail"]
}
