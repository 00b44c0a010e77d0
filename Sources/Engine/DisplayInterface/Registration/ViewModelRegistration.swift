/// Everything the shell knows of one ViewModel: its name, its display properties, the
/// loads and commands it answers, and how `show` lays it out. A ViewModel registers once;
/// help, parsing, completion, `props`, `show`, `--json`, `trace`, `watch`, `expect`,
/// coverage and `record` all follow from it.
public struct ViewModelRegistration: Sendable {
    /// The name the shell and golden files use (`list`).
    public let name: String
    /// Its display properties, in contract order.
    public let properties: [DisplayPropertyDescriptor]
    /// Its `load` targets.
    public let loads: [RegisteredLoad]
    /// Its commands.
    public let commands: [RegisteredCommand]
    /// Where it is registered.
    public let site: RegistrationSite
    /// What is wrong with it on its own (a duplicate property, a choice with no value…):
    /// programmer errors, reported by the registry.
    let problems: [RegistryProblem]
    let layout: (@MainActor @Sendable (any DisplayableViewModel) -> [ShowBlock]?)?

    /// Registers `type` with its loads, commands and `show` layout (without a layout,
    /// `show` prints its labels and a table of each row property, from its schema).
    ///
    /// Inlinable, so that the app's module specializes it for each of its ViewModels: the
    /// closures it makes then hold concrete types, and starting the shell builds no generic
    /// metadata at run time (it was half the instructions of `ordersh -c quit`).
    @inlinable @MainActor public init<ViewModel: DisplayableViewModel>(
        _ type: ViewModel.Type,
        loads: [LoadForm<ViewModel>] = [],
        commands: [CommandRegistration<ViewModel>] = [],
        layout: (@MainActor @Sendable (ViewModel) -> [ShowBlock])? = nil,
        fileID: String = #fileID, line: Int = #line
    ) {
        let name = ViewModel.displayName
        var erasedLoads: [RegisteredLoad] = []
        erasedLoads.reserveCapacity(loads.count)
        for load in loads { erasedLoads.append(RegisteredLoad(load, viewModel: name)) }
        var erasedCommands: [RegisteredCommand] = []
        erasedCommands.reserveCapacity(commands.count)
        for command in commands { erasedCommands.append(RegisteredCommand(command, viewModel: name)) }
        self.init(
            name: name, properties: ViewModel.displayDescriptors, loads: erasedLoads, commands: erasedCommands,
            layout: layout.map { layout in { @MainActor viewModel in (viewModel as? ViewModel).map(layout) } },
            site: RegistrationSite(fileID: fileID, line: line))
    }

    /// The registration of a ViewModel whose loads and commands are already erased: where
    /// every check that needs no type runs, once, outside the app's module.
    @usableFromInline init(
        name: String, properties: [DisplayPropertyDescriptor], loads: [RegisteredLoad], commands: [RegisteredCommand],
        layout: (@MainActor @Sendable (any DisplayableViewModel) -> [ShowBlock]?)?, site: RegistrationSite
    ) {
        self.name = name
        self.site = site
        self.properties = properties
        self.loads = loads
        self.commands = commands
        self.layout = layout
        var problems = RegistryProblem.duplicates(in: properties.map { $0.name }, at: site) { "\(name) declares the display property '\($0)' twice" }
        let names = properties.map { $0.name }
        for command in commands {
            for form in command.forms {
                guard let property = form.printedProperty?.givenName, !names.contains(property) else { continue }
                problems.append(RegistryProblem("\(command.verb) prints '\(property)', which is not a display property of \(name)", at: command.site))
            }
        }
        for load in loads {
            problems += RegistryProblem.emptyChoices(load.arguments, of: "load \(load.target)", at: load.site)
        }
        for command in commands {
            for form in command.forms {
                let words = [form.verb] + (form.subword.map { [$0] } ?? [])
                problems += RegistryProblem.emptyChoices(form.grammar.specs, of: words.concatenated(separator: " "), at: command.site)
            }
        }
        problems += RegistryProblem.duplicates(in: loads.map { $0.target }, at: site) { "\(name) registers load \($0) twice" }
        self.problems = problems
    }

    /// The blocks `show` prints for `viewModel`: the registration's layout, or, without
    /// one, its labels and a table of each of its row properties, from its schema.
    @MainActor public func layout(of viewModel: any DisplayableViewModel) -> [ShowBlock]? {
        guard let layout else { return StandardLayout.blocks(of: viewModel) }
        return layout(viewModel)
    }

    /// Every completion source its arguments name.
    var completionSources: [CompletionSource] {
        loads.flatMap { $0.arguments.map { $0.completion } }
            + commands.flatMap { $0.forms.flatMap { $0.grammar.specs.map { $0.completion } + ($0.grammar.custom?.sources ?? []) } }
    }
}

/// A load target of a registration, its ViewModel's type erased for the shell.
public struct RegisteredLoad: Sendable {
    /// The ViewModel it loads.
    public let viewModel: String
    /// The word after `load`.
    public let target: String
    /// Its arguments, as the shell reads them.
    public let arguments: [ArgumentSpec]
    /// An example for `help load`.
    public let example: String?
    /// Where it is registered.
    public let site: RegistrationSite
    private let prepare: @Sendable (ArgumentInput) throws(ShellError) -> PreparedLoad

    @inlinable init<ViewModel: DisplayableViewModel>(_ form: LoadForm<ViewModel>, viewModel name: String) {
        self.init(viewModel: name, target: form.target, arguments: form.arguments, example: form.example, site: form.site) { input throws(ShellError) in
            let run = try form.prepare(input)
            return PreparedLoad { @MainActor viewModel throws(ShellError) in
                await run(try MisdirectedCall.typed(viewModel, as: ViewModel.self, name: name, at: input.location))
            }
        }
    }

    @usableFromInline init(
        viewModel: String, target: String, arguments: [ArgumentSpec], example: String?, site: RegistrationSite,
        prepare: @escaping @Sendable (ArgumentInput) throws(ShellError) -> PreparedLoad
    ) {
        self.viewModel = viewModel
        self.target = target
        self.arguments = arguments
        self.example = example
        self.site = site
        self.prepare = prepare
    }

    /// `load TARGET ARGS`, as `help load` writes it.
    public var usage: String { (["load", target] + arguments.map { $0.usage }).concatenated(separator: " ") }

    /// The load with `input` read into its arguments' types, or the error of the word that
    /// is not one.
    public func prepare(_ input: ArgumentInput) throws(ShellError) -> PreparedLoad { try prepare(input) }
}

/// A load with its arguments read, ready to run.
public struct PreparedLoad: Sendable {
    let run: @MainActor @Sendable (any DisplayableViewModel) async throws(ShellError) -> LoadOutcome

    @usableFromInline init(run: @escaping @MainActor @Sendable (any DisplayableViewModel) async throws(ShellError) -> LoadOutcome) {
        self.run = run
    }

    /// Runs the load on `viewModel`, the ViewModel of its registration.
    @MainActor public func run(on viewModel: any DisplayableViewModel) async throws(ShellError) -> LoadOutcome {
        try await run(viewModel)
    }
}

/// A command of a registration, its ViewModel's type erased for the shell.
public struct RegisteredCommand: Sendable {
    /// The ViewModel it runs on.
    public let viewModel: String
    /// The word that runs it.
    public let verb: String
    /// One line for `help`.
    public let summary: String
    /// The example `help VERB` shows, if any.
    public let example: String?
    /// Its forms.
    public let forms: [Form]
    /// Where it is registered.
    public let site: RegistrationSite

    /// One form of the command.
    public struct Form: Sendable {
        /// The ViewModel it runs on.
        public let viewModel: String
        /// The command's word.
        public let verb: String
        /// The word that chooses this form, or `nil`.
        public let subword: String?
        /// How its arguments are read.
        public let grammar: ArgumentGrammar
        /// How `help` writes it.
        public let usage: String
        /// Its name in `test --coverage`.
        public let coverageName: String
        /// The display property the shell prints after the form runs.
        public let printedProperty: PrintedProperty?
        private let prepare: @Sendable (ArgumentInput) throws(ShellError) -> PreparedCommand

        @inlinable init<ViewModel: DisplayableViewModel>(_ form: CommandForm<ViewModel>, verb: String, viewModel name: String) {
            self.init(
                viewModel: name, verb: verb, subword: form.subword, grammar: form.grammar, usage: form.usage,
                coverageName: form.coverageName, printed: form.printed
            ) { input throws(ShellError) in
                switch try form.prepare(input) {
                case .now(let run):
                    return PreparedCommand(now: { @MainActor viewModel throws(ShellError) in
                        try run(try MisdirectedCall.typed(viewModel, as: ViewModel.self, name: name, at: input.location))
                    })
                case .awaited(let run):
                    return PreparedCommand(awaited: { @MainActor viewModel throws(ShellError) in
                        try await run(try MisdirectedCall.typed(viewModel, as: ViewModel.self, name: name, at: input.location))
                    })
                }
            }
        }

        @usableFromInline init(
            viewModel name: String, verb: String, subword: String?, grammar: ArgumentGrammar, usage: String?, coverageName: String?,
            printed: PrintedProperty?, prepare: @escaping @Sendable (ArgumentInput) throws(ShellError) -> PreparedCommand
        ) {
            viewModel = name
            self.verb = verb
            self.subword = subword
            self.grammar = grammar
            printedProperty = printed
            let words = [verb] + (subword.map { [$0] } ?? [])
            let arguments = grammar.custom == nil ? grammar.specs.map { $0.usage } : ["…"]
            self.usage = usage ?? (words + arguments).concatenated(separator: " ")
            self.coverageName = coverageName ?? words.concatenated(separator: " ")
            self.prepare = prepare
        }

        /// The form with `input` read into its arguments' types, or the error of the word
        /// that is not one.
        public func prepare(_ input: ArgumentInput) throws(ShellError) -> PreparedCommand { try prepare(input) }
    }

    @inlinable init<ViewModel: DisplayableViewModel>(_ command: CommandRegistration<ViewModel>, viewModel name: String) {
        var forms: [Form] = []
        forms.reserveCapacity(command.forms.count)
        for form in command.forms { forms.append(Form(form, verb: command.verb, viewModel: name)) }
        self.init(viewModel: name, verb: command.verb, summary: command.summary, example: command.example, forms: forms, site: command.site)
    }

    @usableFromInline init(viewModel: String, verb: String, summary: String, example: String?, forms: [Form], site: RegistrationSite) {
        self.viewModel = viewModel
        self.verb = verb
        self.summary = summary
        self.example = example
        self.forms = forms
        self.site = site
    }
}

/// A command form with its arguments read, ready to run: at once, or awaited.
public struct PreparedCommand: Sendable {
    private let now: (@MainActor @Sendable (any DisplayableViewModel) throws(ShellError) -> Void)?
    private let awaited: (@MainActor @Sendable (any DisplayableViewModel) async throws(ShellError) -> Void)?

    @usableFromInline init(now: @escaping @MainActor @Sendable (any DisplayableViewModel) throws(ShellError) -> Void) {
        self.now = now
        awaited = nil
    }

    @usableFromInline init(awaited: @escaping @MainActor @Sendable (any DisplayableViewModel) async throws(ShellError) -> Void) {
        now = nil
        self.awaited = awaited
    }

    /// Whether the form's action awaits: the shell runs it as it runs a load.
    public var waits: Bool { awaited != nil }

    /// Runs the form on `viewModel`, the ViewModel of its registration, at once; an awaited
    /// form does nothing here (``run(awaiting:)`` runs it).
    @MainActor public func run(on viewModel: any DisplayableViewModel) throws(ShellError) { try now?(viewModel) }

    /// Runs the form on `viewModel`, awaiting it when it awaits.
    @MainActor public func run(awaiting viewModel: any DisplayableViewModel) async throws(ShellError) {
        if let awaited { try await awaited(viewModel) } else { try now?(viewModel) }
    }
}

/// A call handed a ViewModel of another type than its registration's: the shell's
/// mistake, said rather than ignored.
@usableFromInline enum MisdirectedCall {
    /// `viewModel` as the `type` its registration (`name`) declares, or the error saying it is not.
    @usableFromInline @MainActor static func typed<ViewModel: DisplayableViewModel>(
        _ viewModel: any DisplayableViewModel, as type: ViewModel.Type, name: String, at location: SourceLocation
    ) throws(ShellError) -> ViewModel {
        guard let typed = viewModel as? ViewModel else {
            throw ShellError("internal error: the session's \(name) is not the ViewModel its registration declares", at: location)
        }
        return typed
    }
}
