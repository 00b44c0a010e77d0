/// Where a registration is written, so that a conflict the registry finds names it.
public struct RegistrationSite: Sendable, Hashable, CustomStringConvertible {
    public let fileID: String
    public let line: Int

    public init(fileID: String, line: Int) {
        self.fileID = fileID
        self.line = line
    }

    /// `Presentation/List/OrderListRegistration.swift:31`.
    public var description: String { "\(fileID):\(line)" }
}

/// One form of a registered command: its sub-word (`filter reset`) or none, its typed
/// arguments, and the action it runs on its ViewModel, at once and without waiting.
///
///     CommandForm(Arg<SortKey>("KEY", what: "a sort key"), OptionalArg<SortDirection>("DIR")) {
///         list, key, direction in list.sort(by: key, direction)
///     }
///
/// Like ``CommandRegistration`` and ``LoadForm``, it puts no requirement on `ViewModel`:
/// ``ViewModelRegistration`` asks for ``DisplayableViewModel``, and a requirement here would
/// cost a search of every conformance at start-up (docs/architecture.md).
public struct CommandForm<ViewModel>: Sendable {
    /// The action with its arguments read, ready to run on the ViewModel.
    typealias Prepared = @MainActor @Sendable (ViewModel) throws(ShellError) -> Void

    public let subword: String?
    public let grammar: ArgumentGrammar
    /// How `help` writes the form; by default the verb, sub-word and arguments.
    public let usage: String?
    /// The form's name in `test --coverage`; by default the verb and sub-word.
    public let coverageName: String?
    /// The display property the shell prints after the form runs (the registry checks
    /// that the ViewModel has it).
    let printed: String?
    let prepare: @Sendable (ArgumentInput) throws(ShellError) -> Prepared

    /// A form whose words are read in order, one per declaration, each into its type.
    public init<each Declaration: ArgumentDeclaration>(
        subword: String? = nil, _ arguments: repeat each Declaration, usage: String? = nil, coverageName: String? = nil,
        action: @escaping @MainActor @Sendable (ViewModel, repeat (each Declaration).Value) throws(ShellError) -> Void
    ) {
        var specs: [ArgumentSpec] = []
        repeat specs.append((each arguments).spec)
        self.subword = subword
        grammar = ArgumentGrammar(specs: specs, custom: nil)
        self.usage = usage
        self.coverageName = coverageName
        printed = nil
        let declarations = (repeat each arguments)
        prepare = { input throws(ShellError) in
            let cursor = WordCursor(input.words)
            let values = (repeat try (each declarations).value(of: cursor.next(), at: input.location))
            return { @MainActor viewModel throws(ShellError) in try action(viewModel, repeat each values) }
        }
    }

    /// A form that reads every word with `grammar`, whose parser gives the action its value.
    public init<Value: Sendable>(
        subword: String? = nil, parsing grammar: CustomArguments<Value>, usage: String? = nil, coverageName: String? = nil,
        action: @escaping @MainActor @Sendable (ViewModel, Value) throws(ShellError) -> Void
    ) {
        self.subword = subword
        self.grammar = ArgumentGrammar(specs: [], custom: grammar.completion)
        self.usage = usage
        self.coverageName = coverageName
        printed = nil
        prepare = { input throws(ShellError) in
            let value = try grammar.parse(input.all, input.verb)
            return { @MainActor viewModel throws(ShellError) in try action(viewModel, value) }
        }
    }

    /// A form without arguments that prints the display property `property` of its
    /// ViewModel (`filter` alone prints `filterSummary`); the registry refuses a name its
    /// schema does not have.
    public init(subword: String? = nil, printing property: String, usage: String? = nil, coverageName: String? = nil) {
        self.subword = subword
        grammar = ArgumentGrammar(specs: [], custom: nil)
        self.usage = usage
        self.coverageName = coverageName
        printed = property
        prepare = { _ throws(ShellError) in { @MainActor _ throws(ShellError) in } }
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
    /// Where it is registered.
    public let site: RegistrationSite

    public init(
        _ verb: String, summary: String, example: String, forms: [CommandForm<ViewModel>],
        fileID: String = #fileID, line: Int = #line
    ) {
        self.verb = verb
        self.summary = summary
        self.example = example
        self.forms = forms
        site = RegistrationSite(fileID: fileID, line: line)
    }
}

/// A `load TARGET …` a ViewModel answers: the shell runs it in the foreground or with `&`,
/// waits for it, and fails it with the ViewModel's ``LoadingViewModel/errorMessage`` when it
/// has one after.
///
///     LoadForm("order", Arg<String>("REF", completion: references)) { detail, reference in
///         await detail.load(reference: reference)
///     }
public struct LoadForm<ViewModel>: Sendable {
    /// The load with its arguments read, ready to run on the ViewModel.
    typealias Prepared = @MainActor @Sendable (ViewModel) async -> LoadOutcome

    public let target: String
    public let arguments: [ArgumentSpec]
    /// An example for `help load` (the first registered one is shown).
    public let example: String?
    /// Where it is registered.
    public let site: RegistrationSite
    let prepare: @Sendable (ArgumentInput) throws(ShellError) -> Prepared

    public init<each Declaration: ArgumentDeclaration>(
        _ target: String, _ arguments: repeat each Declaration, example: String? = nil,
        fileID: String = #fileID, line: Int = #line,
        action: @escaping @MainActor @Sendable (ViewModel, repeat (each Declaration).Value) async -> LoadOutcome
    ) {
        var specs: [ArgumentSpec] = []
        repeat specs.append((each arguments).spec)
        self.target = target
        self.arguments = specs
        self.example = example
        site = RegistrationSite(fileID: fileID, line: line)
        let declarations = (repeat each arguments)
        prepare = { input throws(ShellError) in
            let cursor = WordCursor(input.words)
            let values = (repeat try (each declarations).value(of: cursor.next(), at: input.location))
            return { @MainActor viewModel in await action(viewModel, repeat each values) }
        }
    }
}
