/// What an immediate command did, beyond changing its ViewModel.
public enum CommandEffect: Sendable, Hashable {
    /// Nothing to print.
    case done
    /// Print the value of this display property of the ViewModel (`filter` prints its summary).
    case printProperty(String)
}

/// One form of a registered command: its sub-word (`filter reset`) or none, its
/// arguments, and the action it runs on its ViewModel, at once and without waiting.
///
/// Like ``CommandRegistration`` and ``LoadForm``, it puts no requirement on `ViewModel`:
/// ``ViewModelRegistration`` asks for ``DisplayableViewModel``, and a requirement here would
/// cost a search of every conformance at start-up (docs/architecture.md).
public struct CommandForm<ViewModel>: Sendable {
    public let subword: String?
    public let grammar: ArgumentGrammar
    /// How `help` writes the form; by default the verb, sub-word and arguments.
    public let usage: String?
    /// The form's name in `ordersh test --coverage`; by default the verb and sub-word.
    public let coverageName: String?
    let action: @MainActor @Sendable (ViewModel, CommandArguments) throws(ShellError) -> CommandEffect

    public init(
        _ subword: String? = nil, arguments: ArgumentGrammar = .none, usage: String? = nil, coverageName: String? = nil,
        action: @escaping @MainActor @Sendable (ViewModel, CommandArguments) throws(ShellError) -> CommandEffect
    ) {
        self.subword = subword
        self.grammar = arguments
        self.usage = usage
        self.coverageName = coverageName
        self.action = action
    }
}

/// A command a ViewModel adds to the shell: its verb, help, and forms.
public struct CommandRegistration<ViewModel>: Sendable {
    public let verb: String
    /// One line for `help`.
    public let summary: String
    /// A line `help VERB` shows as its example.
    public let example: String
    public let forms: [CommandForm<ViewModel>]

    public init(_ verb: String, summary: String, example: String, forms: [CommandForm<ViewModel>]) {
        self.verb = verb
        self.summary = summary
        self.example = example
        self.forms = forms
    }
}

/// How a load ended, as far as the shell must know: a cancelled load changed nothing.
public enum LoadEnd: Sendable, Hashable {
    /// It ended: its result (or error) is shown.
    case finished
    /// Ctrl-C came before its result was shown; the ViewModel is as it was.
    case cancelled
}

/// A `load TARGET …` a ViewModel answers: the shell runs it in the foreground or with `&`,
/// waits for it, and fails it with the ViewModel's `errorMessage` when it has one after.
public struct LoadForm<ViewModel>: Sendable {
    public let target: String
    public let arguments: [ArgumentSpec]
    /// An example for `help load` (the first registered one is shown).
    public let example: String?
    let action: @MainActor @Sendable (ViewModel, CommandArguments) async -> LoadEnd

    public init(
        _ target: String, arguments: [ArgumentSpec] = [], example: String? = nil,
        action: @escaping @MainActor @Sendable (ViewModel, CommandArguments) async -> LoadEnd
    ) {
        self.target = target
        self.arguments = arguments
        self.example = example
        self.action = action
    }
}
