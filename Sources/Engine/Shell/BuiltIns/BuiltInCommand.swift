import DisplayInterface

/// A command of the shell's own, declared once: the words it is typed as, its help, its
/// grammar (the forms it reads, from which its usage, parsing, Tab and coverage forms
/// derive), what a recording keeps of it, and what it does. Nothing else names the command.
protocol BuiltInCommand: Sendable {
    /// The word `help` lists it under.
    static var verb: BuiltInVerb { get }
    /// Other words that run it (`exit`, psql's `\q`).
    static var aliases: [String] { get }
    /// Its summary and example, in the app's terms.
    static func declaration(in app: AppTerms) -> BuiltInDeclaration
    /// The forms it reads, in the app's terms (`load`'s targets, `set`'s settings).
    static func grammar(in app: AppTerms) -> BuiltInGrammar
    /// Whether its output may go to a file or a program (`> FILE`, `| PROGRAM`): the
    /// commands that print. Its words then never include `>`, `>>` or `|` unquoted.
    static var acceptsRedirection: Bool { get }
    /// The command the words of `match` make; by default this built-in, made from them.
    static func command(from match: FormMatch, in context: ParseContext) throws(ShellError) -> Command
    /// The command made from the words of one of its forms.
    init(_ match: FormMatch, in context: ParseContext) throws(ShellError)

    /// Whether it waits: Ctrl-C cancels it, and loads started with `&` go on meanwhile.
    /// A command that does not wait runs without suspending.
    var waits: Bool { get }
    /// What a recording keeps of it.
    var recording: RecordingRule { get }
    /// Whether its output may go to a pager (not a screen that redraws itself).
    var isPageable: Bool { get }
    /// Whether it chooses where output goes (`output`): it is never itself sent there.
    var redirectsOutput: Bool { get }
    /// Runs it.
    @MainActor func run(in context: CommandContext) async throws(ShellError) -> CommandOutcome
    /// Whether `other` is the same command with the same arguments.
    func isEqual(to other: any BuiltInCommand) -> Bool
    /// Hashes the command and its arguments.
    func hash(into hasher: inout Hasher)
}

// Equality comes from each command's own `Hashable`, not from the protocol refining it:
// a protocol that refines Hashable has a witness table the runtime builds at start-up, one
// for each of the seventeen built-ins.
extension BuiltInCommand where Self: Hashable {
    func isEqual(to other: any BuiltInCommand) -> Bool {
        (other as? Self) == self
    }
}

extension BuiltInCommand {
    /// The word `help` lists it under.
    static var name: String { verb.rawValue }
    static var aliases: [String] { [] }
    static var acceptsRedirection: Bool { false }
    static func command(from match: FormMatch, in context: ParseContext) throws(ShellError) -> Command {
        .builtIn(BuiltInCall(try Self(match, in: context), form: match.coverage))
    }
    var waits: Bool { false }
    var recording: RecordingRule { .kept }
    var isPageable: Bool { true }
    var redirectsOutput: Bool { false }
}

/// A built-in that takes no argument: one form that reads nothing, and refuses any word.
protocol ArgumentlessCommand: BuiltInCommand {
    init()
}

extension ArgumentlessCommand {
    static func grammar(in app: AppTerms) -> BuiltInGrammar { .nothing }

    init(_ match: FormMatch, in context: ParseContext) throws(ShellError) {
        self.init()
    }
}

/// What `help` says of a built-in besides its usage.
struct BuiltInDeclaration: Sendable {
    /// One line for `help`.
    var summary: String
    /// An example (the app's `helpExamples` may replace it).
    var example: String
    /// Listed in `help` under another command (`\x` under `set`) rather than on its own line.
    var listedUnder: String?
}

/// What a built-in's declaration may name of the app: its first ViewModel, property, load
/// and command, for examples in the app's own terms, and its loads and settings, which
/// `load` and `set` read.
struct AppTerms: Sendable {
    /// Whether the app has a data source its settings act on.
    let hasDataSource: Bool
    /// The first ViewModel's name (`VM` when none).
    let viewModel: String
    /// `VM.PROP` of the first ViewModel's first property.
    let property: String
    /// The app's loads, in registration order.
    let loads: [RegisteredLoad]
    /// The first registered verb, if any.
    let verb: String?
    /// The app's script suffix (`.osh`).
    let scriptSuffix: String
    /// Every setting, the app's among the shell's.
    let settings: SettingCatalog

    init(registry: ViewModelRegistry) {
        let first = registry.registrations.first
        hasDataSource = registry.hasDataSource
        viewModel = first?.name ?? "VM"
        property = first?.properties.first.map { "\(first?.name ?? "VM").\($0.name)" } ?? "VM.PROP"
        loads = registry.registrations.flatMap(\.loads)
        verb = registry.registrations.lazy.flatMap(\.commands).first?.verb
        scriptSuffix = registry.identity.scriptSuffix
        settings = SettingCatalog(registry: registry)
    }

    /// The first load target, if any.
    var loadTarget: String? { loads.first?.target }
}

/// What a recording does with a command typed while it is on.
enum RecordingRule: Sendable {
    /// Kept as typed.
    case kept
    /// Kept with `file` rewritten relative to the case (the case resolves it from its folder).
    case keptWithFile(Word, command: String)
    /// Left out, and `record stop` says why.
    case leftOut(because: String)
    /// Neither kept nor mentioned (`record` itself, `quit`).
    case ignored
}

/// A parsed built-in, compared and hashed by its value.
public struct BuiltInCall: Sendable, Hashable {
    let command: any BuiltInCommand
    /// The form it was typed in, as `--coverage` counts it.
    let form: String

    init(_ command: any BuiltInCommand, form: String) {
        self.command = command
        self.form = form
    }

    public static func == (lhs: BuiltInCall, rhs: BuiltInCall) -> Bool {
        lhs.command.isEqual(to: rhs.command)
    }

    public func hash(into hasher: inout Hasher) {
        command.hash(into: &hasher)
    }
}
