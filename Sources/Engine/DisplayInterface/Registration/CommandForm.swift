/// Where a registration is written, so that a conflict the registry finds names it.
public struct RegistrationSite: Sendable, Hashable, CustomStringConvertible {
    /// The file, as `#fileID` writes it.
    public let fileID: String
    /// The line in it.
    public let line: Int

    /// The place `fileID`:`line`.
    public init(fileID: String, line: Int) {
        self.fileID = fileID
        self.line = line
    }

    /// `Presentation/List/OrderListRegistration.swift:31`.
    public var description: String { "\(fileID):\(line)" }
}

/// One form of a registered command: its sub-word (`filter reset`) or none, its typed
/// arguments, and the action it runs on its ViewModel.
///
///     CommandForm(Arg<SortKey>("KEY", what: "a sort key"), OptionalArg<SortDirection>("DIR")) {
///         list, key, direction in list.sort(by: key, direction)
///     }
///
/// An action that awaits (`await ticket.close()`) makes an awaited form: the shell runs it as
/// it runs a load, in the foreground, cancelled by Ctrl-C, and fails the command with the
/// ViewModel's ``LoadingViewModel/errorMessage`` when it has one after. A synchronous action
/// runs at once, and nothing else runs until it ends.
///
/// Like ``CommandRegistration`` and ``LoadForm``, it puts no requirement on `ViewModel`:
/// ``ViewModelRegistration`` asks for ``DisplayableViewModel``, and a requirement here would
/// cost a search of every conformance at start-up (docs/architecture.md).
public struct CommandForm<ViewModel>: Sendable {
    /// The word after the verb that chooses this form (`reset`), or `nil`.
    public let subword: String?
    /// How the shell reads, completes and describes the form's arguments.
    public let grammar: ArgumentGrammar
    /// How `help` writes the form; by default the verb, sub-word and arguments.
    public let usage: String?
    /// The form's name in `test --coverage`; by default the verb and sub-word.
    public let coverageName: String?
    /// The display property the shell prints after the form runs.
    @usableFromInline let printed: PrintedProperty?
    /// Reads the words into the action with its arguments, ready to run on the ViewModel.
    @usableFromInline let prepare: @Sendable (ArgumentInput) throws(ShellError) -> FormAction<ViewModel>

    /// A form with no argument.
    public init(
        subword: String? = nil, usage: String? = nil, coverageName: String? = nil,
        action: @escaping @MainActor @Sendable (ViewModel) throws(ShellError) -> Void
    ) {
        self.init(subword: subword, specs: [], usage: usage, coverageName: coverageName) { _ throws(ShellError) in .now(action) }
    }

    /// A form with one argument, read into its type.
    public init<A: ArgumentDeclaration>(
        subword: String? = nil, _ a: A, usage: String? = nil, coverageName: String? = nil,
        action: @escaping @MainActor @Sendable (ViewModel, A.Value) throws(ShellError) -> Void
    ) {
        self.init(subword: subword, specs: [a.spec], usage: usage, coverageName: coverageName) { input throws(ShellError) in
            let cursor = WordCursor(input.words)
            let first = try a.value(of: cursor.next(), at: input.location)
            return .now { @MainActor viewModel throws(ShellError) in try action(viewModel, first) }
        }
    }

    /// A form with two arguments, read in order, each into its type.
    public init<A: ArgumentDeclaration, B: ArgumentDeclaration>(
        subword: String? = nil, _ a: A, _ b: B, usage: String? = nil, coverageName: String? = nil,
        action: @escaping @MainActor @Sendable (ViewModel, A.Value, B.Value) throws(ShellError) -> Void
    ) {
        self.init(subword: subword, specs: [a.spec, b.spec], usage: usage, coverageName: coverageName) { input throws(ShellError) in
            let cursor = WordCursor(input.words)
            let first = try a.value(of: cursor.next(), at: input.location)
            let second = try b.value(of: cursor.next(), at: input.location)
            return .now { @MainActor viewModel throws(ShellError) in try action(viewModel, first, second) }
        }
    }

    /// A form with three arguments, read in order, each into its type.
    public init<A: ArgumentDeclaration, B: ArgumentDeclaration, C: ArgumentDeclaration>(
        subword: String? = nil, _ a: A, _ b: B, _ c: C, usage: String? = nil, coverageName: String? = nil,
        action: @escaping @MainActor @Sendable (ViewModel, A.Value, B.Value, C.Value) throws(ShellError) -> Void
    ) {
        self.init(subword: subword, specs: [a.spec, b.spec, c.spec], usage: usage, coverageName: coverageName) { input throws(ShellError) in
            let cursor = WordCursor(input.words)
            let first = try a.value(of: cursor.next(), at: input.location)
            let second = try b.value(of: cursor.next(), at: input.location)
            let third = try c.value(of: cursor.next(), at: input.location)
            return .now { @MainActor viewModel throws(ShellError) in try action(viewModel, first, second, third) }
        }
    }

    /// Fixed arities, not a parameter pack: the run-time metadata of a pack's function type
    /// took half a million instructions per form at start-up.
    private init(
        subword: String?, specs: [ArgumentSpec], usage: String?, coverageName: String?,
        prepare: @escaping @Sendable (ArgumentInput) throws(ShellError) -> FormAction<ViewModel>
    ) {
        self.subword = subword
        grammar = ArgumentGrammar(specs: specs, custom: nil)
        self.usage = usage
        self.coverageName = coverageName
        printed = nil
        self.prepare = prepare
    }

    /// An awaited form with no argument (`await ticket.close()`).
    public init(
        subword: String? = nil, usage: String? = nil, coverageName: String? = nil,
        action: @escaping @MainActor @Sendable (ViewModel) async throws(ShellError) -> Void
    ) {
        self.init(subword: subword, specs: [], usage: usage, coverageName: coverageName) { _ throws(ShellError) in .awaited(action) }
    }

    /// An awaited form with one argument, read into its type.
    public init<A: ArgumentDeclaration>(
        subword: String? = nil, _ a: A, usage: String? = nil, coverageName: String? = nil,
        action: @escaping @MainActor @Sendable (ViewModel, A.Value) async throws(ShellError) -> Void
    ) {
        self.init(subword: subword, specs: [a.spec], usage: usage, coverageName: coverageName) { input throws(ShellError) in
            let cursor = WordCursor(input.words)
            let first = try a.value(of: cursor.next(), at: input.location)
            return .awaited { @MainActor viewModel throws(ShellError) in try await action(viewModel, first) }
        }
    }

    /// An awaited form with two arguments, read in order, each into its type.
    public init<A: ArgumentDeclaration, B: ArgumentDeclaration>(
        subword: String? = nil, _ a: A, _ b: B, usage: String? = nil, coverageName: String? = nil,
        action: @escaping @MainActor @Sendable (ViewModel, A.Value, B.Value) async throws(ShellError) -> Void
    ) {
        self.init(subword: subword, specs: [a.spec, b.spec], usage: usage, coverageName: coverageName) { input throws(ShellError) in
            let cursor = WordCursor(input.words)
            let first = try a.value(of: cursor.next(), at: input.location)
            let second = try b.value(of: cursor.next(), at: input.location)
            return .awaited { @MainActor viewModel throws(ShellError) in try await action(viewModel, first, second) }
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
            return .now { @MainActor viewModel throws(ShellError) in try action(viewModel, value) }
        }
    }

    /// A form without arguments that prints the display property named `property` of its
    /// ViewModel; the registry refuses a name its schema does not have.
    init(subword: String? = nil, printing property: String, usage: String? = nil, coverageName: String? = nil) {
        self.init(subword: subword, printed: .named(property), usage: usage, coverageName: coverageName)
    }

    /// A form without arguments that prints the display property `property` names
    /// (`CommandForm(printing: \\BookListViewModel.filterSummary)`): the compiler checks the
    /// property exists. The key path is made when the form first runs, not at start-up (a
    /// key path over a class costs tens of thousands of instructions to make); a property
    /// that is not a display property fails the command then, naming the registration.
    public init<Value>(
        subword: String? = nil, printing property: @autoclosure @escaping @MainActor @Sendable () -> KeyPath<ViewModel, Value>,
        usage: String? = nil, coverageName: String? = nil
    ) where ViewModel: DisplayDescribable {
        let printed = PrintedProperty.resolved { @MainActor in
            ViewModel.displayPropertyName(of: property())
        }
        self.init(subword: subword, printed: printed, usage: usage, coverageName: coverageName)
    }

    private init(subword: String?, printed: PrintedProperty, usage: String?, coverageName: String?) {
        self.subword = subword
        grammar = ArgumentGrammar(specs: [], custom: nil)
        self.usage = usage
        self.coverageName = coverageName
        self.printed = printed
        prepare = { _ throws(ShellError) in .now { @MainActor _ throws(ShellError) in } }
    }
}

/// A command a ViewModel adds to the shell: its verb, help, and forms.
public struct CommandRegistration<ViewModel>: Sendable {
    /// The word that runs it (`filter`).
    public let verb: String
    /// One line for `help`.
    public let summary: String
    /// A line `help VERB` shows as its example, when it has one.
    public let example: String?
    /// Its forms, tried in this order.
    public let forms: [CommandForm<ViewModel>]
    /// Where it is registered.
    public let site: RegistrationSite

    /// The command `verb` with its help and forms, registered where this is written.
    public init(
        _ verb: String, summary: String, example: String? = nil, forms: [CommandForm<ViewModel>],
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
    /// The word after `load` (`orders`).
    public let target: String
    /// How the shell reads, completes and describes its arguments.
    public let arguments: [ArgumentSpec]
    /// An example for `help load` (the first registered one is shown).
    public let example: String?
    /// Where it is registered.
    public let site: RegistrationSite
    /// Reads the words into the load with its arguments, ready to run on the ViewModel.
    @usableFromInline let prepare: @Sendable (ArgumentInput) throws(ShellError) -> @MainActor @Sendable (ViewModel) async -> LoadOutcome

    /// A load with no argument.
    public init(
        _ target: String, example: String? = nil, fileID: String = #fileID, line: Int = #line,
        action: @escaping @MainActor @Sendable (ViewModel) async -> LoadOutcome
    ) {
        self.init(target: target, specs: [], example: example, site: RegistrationSite(fileID: fileID, line: line)) { _ throws(ShellError) in action }
    }

    /// A load with one argument, read into its type.
    public init<A: ArgumentDeclaration>(
        _ target: String, _ a: A, example: String? = nil, fileID: String = #fileID, line: Int = #line,
        action: @escaping @MainActor @Sendable (ViewModel, A.Value) async -> LoadOutcome
    ) {
        self.init(target: target, specs: [a.spec], example: example, site: RegistrationSite(fileID: fileID, line: line)) { input throws(ShellError) in
            let first = try a.value(of: input.words.first ?? nil, at: input.location)
            return { @MainActor viewModel in await action(viewModel, first) }
        }
    }

    /// A load with two arguments, read in order, each into its type.
    public init<A: ArgumentDeclaration, B: ArgumentDeclaration>(
        _ target: String, _ a: A, _ b: B, example: String? = nil, fileID: String = #fileID, line: Int = #line,
        action: @escaping @MainActor @Sendable (ViewModel, A.Value, B.Value) async -> LoadOutcome
    ) {
        self.init(target: target, specs: [a.spec, b.spec], example: example, site: RegistrationSite(fileID: fileID, line: line)) {
            input throws(ShellError) in
            let cursor = WordCursor(input.words)
            let first = try a.value(of: cursor.next(), at: input.location)
            let second = try b.value(of: cursor.next(), at: input.location)
            return { @MainActor viewModel in await action(viewModel, first, second) }
        }
    }

    private init(
        target: String, specs: [ArgumentSpec], example: String?, site: RegistrationSite,
        prepare: @escaping @Sendable (ArgumentInput) throws(ShellError) -> @MainActor @Sendable (ViewModel) async -> LoadOutcome
    ) {
        self.target = target
        arguments = specs
        self.example = example
        self.site = site
        self.prepare = prepare
    }
}

/// What a form does once its arguments are read: at once, or awaited as a load is.
@usableFromInline enum FormAction<ViewModel>: Sendable {
    /// Runs at once; nothing else runs until it ends.
    case now(@MainActor @Sendable (ViewModel) throws(ShellError) -> Void)
    /// Awaited in the foreground; Ctrl-C cancels its task.
    case awaited(@MainActor @Sendable (ViewModel) async throws(ShellError) -> Void)
}

/// The display property a form prints after it runs: named, or found from a key path the
/// first time it is asked for.
public struct PrintedProperty: Sendable {
    enum Source: Sendable {
        case named(String)
        case resolved(Resolution)
    }

    /// A key path's property name, found once.
    @MainActor final class Resolution: Sendable {
        private let find: @MainActor @Sendable () -> String?
        private var found: String??

        init(_ find: @escaping @MainActor @Sendable () -> String?) {
            self.find = find
        }

        var name: String? {
            if let found { return found }
            let name = find()
            found = .some(name)
            return name
        }
    }

    let source: Source

    /// The property `name`.
    @usableFromInline static func named(_ name: String) -> PrintedProperty { PrintedProperty(source: .named(name)) }

    /// The property `find` names when first asked.
    @usableFromInline static func resolved(_ find: @escaping @MainActor @Sendable () -> String?) -> PrintedProperty {
        PrintedProperty(source: .resolved(MainActor.assumeIsolated { Resolution(find) }))
    }

    /// The name given, if it was given as a name (the registry checks it at start-up).
    public var givenName: String? {
        if case .named(let name) = source { return name }
        return nil
    }

    /// The property's name: `nil` when a key path names no display property.
    @MainActor public var name: String? {
        switch source {
        case .named(let name): name
        case .resolved(let resolution): resolution.name
        }
    }
}
