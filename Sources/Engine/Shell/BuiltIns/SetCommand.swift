import Foundation
import DisplayInterface
import SafeIO

/// `set KEY VALUE` changes a setting; `set` lists every setting, `set NAME` one, each with
/// its value and where it came from.
struct SetCommand: BuiltInCommand, Hashable {
    /// A setting and its new value.
    enum Assignment: Sendable, Hashable {
        case now(Word)
        case locale(Word)
        case calendar(Word)
        case timeZone(Word)
        /// `nil` selects the embedded data set (`set data default`).
        case data(Word?)
        case latency(Duration)
        case fail(Bool)
        case format(OutputFormat)

        /// The key, as `set` lists it.
        var key: String {
            switch self {
            case .now: "now"
            case .locale: "locale"
            case .calendar: "calendar"
            case .timeZone: "timezone"
            case .data: "data"
            case .latency: "latency"
            case .fail: "fail"
            case .format: "format"
            }
        }
    }

    /// What `set` does.
    enum Action: Sendable, Hashable {
        case assign(Assignment)
        /// List every setting (`nil`) or one.
        case list(String?)
    }

    let action: Action

    static let verb = BuiltInVerb.set
    static let acceptsRedirection = true

    /// The keys every app has: the session's environment.
    static let environmentKeys = ["now", "locale", "calendar", "timezone"]
    /// The keys of the data source, in an app that has one.
    static let dataKeys = ["data", "latency", "fail"]

    /// The keys `set KEY VALUE` takes in an app with or without a data source.
    static func keys(dataSource: Bool) -> [String] {
        environmentKeys + (dataSource ? dataKeys : []) + ["format"]
    }

    static func declaration(in app: AppTerms) -> BuiltInDeclaration {
        BuiltInDeclaration(
            summary: app.hasDataSource ? "Change the session environment or the data source" : "Change the session environment",
            usage: ["set now ISO8601|system", "set locale ID", "set calendar ID|locale", "set timezone ID"]
                + (app.hasDataSource ? ["set data FILE|default", "set latency DURATION", "set fail load|off"] : [])
                + ["set format auto|table|records|csv|tsv|json", "set [NAME]"],
            example: app.hasDataSource ? "set latency 500ms" : "set locale de_DE",
            forms: keys(dataSource: app.hasDataSource).map { "set " + $0 } + ["set"])
    }

    static func parse(_ reader: inout ArgumentReader, in context: ParseContext) throws(ShellError) -> SetCommand {
        let keys = context.commands.settingKeys
        guard let key = try reader.nextOptional() else { return SetCommand(action: .list(nil)) }
        guard let value = try reader.nextOptional() else {
            let names = context.commands.settingNames
            guard names.contains(key.text) else {
                throw ShellError(
                    "set has no setting \(EchoedValue.quoted(key.text)) (settings: \(names.joined(separator: ", ")))", at: key.location,
                    suggesting: Suggestion.nearest(to: key.text, in: names))
            }
            return SetCommand(action: .list(key.text))
        }
        try reader.finish()
        guard keys.contains(key.text) else {
            throw ShellError(
                "set takes \(keys.joined(separator: ", ")), not \(EchoedValue.quoted(key.text))", at: key.location,
                suggesting: Suggestion.nearest(to: key.text, in: keys))
        }
        return SetCommand(action: .assign(try assignment(key.text, value)))
    }

    private static func assignment(_ key: String, _ value: Word) throws(ShellError) -> Assignment {
        switch key {
        case "now": return .now(value)
        case "locale": return .locale(value)
        case "calendar": return .calendar(value)
        case "timezone": return .timeZone(value)
        case "data": return .data(value.text == "default" && !value.isQuoted ? nil : value)
        case "format": return .format(try ParseContext.format(value))
        case "latency":
            guard let duration = DurationText.parse(value.text) else {
                throw ShellError("latency takes a duration like 500ms, 2s or 0, not \(EchoedValue.quoted(value.text))", at: value.location)
            }
            return .latency(duration)
        default:
            guard value.text == "load" || value.text == "off" else {
                throw ShellError(
                    "set fail takes load or off, not \(EchoedValue.quoted(value.text))", at: value.location,
                    suggesting: Suggestion.nearest(to: value.text, in: ["load", "off"]))
            }
            return .fail(value.text == "load")
        }
    }

    static func complete(_ arguments: [String], current: String, typedAs verb: String, vocabulary: CompletionVocabulary) -> CompletionAnswer {
        guard let key = arguments.first else { return CompletionAnswer(vocabulary.commands.settingKeys, current) }
        guard arguments.count == 1 else { return CompletionAnswer(current) }
        switch key {
        case "fail": return CompletionAnswer(["load", "off"], current)
        case "now": return CompletionAnswer(["system"], current)
        case "locale": return CompletionAnswer(vocabulary.localeIdentifiers, current)
        case "calendar": return CompletionAnswer(vocabulary.calendarNames, current)
        case "timezone": return CompletionAnswer(knownTimeZones, current)
        case "data": return ShellCompleter.files(current, vocabulary: vocabulary)
        case "format": return CompletionAnswer(OutputFormat.allCases.map { $0.rawValue }, current)
        default: return CompletionAnswer(current)
        }
    }

    private static let knownTimeZones = TimeZone.knownTimeZoneIdentifiers

    var coverageForm: String {
        switch action {
        case .assign(let assignment): "set " + assignment.key
        case .list: "set"
        }
    }

    var recording: RecordingRule {
        if case .assign(.data(let file?)) = action { return .keptWithFile(file, command: "set data") }
        return .kept
    }

    @MainActor func run(in context: CommandContext) throws(ShellError) -> CommandOutcome {
        let interpreter = context.interpreter
        switch action {
        case .list(let name):
            context.console.print(interpreter.settingsListing.render(name))
        case .assign(let assignment):
            try apply(assignment, in: context)
            interpreter.changedSettings.insert(assignment.key)
        }
        return .success
    }

    @MainActor private func apply(_ assignment: Assignment, in context: CommandContext) throws(ShellError) {
        let session = context.interpreter.session
        let controls = context.interpreter.controls
        switch assignment {
        case .now(let word):
            do { try session.setNow(word.text) } catch { throw ShellError(error.message, at: word.location) }
        case .locale(let word):
            do { try session.setLocale(word.text) } catch {
                throw ShellError(error.message, at: word.location, suggesting: Suggestion.nearest(to: word.text, in: session.localeIdentifiers))
            }
        case .calendar(let word):
            do { try session.setCalendar(word.text) } catch {
                throw ShellError(error.message, at: word.location, suggesting: Suggestion.nearest(to: word.text, in: session.calendarNames))
            }
        case .timeZone(let word):
            do { try session.setTimeZone(word.text) } catch {
                throw ShellError(error.message, at: word.location, suggesting: Suggestion.nearest(to: word.text, in: Self.knownTimeZones))
            }
        case .data(let word):
            let path = word.map { context.frame.resolve($0.text) }
            do { try controls.useDataFile(path, shownAs: path.map(context.frame.display)) } catch {
                throw ShellError(error.message, at: word?.location)
            }
        case .latency(let duration):
            controls.setLatency(duration)
        case .fail(let failing):
            controls.setFailing(failing)
        case .format(let format):
            context.interpreter.format = format
        }
    }
}
