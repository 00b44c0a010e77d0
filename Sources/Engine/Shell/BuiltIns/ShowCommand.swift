import DisplayInterface
import SafeIO

/// `show [VM] [--json | --format F]` and `show VM.PROP [--json | --format F]`.
struct ShowCommand: BuiltInCommand, Hashable {
    /// What is shown.
    enum Target: Sendable, Hashable {
        /// A ViewModel; `nil` is the one touched last.
        case viewModel(String?)
        /// One display property.
        case property(PropertyPath)
    }

    let target: Target
    /// The format for this command; `nil` is the session's.
    let format: OutputFormat?

    static let verb = BuiltInVerb.show
    static let acceptsRedirection = true

    static func declaration(in app: AppTerms) -> BuiltInDeclaration {
        BuiltInDeclaration(
            summary: "Print a ViewModel, one property, or JSON",
            usage: ["show [VM]", "show VM.PROP", "show [VM] --json", "show [VM|VM.PROP] --format auto|table|records|csv|tsv|json"],
            example: "show \(app.property)",
            forms: ["show VM", "show VM.PROP", "show --json", "show --format"])
    }

    static func parse(_ reader: inout ArgumentReader, in context: ParseContext) throws(ShellError) -> ShowCommand {
        var format: OutputFormat?
        var target: Word?
        while let word = try reader.nextOptional() {
            if word.text == "--json", !word.isQuoted {
                format = .json
            } else if (word.text == "--format" || word.text.hasPrefix("--format=")), !word.isQuoted {
                let value = word.text == "--format" ? try reader.next("a format after --format") : Word(
                    String(word.text.dropFirst("--format=".count)), at: word.location.advanced(by: "--format=".count))
                format = try ParseContext.format(value)
            } else if word.text.hasPrefix("-"), !word.isQuoted {
                throw ShellError(
                    "unknown option \(EchoedValue.quoted(word.text)) for show", at: word.location,
                    suggesting: Suggestion.nearest(to: word.text, in: ["--json", "--format"]))
            } else if target == nil {
                target = word
            } else {
                throw ShellError("show takes one ViewModel or VM.PROP (usage: show [VM] [--json] | show VM.PROP)", at: word.location)
            }
        }
        guard let target else { return ShowCommand(target: .viewModel(nil), format: format) }
        if target.text.contains(".") { return ShowCommand(target: .property(try context.propertyPath(target)), format: format) }
        return ShowCommand(target: .viewModel(try context.viewModelName(target)), format: format)
    }

    static func complete(_ arguments: [String], current: String, typedAs verb: String, vocabulary: CompletionVocabulary) -> CompletionAnswer {
        if current.contains(".") { return CompletionAnswer(vocabulary.catalog.propertyPaths, current) }
        if arguments.last == "--format" { return CompletionAnswer(OutputFormat.allCases.map { $0.rawValue }, current) }
        if !arguments.isEmpty { return CompletionAnswer(["--json", "--format"], current) }
        // `show summary` may go on as `show summary.totalLabel`: no space after the name.
        return CompletionAnswer(vocabulary.catalog.names, current, appendsSpace: false)
    }

    var coverageForm: String {
        switch (format, target) {
        case (.json?, _): "show --json"
        case (_?, _): "show --format"
        case (nil, .viewModel): "show VM"
        case (nil, .property): "show VM.PROP"
        }
    }

    @MainActor func run(in context: CommandContext) throws(ShellError) -> CommandOutcome {
        let interpreter = context.interpreter
        switch target {
        case .viewModel(let name):
            try interpreter.show(try shown(name, in: context), format: format ?? interpreter.format, at: context.location)
        case .property(let path):
            let property = try interpreter.property(of: path, at: context.location)
            try interpreter.show(property, of: path, format: format ?? interpreter.format, at: context.location)
        }
        return .success
    }

    /// The ViewModel `name` names, or the one touched last.
    @MainActor private func shown(_ name: String?, in context: CommandContext) throws(ShellError) -> any DisplayableViewModel {
        let interpreter = context.interpreter
        guard let name = name ?? interpreter.lastTouched else {
            throw ShellError(
                "show needs a view model until one has been used (\(interpreter.parser.catalog.names.joined(separator: ", ")))", at: context.location)
        }
        guard let viewModel = interpreter.session.viewModel(named: name) else {
            throw ShellError("unknown view model \(EchoedValue.quoted(name))", at: context.location)
        }
        return viewModel
    }
}
