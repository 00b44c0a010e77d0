/// Everything the shell knows of one ViewModel: its name, its display properties, the
/// loads and commands it answers, and how `show` lays it out. A ViewModel registers once;
/// help, parsing, completion, `props`, `show`, `--json`, `trace`, `watch`, `expect`,
/// coverage and `record` all follow from it.
public struct ViewModelRegistration: Sendable {
    /// The name the shell and golden files use (`list`).
    public let name: String
    /// Its display properties, in contract order.
    public let properties: [DisplayPropertyDescriptor]
    public let loads: [RegisteredLoad]
    public let commands: [RegisteredCommand]
    let layout: (@MainActor @Sendable (any DisplayableViewModel) -> [ShowBlock]?)?

    /// Registers `type` with its loads, commands and `show` layout (without a layout,
    /// `show` prints each property as `name: value`).
    @MainActor public init<ViewModel: DisplayableViewModel>(
        _ type: ViewModel.Type,
        loads: [LoadForm<ViewModel>] = [],
        commands: [CommandRegistration<ViewModel>] = [],
        layout: (@MainActor @Sendable (ViewModel) -> [ShowBlock])? = nil
    ) {
        let name = ViewModel.displayName
        self.name = name
        properties = ViewModel.displayDescriptors
        self.loads = loads.map { RegisteredLoad($0, viewModel: name) }
        self.commands = commands.map { RegisteredCommand($0, viewModel: name) }
        self.layout = layout.map { layout in
            { @MainActor viewModel in (viewModel as? ViewModel).map(layout) }
        }
    }

    /// The blocks `show` prints for `viewModel`; `nil` when the registration has no layout.
    @MainActor public func layout(of viewModel: any DisplayableViewModel) -> [ShowBlock]? {
        layout?(viewModel) ?? nil
    }
}

/// A load target of a registration, its ViewModel's type erased for the shell.
public struct RegisteredLoad: Sendable {
    public let viewModel: String
    public let target: String
    public let arguments: [ArgumentSpec]
    public let example: String?
    private let action: @MainActor @Sendable (any DisplayableViewModel, CommandArguments) async -> LoadEnd

    init<ViewModel: DisplayableViewModel>(_ form: LoadForm<ViewModel>, viewModel name: String) {
        viewModel = name
        target = form.target
        arguments = form.arguments
        example = form.example
        action = { viewModel, arguments in
            guard let typed = viewModel as? ViewModel else { return .finished }
            return await form.action(typed, arguments)
        }
    }

    /// `load TARGET ARGS`, as `help load` writes it.
    public var usage: String { (["load", target] + arguments.map(\.usage)).joined(separator: " ") }

    /// Runs the load on `viewModel`.
    @MainActor public func run(on viewModel: any DisplayableViewModel, _ arguments: CommandArguments) async -> LoadEnd {
        await action(viewModel, arguments)
    }
}

/// A command of a registration, its ViewModel's type erased for the shell.
public struct RegisteredCommand: Sendable {
    public let viewModel: String
    public let verb: String
    public let summary: String
    public let example: String
    public let forms: [Form]

    /// One form of the command.
    public struct Form: Sendable {
        public let viewModel: String
        public let verb: String
        public let subword: String?
        public let grammar: ArgumentGrammar
        public let usage: String
        public let coverageName: String
        private let action: @MainActor @Sendable (any DisplayableViewModel, CommandArguments) throws(ShellError) -> CommandEffect

        init<ViewModel: DisplayableViewModel>(_ form: CommandForm<ViewModel>, verb: String, viewModel name: String) {
            viewModel = name
            self.verb = verb
            subword = form.subword
            grammar = form.grammar
            let words = [verb] + (form.subword.map { [$0] } ?? [])
            let arguments = form.grammar.custom == nil ? form.grammar.specs.map(\.usage) : ["…"]
            usage = form.usage ?? (words + arguments).joined(separator: " ")
            coverageName = form.coverageName ?? words.joined(separator: " ")
            action = { viewModel, arguments throws(ShellError) in
                guard let typed = viewModel as? ViewModel else { return .done }
                return try form.action(typed, arguments)
            }
        }

        /// Runs the form on `viewModel`, at once.
        @MainActor public func run(on viewModel: any DisplayableViewModel, _ arguments: CommandArguments) throws(ShellError) -> CommandEffect {
            try action(viewModel, arguments)
        }
    }

    init<ViewModel: DisplayableViewModel>(_ command: CommandRegistration<ViewModel>, viewModel name: String) {
        viewModel = name
        verb = command.verb
        summary = command.summary
        example = command.example
        forms = command.forms.map { Form($0, verb: command.verb, viewModel: name) }
    }
}

/// The ViewModels of an app, in the order the shell lists them.
public struct ViewModelRegistry: Sendable {
    public let registrations: [ViewModelRegistration]
    /// Examples for the shell's own commands in this app's terms, by command name
    /// (`"show": "show detail.totalLabel"`); the shell makes up the others.
    public let helpExamples: [String: String]

    public init(_ registrations: [ViewModelRegistration], helpExamples: [String: String] = [:]) {
        self.registrations = registrations
        self.helpExamples = helpExamples
    }

    /// The registration named `name`.
    public func registration(named name: String) -> ViewModelRegistration? {
        registrations.first { $0.name == name }
    }

    /// The names, in order.
    public var names: [String] { registrations.map(\.name) }
}
