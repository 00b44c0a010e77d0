import Presentation

/// Turns lexed words into a ``Command``, checking counts, sub-words, ViewModel and
/// property names (with "did you mean" suggestions). Values that only the session can
/// judge (filter values, locales, dates) are checked when the command runs.
public struct CommandParser: Sendable {
    public let catalog: ViewModelCatalog

    public init(catalog: ViewModelCatalog) {
        self.catalog = catalog
    }

    public func parse(_ lexed: LexedCommand) throws(ShellError) -> ParsedCommand {
        guard let name = lexed.words.first else { throw ShellError("empty command", at: lexed.location) }
        let arguments = Array(lexed.words.dropFirst())
        let command = try parse(name: name, arguments: arguments, end: lexed)
        if lexed.isBackground, case .load = command {} else if lexed.isBackground {
            throw ShellError("only load can run in the background with '&'", at: name.location)
        }
        return ParsedCommand(command: command, isBackground: lexed.isBackground, location: lexed.location, text: lexed.text)
    }

    private func parse(name: Word, arguments: [Word], end: LexedCommand) throws(ShellError) -> Command {
        var reader = ArgumentReader(command: name, arguments: arguments)
        switch name.text {
        case "load":
            let target = try reader.next(oneOf: ["orders", "order", "cart", "bookmarks"], what: "what to load")
            let result: Command
            switch target.text {
            case "orders": result = .load(.orders)
            case "bookmarks": result = .load(.bookmarks)
            case "order": result = .load(.order(reference: try reader.next("REF").text))
            default: result = .load(.cart(reference: try reader.next("REF").text))
            }
            try reader.finish()
            return result
        case "filter":
            if arguments.isEmpty { return .filterShow }
            if arguments.count == 1, arguments[0].text == "reset", !arguments[0].isQuoted { return .filterReset }
            return .filter(try FilterArgumentParser.parse(arguments, command: name))
        case "sort":
            let key = try reader.next(oneOf: SortKey.allCases.map(\.rawValue), what: "a sort key")
            let direction = try reader.nextOptional(oneOf: SortDirection.allCases.map(\.rawValue))
            try reader.finish()
            return .sort(SortKey(rawValue: key.text) ?? .date, direction.flatMap { SortDirection(rawValue: $0.text) })
        case "apply-promo":
            let code = try reader.next("CODE")
            try reader.finish()
            return .applyPromo(code.text)
        case "clear-promo":
            try reader.finish()
            return .clearPromo
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
        case "help":
            let topic = try reader.nextOptional()
            try reader.finish()
            if let topic, CommandCatalog.help(for: topic.text) == nil {
                throw ShellError(
                    "no command '\(topic.text)'", at: topic.location,
                    suggesting: Suggestion.nearest(to: topic.text, in: CommandCatalog.names))
            }
            return .help(command: topic?.text)
        case "history":
            try reader.finish()
            return .history
        case "clear":
            try reader.finish()
            return .clear
        case "quit", "exit":
            try reader.finish()
            return .quit
        case "record":
            return try parseRecord(&reader)
        default:
            throw ShellError(
                "unknown command '\(name.text)'", at: name.location,
                suggesting: Suggestion.nearest(to: name.text, in: CommandCatalog.names))
        }
    }

    private func parseRecord(_ reader: inout ArgumentReader) throws(ShellError) -> Command {
        guard var path = try reader.nextOptional() else { return .record(.status) }
        let replace = path.text == "--replace" && !path.isQuoted
        if replace { path = try reader.next("PATH") }
        if path.text.hasPrefix("-"), !path.isQuoted {
            throw ShellError("record takes --replace, not '\(path.text)' (usage: record [--replace] PATH | record stop | record)", at: path.location)
        }
        try reader.finish()
        if path.text == "stop", !path.isQuoted {
            if replace { throw ShellError("record --replace needs PATH, not stop (usage: record --replace PATH)", at: path.location) }
            return .record(.stop)
        }
        return .record(.start(path, replace: replace))
    }

    private func parseShow(_ reader: inout ArgumentReader) throws(ShellError) -> Command {
        var json = false
        var target: Word?
        while let word = try reader.nextOptional() {
            if word.text == "--json", !word.isQuoted {
                json = true
            } else if word.text.hasPrefix("-"), !word.isQuoted {
                throw ShellError("unknown option '\(word.text)' for show", at: word.location, suggesting: Suggestion.nearest(to: word.text, in: ["--json"]))
            } else if target == nil {
                target = word
            } else {
                throw ShellError("show takes one ViewModel or VM.PROP (usage: show [VM] [--json] | show VM.PROP)", at: word.location)
            }
        }
        guard let target else { return .show(viewModel: nil, json: json) }
        if target.text.contains(".") {
            return .showProperty(try propertyPath(target), json: json)
        }
        return .show(viewModel: try viewModelName(target), json: json)
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
            throw ShellError("expect compares with == or !=, not '\(op.text)'", at: op.location)
        }
        let value = try reader.next("a value")
        try reader.finish()
        let expected: String? = value.text == "nil" && !value.isQuoted ? nil : value.text
        return .expect(path, .equals(expected, negated: op.text == "!="))
    }

    private func parseSet(_ reader: inout ArgumentReader) throws(ShellError) -> Command {
        let key = try reader.next(oneOf: ["now", "locale", "calendar", "timezone", "data", "latency", "fail"], what: "what to set")
        let value = try reader.next("a value for \(key.text)")
        try reader.finish()
        switch key.text {
        case "now": return .set(.now(value))
        case "locale": return .set(.locale(value))
        case "calendar": return .set(.calendar(value))
        case "timezone": return .set(.timeZone(value))
        case "data": return .set(.data(value.text == "default" && !value.isQuoted ? nil : value))
        case "latency":
            guard let duration = DurationText.parse(value.text) else {
                throw ShellError("latency takes a duration like 500ms, 2s or 0, not '\(value.text)'", at: value.location)
            }
            return .set(.latency(duration))
        default:
            guard value.text == "load" || value.text == "off" else {
                throw ShellError(
                    "set fail takes load or off, not '\(value.text)'", at: value.location,
                    suggesting: Suggestion.nearest(to: value.text, in: ["load", "off"]))
            }
            return .set(.fail(value.text == "load"))
        }
    }

    private func viewModelName(_ word: Word) throws(ShellError) -> String {
        guard catalog.entry(named: word.text) != nil else {
            throw ShellError(
                "unknown view model '\(word.text)'", at: word.location,
                suggesting: Suggestion.nearest(to: word.text, in: catalog.names))
        }
        return word.text
    }

    private func propertyPath(_ word: Word) throws(ShellError) -> PropertyPath {
        let parts = word.text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2 else { throw ShellError("expected VM.PROP, got '\(word.text)'", at: word.location) }
        let viewModel = try viewModelName(Word(String(parts[0]), at: word.location))
        let property = String(parts[1])
        guard let entry = catalog.entry(named: viewModel), entry.properties.contains(where: { $0.name == property }) else {
            throw ShellError(
                "\(viewModel) has no property '\(property)'", at: word.location.advanced(by: viewModel.count + 1),
                suggesting: Suggestion.nearest(to: property, in: catalog.entry(named: viewModel)?.properties.map(\.name) ?? []))
        }
        return PropertyPath(viewModel: viewModel, property: property)
    }
}

/// Reads a command's arguments in order, with errors that name the usage.
struct ArgumentReader {
    let command: Word
    let arguments: [Word]
    private var index = 0

    init(command: Word, arguments: [Word]) {
        self.command = command
        self.arguments = arguments
    }

    private var usage: String {
        CommandCatalog.help(for: command.text).map { $0.usage.joined(separator: " | ") } ?? command.text
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
            "\(command.text) takes \(choices.joined(separator: ", ")), not '\(word.text)'", at: word.location,
            suggesting: Suggestion.nearest(to: word.text, in: choices))
    }

    /// Fails when words are left over.
    func finish() throws(ShellError) {
        guard index < arguments.count else { return }
        let extra = arguments[index]
        throw ShellError("too many arguments for \(command.text) (usage: \(usage))", at: extra.location)
    }
}
