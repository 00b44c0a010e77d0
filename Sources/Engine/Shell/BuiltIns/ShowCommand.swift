import DisplayInterface
import SafeIO

/// `show [VM]`, `show VM.PROP`, each also `--json` or `--format FORMAT`.
struct ShowCommand: BuiltInCommand, Hashable {
    /// What is shown.
    enum Target: Sendable, Hashable {
        /// A ViewModel; `nil` is the one touched last.
        case viewModel(String?)
        /// One display property.
        case property(PropertyPath)
    }

    let target: Target
    /// The format for this command (`--json`, `--format F`, checked when it runs); `nil` is the session's.
    let format: OutputFormat?
    /// Where the format was named, for its error.
    let formatLocation: SourceLocation?

    /// Shows `target` in `format` (the session's when `nil`).
    init(target: Target, format: OutputFormat?, formatLocation: SourceLocation? = nil) {
        self.target = target
        self.format = format
        self.formatLocation = formatLocation
    }

    static func == (lhs: ShowCommand, rhs: ShowCommand) -> Bool { lhs.target == rhs.target && lhs.format == rhs.format }

    func hash(into hasher: inout Hasher) {
        hasher.combine(target)
        hasher.combine(format)
    }

    static let verb = BuiltInVerb.show
    static let acceptsRedirection = true
    static let viewModelWord = BuiltInWord("VM", .viewModelOrPath)
    static let propertyWord = BuiltInWord("VM.PROP", .propertyPath)
    static let eitherWord = BuiltInWord("VM|VM.PROP", .viewModelOrPath)
    static let formatWord = BuiltInWord(
        OutputFormat.standard.map(\.name).concatenated(separator: "|"), .suggested(OutputFormat.standard.map(\.name)), missing: "a format")

    static func declaration(in app: AppTerms) -> BuiltInDeclaration {
        BuiltInDeclaration(summary: "Print a ViewModel, one property, or JSON", example: "show \(app.property)")
    }

    static func grammar(in app: AppTerms) -> BuiltInGrammar {
        BuiltInGrammar(
            [
                BuiltInForm([.optional(BuiltInWord(viewModelWord.placeholder, .viewModel, completesAs: .viewModelOrPath))], coverage: "show VM"),
                BuiltInForm([.word(BuiltInWord(propertyWord.placeholder, .propertyPath, completesAs: .viewModelOrPath))], coverage: "show VM.PROP"),
                BuiltInForm([.optional(eitherWord), .flag("--json", required: true)], coverage: "show --json"),
                BuiltInForm([.optional(eitherWord), .option("--format", formatWord, required: true)], coverage: "show --format"),
            ],
            tooMany: "show takes one ViewModel or VM.PROP")
    }

    init(_ match: FormMatch, in context: ParseContext) throws(ShellError) {
        let word = match[Self.viewModelWord] ?? match[Self.propertyWord] ?? match[Self.eitherWord]
        if let word, word.text.contains(".") {
            target = .property(try context.propertyPath(word))
        } else {
            target = .viewModel(word?.text)
        }
        let named = match.value(of: "--format")
        format = match.has("--json") ? .json : named.map { OutputFormat($0.text) }
        formatLocation = named?.location
    }

    @MainActor func run(in context: CommandContext) throws(ShellError) -> CommandOutcome {
        let interpreter = context.interpreter
        let chosen = try format.map { format throws(ShellError) in
            try interpreter.outputFormat(Word(format.name, at: formatLocation ?? context.location), for: "format")
        } ?? interpreter.concern(ShowState.self).format
        switch target {
        case .viewModel(let name):
            try interpreter.show(try shown(name, in: context), format: chosen, at: context.location)
        case .property(let path):
            let property = try interpreter.property(of: path, at: context.location)
            try interpreter.show(property, of: path, format: chosen, at: context.location)
        }
        return .success
    }

    /// The ViewModel `name` names, or the one touched last.
    @MainActor private func shown(_ name: String?, in context: CommandContext) throws(ShellError) -> any DisplayableViewModel {
        let interpreter = context.interpreter
        guard let name = name ?? interpreter.concern(ShowState.self).lastTouched else {
            throw ShellError(
                "show needs a view model until one has been used (\(interpreter.parser.catalog.names.concatenated(separator: ", ")))", at: context.location)
        }
        guard let viewModel = interpreter.session.viewModel(named: name) else {
            throw ShellError("unknown view model \(EchoedValue.quoted(name))", at: context.location)
        }
        return viewModel
    }
}
