import DisplayInterface
import SafeIO

/// Turns lexed words into a ``Command``, checking counts, sub-words, ViewModel and
/// property names (with "did you mean" suggestions). Values that only the session can
/// judge (filter values, locales, dates) are checked when the command runs.
public struct CommandParser: Sendable {
    /// The ViewModels and their display properties.
    public let catalog: ViewModelCatalog
    /// The commands, the registered ones included.
    public let commands: CommandCatalog
    /// The settings, the app's among the shell's.
    public let settings: SettingCatalog

    /// A parser of the commands of `registry`'s app.
    public init(registry: ViewModelRegistry) {
        catalog = ViewModelCatalog(registry: registry)
        commands = CommandCatalog(registry: registry)
        settings = commands.settings
    }

    /// The command `lexed` is, checked against the session's names, or the located error.
    public func parse(_ typed: LexedCommand) throws(ShellError) -> ParsedCommand {
        var (lexed, redirect) = try Redirect.split(typed)
        guard let name = lexed.words.first else { throw ShellError("empty command", at: lexed.location) }
        let arguments = Array(lexed.words.dropFirst())
        var command = try parse(name: name, arguments: arguments, at: lexed.location)
        // `output | PROGRAM`: the redirection is where `output` sends later output.
        if case .builtIn(let call) = command, let output = call.command as? OutputCommand, let given = redirect {
            command = .builtIn(BuiltInCall(try output.redirected(given), form: call.form))
            redirect = nil
        }
        if lexed.isBackground, case .load = command {} else if lexed.isBackground {
            throw ShellError("only load can run in the background with '&'", at: name.location)
        }
        return ParsedCommand(command: command, isBackground: lexed.isBackground, location: lexed.location, text: typed.text, redirect: redirect)
    }

    private func parse(name: Word, arguments: [Word], at location: SourceLocation) throws(ShellError) -> Command {
        let forms = commands.forms(of: name.text)
        if !forms.isEmpty { return try parseRegistered(name, forms: forms, arguments: arguments, at: location) }
        let context = ParseContext(catalog: catalog, commands: commands, settings: settings)
        if name.text == BuiltInCommands.loadVerb, !commands.loads.isEmpty {
            return try BuiltInCommands.parse(LoadCommand.self, verb: name, arguments: arguments, in: context)
        }
        if let builtIn = BuiltInCommands.command(typedAs: name.text) {
            return try BuiltInCommands.parse(builtIn, verb: name, arguments: arguments, in: context)
        }
        if name.text.hasPrefix("\\") {
            let known = BuiltInCommands.psqlSpellings
            throw ShellError(
                "unknown command \(EchoedValue.quoted(name.text)): of psql's backslash commands, "
                    + "\(known.dropLast().joined(separator: ", ")) and \(known.last ?? "") are known; "
                    + "'help' lists this shell's own", at: name.location)
        }
        throw ShellError(
            "unknown command \(EchoedValue.quoted(name.text))", at: name.location,
            suggesting: Suggestion.nearest(to: name.text, in: commands.names))
    }

    /// The usage lines of `verb`, joined, for its errors (made only when one is reported).
    private func usage(of verb: String) -> @Sendable () -> String {
        commands.usage(of: verb)
    }

    // MARK: Registered commands

    /// A registered command: the form its sub-word names (when its words fit, else the
    /// form that reads arguments), the form without arguments for a bare verb, or the
    /// form that reads arguments.
    private func parseRegistered(
        _ verb: Word, forms: [RegisteredCommand.Form], arguments: [Word], at location: SourceLocation
    ) throws(ShellError) -> Command {
        let plain = forms.filter { $0.subword == nil }
        let reading = plain.first { !$0.grammar.takesNothing }
        if let first = arguments.first, !first.isQuoted, let form = forms.first(where: { $0.subword == first.text }) {
            do {
                return try call(form, verb: verb, arguments: arguments, at: location)
            } catch {
                guard let reading else { throw error }
                return try call(reading, verb: verb, arguments: arguments, at: location)
            }
        }
        if arguments.isEmpty, let bare = plain.first(where: \.grammar.takesNothing) {
            return try call(bare, verb: verb, arguments: arguments, at: location)
        }
        if let form = reading ?? plain.first { return try call(form, verb: verb, arguments: arguments, at: location) }
        // Only forms with sub-words: say which are known.
        var reader = ArgumentReader(command: verb, arguments: arguments, usage: usage(of: verb.text))
        let subword = try reader.next(oneOf: forms.compactMap(\.subword), what: "a sub-command")
        throw ShellError("\(verb.text) cannot read \(EchoedValue.quoted(subword.text))", at: subword.location)
    }

    private func call(
        _ form: RegisteredCommand.Form, verb: Word, arguments: [Word], at location: SourceLocation
    ) throws(ShellError) -> Command {
        var reader = ArgumentReader(command: verb, arguments: arguments, usage: usage(of: verb.text))
        if form.subword != nil { _ = try reader.next("a sub-command") }
        let all = Array(arguments.dropFirst(form.subword == nil ? 0 : 1))
        if form.grammar.custom != nil {
            return .registered(try RegisteredCall(form: form, input: ArgumentInput(words: [], all: all, verb: verb, location: location)))
        }
        let words = try read(form.grammar.specs, from: &reader)
        try reader.finish()
        return .registered(try RegisteredCall(form: form, input: ArgumentInput(words: words, all: all, verb: verb, location: location)))
    }

    /// Reads one word for each spec, in order.
    private func read(_ specs: [ArgumentSpec], from reader: inout ArgumentReader) throws(ShellError) -> [Word?] {
        var words: [Word?] = []
        for spec in specs {
            switch spec {
            case .value(let name, _): words.append(try reader.next(name))
            case .choice(let what, let choices): words.append(try reader.next(oneOf: choices, what: what))
            case .optionalChoice(let choices): words.append(try reader.nextOptional(oneOf: choices))
            case .optionalValue: words.append(try reader.nextOptional())
            }
        }
        return words
    }
}

/// Reads a command's arguments in order, with errors that name the usage.
struct ArgumentReader {
    let command: Word
    let arguments: [Word]
    /// The command's usage lines, joined by ` | `, made when an error needs them.
    let usage: @Sendable () -> String
    private var index = 0

    init(command: Word, arguments: [Word], usage: @escaping @Sendable () -> String) {
        self.command = command
        self.arguments = arguments
        self.usage = usage
    }

    /// The next word; an error naming `what` is missing.
    mutating func next(_ what: String) throws(ShellError) -> Word {
        guard index < arguments.count else {
            let place = arguments.last.map { $0.location.advanced(by: $0.text.count + 1) } ?? command.location.advanced(by: command.text.count + 1)
            throw ShellError("\(command.text) needs \(what) (usage: \(usage()))", at: place)
        }
        defer { index += 1 }
        return arguments[index]
    }

    /// The next word, which must be one of `choices`.
    mutating func next(oneOf choices: [String], what: String) throws(ShellError) -> Word {
        let word = try next(what)
        try check(word, oneOf: choices)
        return word
    }

    mutating func nextOptional() throws(ShellError) -> Word? {
        guard index < arguments.count else { return nil }
        defer { index += 1 }
        return arguments[index]
    }

    mutating func nextOptional(oneOf choices: [String]) throws(ShellError) -> Word? {
        guard let word = try nextOptional() else { return nil }
        try check(word, oneOf: choices)
        return word
    }

    private func check(_ word: Word, oneOf choices: [String]) throws(ShellError) {
        guard !choices.contains(word.text) else { return }
        throw ShellError(
            "\(command.text) takes \(choices.joined(separator: ", ")), not \(EchoedValue.quoted(word.text))", at: word.location,
            suggesting: Suggestion.nearest(to: word.text, in: choices))
    }

    /// Every word not read yet.
    mutating func rest() -> [Word] {
        defer { index = arguments.count }
        return Array(arguments[index...])
    }

    /// Fails when words are left over.
    func finish() throws(ShellError) {
        guard index < arguments.count else { return }
        let extra = arguments[index]
        throw ShellError("too many arguments for \(command.text) (usage: \(usage()))", at: extra.location)
    }
}
