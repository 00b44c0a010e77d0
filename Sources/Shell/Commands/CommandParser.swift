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

    /// A parser of the commands of `registry`'s app.
    public init(registry: ViewModelRegistry) {
        catalog = ViewModelCatalog(registry: registry)
        commands = CommandCatalog(registry: registry)
    }

    /// The command `lexed` is, checked against the session's names, or the located error.
    public func parse(_ typed: LexedCommand) throws(ShellError) -> ParsedCommand {
        let (lexed, redirect) = try Redirect.split(typed)
        guard let name = lexed.words.first else { throw ShellError("empty command", at: lexed.location) }
        let arguments = Array(lexed.words.dropFirst())
        let command = try parse(name: name, arguments: arguments, at: lexed.location)
        if lexed.isBackground, case .load = command {} else if lexed.isBackground {
            throw ShellError("only load can run in the background with '&'", at: name.location)
        }
        return ParsedCommand(command: command, isBackground: lexed.isBackground, location: lexed.location, text: typed.text, redirect: redirect)
    }

    private func parse(name: Word, arguments: [Word], at location: SourceLocation) throws(ShellError) -> Command {
        var reader = ArgumentReader(command: name, arguments: arguments, usage: usage(of: name.text))
        let forms = commands.forms(of: name.text)
        if !forms.isEmpty { return try parseRegistered(name, forms: forms, arguments: arguments, at: location) }
        switch name.text {
        case "load" where !commands.loads.isEmpty:
            let loads = commands.loads
            let target = try reader.next(oneOf: loads.map(\.target), what: "what to load")
            guard let load = loads.first(where: { $0.target == target.text }) else {
                throw ShellError("no load \(EchoedValue.quoted(target.text))", at: target.location)
            }
            let words = try read(load.arguments, from: &reader)
            try reader.finish()
            let input = ArgumentInput(words: words, all: Array(arguments.dropFirst()), verb: name, location: location)
            return .load(try RegisteredCall(load: load, input: input))
        case "show":
            return try parseShow(&reader)
        case "props":
            let viewModel = try reader.nextOptional().map { word throws(ShellError) in try viewModelName(word) }
            try reader.finish()
            return .props(viewModel: viewModel)
        case "expect":
            return try parseExpect(&reader)
        case "set":
            return try parseSet(&reader)
        case "wait":
            try reader.finish()
            return .wait
        case "trace":
            let mode = try reader.next(oneOf: ["on", "off"], what: "on or off")
            try reader.finish()
            return .trace(mode.text == "on")
        case "timing", "\\timing":
            let mode = name.text == "timing" ? try reader.next(oneOf: ["on", "off"], what: "on or off") : try reader.nextOptional(oneOf: ["on", "off"])
            try reader.finish()
            return .timing(mode.map { $0.text == "on" })
        case "watch":
            let viewModel = try viewModelName(try reader.next("VM"))
            try reader.finish()
            return .watch(viewModel: viewModel)
        case "source":
            let file = try reader.next("FILE")
            try reader.finish()
            return .source(file)
        case "echo":
            return .echo(arguments.map(\.text).joined(separator: " "))
        case "\\?":
            try reader.finish()
            return .help(command: nil)
        case "\\x":
            let mode = try reader.nextOptional(oneOf: ["on", "off", "auto"])
            try reader.finish()
            return .expanded(mode.map { $0.text == "on" })
        case "help":
            let topic = try reader.nextOptional()
            try reader.finish()
            if let topic, commands.help(for: topic.text) == nil {
                throw ShellError(
                    "no command \(EchoedValue.quoted(topic.text))", at: topic.location,
                    suggesting: Suggestion.nearest(to: topic.text, in: commands.names))
            }
            return .help(command: topic?.text)
        case "history":
            try reader.finish()
            return .history
        case "clear":
            try reader.finish()
            return .clear
        case "quit", "exit", "\\q":
            try reader.finish()
            return .quit
        case "record":
            return try parseRecord(&reader)
        case "output", "\\o":
            let file = try reader.nextOptional()
            try reader.finish()
            return .output(file)
        default:
            if name.text.hasPrefix("\\") {
                throw ShellError(
                    "unknown command \(EchoedValue.quoted(name.text)): of psql's backslash commands, \\q, \\?, \\x, \\o and \\timing are known; "
                        + "'help' lists this shell's own", at: name.location)
            }
            throw ShellError(
                "unknown command \(EchoedValue.quoted(name.text))", at: name.location,
                suggesting: Suggestion.nearest(to: name.text, in: commands.names))
        }
    }

    private func usage(of verb: String) -> String {
        commands.help(for: verb).map { $0.usage.joined(separator: " | ") } ?? verb
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

    // MARK: The shell's own commands

    private func parseRecord(_ reader: inout ArgumentReader) throws(ShellError) -> Command {
        guard var path = try reader.nextOptional() else { return .record(.status) }
        if path.text == "stop", !path.isQuoted {
            guard let option = try reader.nextOptional() else { return .record(.stop(acceptErrors: false)) }
            guard option.text == "--accept-errors", !option.isQuoted else {
                throw ShellError(
                    "record stop takes --accept-errors, not \(EchoedValue.quoted(option.text)) (usage: record stop [--accept-errors])",
                    at: option.location, suggesting: Suggestion.nearest(to: option.text, in: ["--accept-errors"]))
            }
            try reader.finish()
            return .record(.stop(acceptErrors: true))
        }
        let replace = path.text == "--replace" && !path.isQuoted
        if replace { path = try reader.next("PATH") }
        if path.text.hasPrefix("-"), !path.isQuoted {
            throw ShellError("record takes --replace, not \(EchoedValue.quoted(path.text)) (usage: record [--replace] PATH | record stop | record)", at: path.location)
        }
        try reader.finish()
        if path.text == "stop", !path.isQuoted {
            throw ShellError("record --replace needs PATH, not stop (usage: record --replace PATH)", at: path.location)
        }
        return .record(.start(path, replace: replace))
    }

    private func parseShow(_ reader: inout ArgumentReader) throws(ShellError) -> Command {
        var format: OutputFormat?
        var target: Word?
        while let word = try reader.nextOptional() {
            if word.text == "--json", !word.isQuoted {
                format = .json
            } else if (word.text == "--format" || word.text.hasPrefix("--format=")), !word.isQuoted {
                let value = word.text == "--format" ? try reader.next("a format after --format") : Word(
                    String(word.text.dropFirst("--format=".count)), at: word.location.advanced(by: "--format=".count))
                format = try Self.format(value)
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
        guard let target else { return .show(viewModel: nil, format: format) }
        if target.text.contains(".") {
            return .showProperty(try propertyPath(target), format: format)
        }
        return .show(viewModel: try viewModelName(target), format: format)
    }

    /// The format `word` names.
    static func format(_ word: Word) throws(ShellError) -> OutputFormat {
        guard let format = OutputFormat(rawValue: word.text) else {
            let names = OutputFormat.allCases.map { $0.rawValue }
            throw ShellError(
                "format takes \(names.joined(separator: ", ")), not \(EchoedValue.quoted(word.text))", at: word.location,
                suggesting: Suggestion.nearest(to: word.text, in: names))
        }
        return format
    }

    private func parseExpect(_ reader: inout ArgumentReader) throws(ShellError) -> Command {
        let pathWord = try reader.next("VM.PROP")
        let path = try propertyPath(pathWord)
        guard let op = try reader.nextOptional() else {
            let kind = catalog.entry(named: path.viewModel)?.properties.first { $0.name == path.property }?.kind
            guard kind == .bool else {
                throw ShellError(
                    "expect \(path) needs == or != and a value: \(path) is \(kind?.description ?? "?"), not Bool",
                    at: pathWord.location)
            }
            return .expect(path, .isTrue)
        }
        guard op.text == "==" || op.text == "!=", !op.isQuoted else {
            throw ShellError("expect compares with == or !=, not \(EchoedValue.quoted(op.text))", at: op.location)
        }
        let value = try reader.next("a value")
        try reader.finish()
        let expected: String? = value.text == "nil" && !value.isQuoted ? nil : value.text
        return .expect(path, .equals(expected, negated: op.text == "!="))
    }

    private func parseSet(_ reader: inout ArgumentReader) throws(ShellError) -> Command {
        guard let key = try reader.nextOptional() else { return .showSettings(nil) }
        guard let value = try reader.nextOptional() else {
            let names = commands.settingNames
            guard names.contains(key.text) else {
                throw ShellError(
                    "set has no setting \(EchoedValue.quoted(key.text)) (settings: \(names.joined(separator: ", ")))", at: key.location,
                    suggesting: Suggestion.nearest(to: key.text, in: names))
            }
            return .showSettings(key.text)
        }
        try reader.finish()
        guard commands.settingKeys.contains(key.text) else {
            throw ShellError(
                "set takes \(commands.settingKeys.joined(separator: ", ")), not \(EchoedValue.quoted(key.text))", at: key.location,
                suggesting: Suggestion.nearest(to: key.text, in: commands.settingKeys))
        }
        switch key.text {
        case "now": return .set(.now(value))
        case "locale": return .set(.locale(value))
        case "calendar": return .set(.calendar(value))
        case "timezone": return .set(.timeZone(value))
        case "data": return .set(.data(value.text == "default" && !value.isQuoted ? nil : value))
        case "format":
            return .set(.format(try Self.format(value)))
        case "latency":
            guard let duration = DurationText.parse(value.text) else {
                throw ShellError("latency takes a duration like 500ms, 2s or 0, not \(EchoedValue.quoted(value.text))", at: value.location)
            }
            return .set(.latency(duration))
        default:
            guard value.text == "load" || value.text == "off" else {
                throw ShellError(
                    "set fail takes load or off, not \(EchoedValue.quoted(value.text))", at: value.location,
                    suggesting: Suggestion.nearest(to: value.text, in: ["load", "off"]))
            }
            return .set(.fail(value.text == "load"))
        }
    }

    private func viewModelName(_ word: Word) throws(ShellError) -> String {
        guard catalog.entry(named: word.text) != nil else {
            throw ShellError(
                "unknown view model \(EchoedValue.quoted(word.text))", at: word.location,
                suggesting: Suggestion.nearest(to: word.text, in: catalog.names))
        }
        return word.text
    }

    private func propertyPath(_ word: Word) throws(ShellError) -> PropertyPath {
        let parts = word.text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2 else { throw ShellError("expected VM.PROP, got \(EchoedValue.quoted(word.text))", at: word.location) }
        let viewModel = try viewModelName(Word(String(parts[0]), at: word.location))
        let property = String(parts[1])
        guard let entry = catalog.entry(named: viewModel), entry.properties.contains(where: { $0.name == property }) else {
            throw ShellError(
                "\(viewModel) has no property \(EchoedValue.quoted(property))", at: word.location.advanced(by: viewModel.count + 1),
                suggesting: Suggestion.nearest(to: property, in: catalog.entry(named: viewModel)?.properties.map(\.name) ?? []))
        }
        return PropertyPath(viewModel: viewModel, property: property)
    }
}

/// Reads a command's arguments in order, with errors that name the usage.
struct ArgumentReader {
    let command: Word
    let arguments: [Word]
    /// The command's usage lines, joined by ` | `.
    let usage: String
    private var index = 0

    init(command: Word, arguments: [Word], usage: String) {
        self.command = command
        self.arguments = arguments
        self.usage = usage
    }

    /// The next word; an error naming `what` is missing.
    mutating func next(_ what: String) throws(ShellError) -> Word {
        guard index < arguments.count else {
            let place = arguments.last.map { $0.location.advanced(by: $0.text.count + 1) } ?? command.location.advanced(by: command.text.count + 1)
            throw ShellError("\(command.text) needs \(what) (usage: \(usage))", at: place)
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

    /// Fails when words are left over.
    func finish() throws(ShellError) {
        guard index < arguments.count else { return }
        let extra = arguments[index]
        throw ShellError("too many arguments for \(command.text) (usage: \(usage))", at: extra.location)
    }
}
