import DisplayInterface

/// A command of the shell's own, declared once: the words it is typed as, its help and
/// coverage forms, how it reads its arguments, how Tab completes them, what a recording
/// keeps of it, and what it does. The parser, `help`, Tab, `--coverage`, `record` and the
/// command reference all read the declaration; nothing else names the command.
protocol BuiltInCommand: Sendable {
    /// The word `help` lists it under.
    static var verb: BuiltInVerb { get }
    /// Other words that run it (`exit`, psql's `\q`).
    static var aliases: [String] { get }
    /// Its summary, usage, example and coverage forms, in the app's terms.
    static func declaration(in app: AppTerms) -> BuiltInDeclaration
    /// Whether its output may go to a file or a program (`> FILE`, `| PROGRAM`): the
    /// commands that print. Its words then never include `>`, `>>` or `|` unquoted.
    static var acceptsRedirection: Bool { get }
    /// Reads its arguments; `reader.command` is the word it was typed as.
    static func parse(_ reader: inout ArgumentReader, in context: ParseContext) throws(ShellError) -> Self
    /// What Tab offers for the word after `arguments` (the words typed after the verb).
    static func complete(_ arguments: [String], current: String, typedAs verb: String, vocabulary: CompletionVocabulary) -> CompletionAnswer

    /// The form `--coverage` counts it as: one of the declaration's forms.
    var coverageForm: String { get }
    /// Whether it waits: Ctrl-C cancels it, and loads started with `&` go on meanwhile.
    /// A command that does not wait runs without suspending.
    var waits: Bool { get }
    /// What a recording keeps of it.
    var recording: RecordingRule { get }
    /// Whether its output may go to a pager (not a screen that redraws itself).
    var isPageable: Bool { get }
    /// Whether it chooses where output goes (`output`): it is never itself sent there.
    var redirectsOutput: Bool { get }
    /// Its value in the listing of `set`, when it is a setting of its own (`timing`).
    @MainActor static func settingValue(of interpreter: Interpreter) -> String?
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
    static func complete(_ arguments: [String], current: String, typedAs verb: String, vocabulary: CompletionVocabulary) -> CompletionAnswer {
        CompletionAnswer(current)
    }
    var coverageForm: String { Self.name }
    var waits: Bool { false }
    var recording: RecordingRule { .kept }
    var isPageable: Bool { true }
    var redirectsOutput: Bool { false }
    @MainActor static func settingValue(of interpreter: Interpreter) -> String? { nil }
}

/// A built-in that takes no argument: it reads none, and refuses any.
protocol ArgumentlessCommand: BuiltInCommand {
    init()
}

extension ArgumentlessCommand {
    static func parse(_ reader: inout ArgumentReader, in context: ParseContext) throws(ShellError) -> Self {
        try reader.finish()
        return Self()
    }
}

/// What `help` and `--coverage` say of a built-in.
struct BuiltInDeclaration: Sendable {
    /// One line for `help`.
    var summary: String
    /// Its usage lines.
    var usage: [String]
    /// An example (the app's `helpExamples` may replace it).
    var example: String
    /// The forms `--coverage` counts; empty: the command's name alone.
    var forms: [String] = []
    /// Listed in `help` under another command (`\x` under `set`) rather than on its own line.
    var listedUnder: String?
    /// Whether `set` lists it as a setting of its own (`timing on`), with
    /// ``BuiltInCommand/settingValue(of:)``.
    var isSetting = false
}

/// What a built-in's declaration may name of the app: its first ViewModel, property, load
/// and command, for examples in the app's own terms.
struct AppTerms: Sendable {
    /// Whether the app has a data source (`set data`, `set latency`, `set fail`).
    let hasDataSource: Bool
    /// The first ViewModel's name (`VM` when none).
    let viewModel: String
    /// `VM.PROP` of the first ViewModel's first property.
    let property: String
    /// The first load target, if any.
    let loadTarget: String?
    /// The first registered verb, if any.
    let verb: String?
    /// The app's script suffix (`.osh`).
    let scriptSuffix: String

    init(registry: ViewModelRegistry) {
        let first = registry.registrations.first
        hasDataSource = registry.hasDataSource
        viewModel = first?.name ?? "VM"
        property = first?.properties.first.map { "\(first?.name ?? "VM").\($0.name)" } ?? "VM.PROP"
        loadTarget = registry.registrations.lazy.flatMap(\.loads).first?.target
        verb = registry.registrations.lazy.flatMap(\.commands).first?.verb
        scriptSuffix = registry.identity.scriptSuffix
    }
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

/// Tab's answer for one word: the candidates, the part of the word they replace, and
/// whether a lone match is followed by a space.
struct CompletionAnswer: Sendable {
    var candidates: [String]
    var typed: String
    var appendsSpace: Bool

    /// Nothing to offer for `current`.
    init(_ current: String) {
        self.init([], current)
    }

    init(_ candidates: [String], _ typed: String, appendsSpace: Bool = true) {
        self.candidates = candidates
        self.typed = typed
        self.appendsSpace = appendsSpace
    }
}

/// A parsed built-in, compared and hashed by its value.
public struct BuiltInCall: Sendable, Hashable {
    let command: any BuiltInCommand

    init(_ command: any BuiltInCommand) {
        self.command = command
    }

    public static func == (lhs: BuiltInCall, rhs: BuiltInCall) -> Bool {
        lhs.command.isEqual(to: rhs.command)
    }

    public func hash(into hasher: inout Hasher) {
        command.hash(into: &hasher)
    }
}
