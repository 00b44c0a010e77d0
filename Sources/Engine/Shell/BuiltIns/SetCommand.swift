import DisplayInterface
import SafeIO

/// `set NAME VALUE` changes a setting; `set` lists every setting, `set NAME` one, each with
/// its value and where it came from. Its forms are the settings' declarations
/// (``SettingCatalog``): one `set NAME VALUE` for each, in the order `set` lists them.
struct SetCommand: BuiltInCommand, Hashable {
    /// What `set` does.
    enum Action: Sendable, Hashable {
        /// Set the setting named so to the word (a file's path, for `isFile`).
        case assign(String, Word, isFile: Bool)
        /// List every setting (`nil`) or one.
        case list(String?)
    }

    let action: Action

    static let verb = BuiltInVerb.set
    static let acceptsRedirection = true
    static let nameWord = BuiltInWord("NAME", .setting)

    static func declaration(in app: AppTerms) -> BuiltInDeclaration {
        BuiltInDeclaration(
            summary: app.hasDataSource ? "Change the session environment or the data source" : "Change the session environment",
            example: app.hasDataSource ? "set latency 500ms" : "set locale de_DE")
    }

    static func grammar(in app: AppTerms) -> BuiltInGrammar {
        let settings = app.settings
        return BuiltInGrammar(
            settings.all.map { BuiltInForm([.literal($0.name), .word($0.value)]) } + [BuiltInForm([.optional(nameWord)])],
            preflight: { verb, words, context throws(ShellError) in
                // A name that is no setting: the settings, rather than the error of a form.
                guard let name = words.first, !settings.names.contains(name.text) || name.isQuoted, words.count >= 2 else { return }
                throw ShellError(
                    "set takes \(settings.names.concatenated(separator: ", ")), not \(EchoedValue.quoted(name.text))", at: name.location,
                    suggesting: Suggestion.nearest(to: name.text, in: settings.names))
            })
    }

    /// Does `action`.
    init(action: Action) {
        self.action = action
    }

    init(_ match: FormMatch, in context: ParseContext) throws(ShellError) {
        let forms = context.settings.all
        if match.form < forms.count, let value = match[forms[match.form].value] {
            let isFile = if case .file = forms[match.form].value.kind { true } else { false }
            action = .assign(forms[match.form].name, value, isFile: isFile)
        } else {
            action = .list(match[Self.nameWord]?.text)
        }
    }

    var recording: RecordingRule {
        // A file a setting names is written relative to the case.
        if case .assign(let name, let word, true) = action { return .keptWithFile(word, command: "set \(name)") }
        return .kept
    }

    @MainActor func run(in context: CommandContext) throws(ShellError) -> CommandOutcome {
        let interpreter = context.interpreter
        switch action {
        case .list(let name):
            context.console.print(interpreter.settingsListing.render(name))
        case .assign(let name, let word, _):
            guard let setting = interpreter.parser.settings.setting(named: name) else {
                throw ShellError("set has no setting \(EchoedValue.quoted(name))", at: word.location)
            }
            try setting.apply(word, context.frame, interpreter)
            interpreter.concern(SettingsState.self).markSet(name)
        }
        return .success
    }
}
