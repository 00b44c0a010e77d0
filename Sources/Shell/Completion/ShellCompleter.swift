import Foundation
import LineEditor
import DisplayInterface

/// Context-aware Tab completion (shell.md §4): command names, sub-words, ViewModel
/// names and `VM.property`, filter keys and values, promo codes, order numbers, files.
public enum ShellCompleter {
    /// What could replace the word before the cursor, given the text before it.
    public static func complete(_ textBeforeCursor: String, vocabulary: CompletionVocabulary) -> CompletionResult {
        let typedWords = TypedWords(textBeforeCursor)
        let current = typedWords.current
        let (candidates, typed, appendsSpace) = candidates(previous: typedWords.words, current: current, vocabulary: vocabulary)
        let matching = Set(candidates.filter { $0.hasPrefix(typed) }).sorted()
        // A whole word replaced (a file name, a value) is inserted as the lexer must read it:
        // inside the quote it opened, or quoted when it holds a blank.
        if typed == current, typedWords.raw != current || matching.contains(where: { typedWords.inserted($0) != $0 }) {
            return CompletionResult(
                replacing: typedWords.raw.unicodeScalars.count, candidates: matching.map(typedWords.inserted), appendsSpace: appendsSpace)
        }
        return CompletionResult(replacing: typed.unicodeScalars.count, candidates: matching, appendsSpace: appendsSpace)
    }

    /// The candidates for the current word, the part of it they replace, and whether a
    /// lone match is followed by a space.
    private static func candidates(
        previous: [String], current: String, vocabulary: CompletionVocabulary
    ) -> (candidates: [String], typed: String, appendsSpace: Bool) {
        let commands = vocabulary.commands
        guard let command = previous.first else { return (commands.names, current, true) }
        let arguments = Array(previous.dropFirst())
        let names = vocabulary.catalog.names
        if command == "load", !commands.loads.isEmpty {
            guard let target = arguments.first else { return (commands.loads.map(\.target), current, true) }
            let specs = commands.loads.first { $0.target == target }?.arguments ?? []
            return argument(arguments.count - 1, of: specs, current: current, vocabulary: vocabulary)
        }
        let forms = commands.forms(of: command)
        if !forms.isEmpty { return registered(forms, arguments: arguments, current: current, vocabulary: vocabulary) }
        switch (command, arguments.count) {
        case ("show", _), ("props", 0), ("watch", 0), ("expect", 0):
            if current.contains(".") { return (vocabulary.catalog.propertyPaths, current, true) }
            if command == "show", arguments.last == "--format" { return (OutputFormat.allCases.map { $0.rawValue }, current, true) }
            if command == "show", !arguments.isEmpty { return (["--json", "--format"], current, true) }
            if command == "expect" { return (names.map { $0 + "." }, current, false) }
            // `show summary` may go on as `show summary.totalLabel`: no space after the name.
            return (names, current, command != "show")
        case ("expect", 1): return (["==", "!="], current, true)
        case ("timing", 0), ("\\timing", 0): return (["on", "off"], current, true)
        case ("\\x", 0): return (["on", "off", "auto"], current, true)
        case ("set", 0): return (vocabulary.commands.settingKeys, current, true)
        case ("set", 1):
            switch arguments[0] {
            case "fail": return (["load", "off"], current, true)
            case "now": return (["system"], current, true)
            case "locale": return (vocabulary.localeIdentifiers, current, true)
            case "calendar": return (vocabulary.calendarNames, current, true)
            case "timezone": return (knownTimeZones, current, true)
            case "data": return files(current, vocabulary: vocabulary)
            case "format": return (OutputFormat.allCases.map { $0.rawValue }, current, true)
            default: return ([], current, true)
            }
        case ("trace", 0): return (["on", "off"], current, true)
        case ("help", 0): return (commands.names, current, true)
        case ("source", 0), ("output", 0), ("\\o", 0): return files(current, vocabulary: vocabulary)
        case ("record", 0):
            // `record stop`, `record --replace`, or a case's path.
            let (names, typed, space) = files(current, vocabulary: vocabulary)
            return (["stop", "--replace"].filter { $0.hasPrefix(current) && !current.contains("/") } + names, typed, space)
        case ("record", 1) where arguments[0] == "--replace": return files(current, vocabulary: vocabulary)
        default: return ([], current, true)
        }
    }

    /// A registered command: its sub-words and the first argument of the form that reads
    /// arguments; after a sub-word, that form's arguments.
    private static func registered(
        _ forms: [RegisteredCommand.Form], arguments: [String], current: String, vocabulary: CompletionVocabulary
    ) -> (candidates: [String], typed: String, appendsSpace: Bool) {
        if let first = arguments.first, let form = forms.first(where: { $0.subword == first }) {
            return complete(form, arguments: Array(arguments.dropFirst()), current: current, vocabulary: vocabulary)
        }
        guard let reading = forms.first(where: { form in
            if form.subword != nil { return false }
            return form.grammar.custom != nil || !form.grammar.specs.isEmpty
        }) else {
            return (arguments.isEmpty ? forms.compactMap(\.subword) : [], current, true)
        }
        var answer = complete(reading, arguments: arguments, current: current, vocabulary: vocabulary)
        if arguments.isEmpty { answer.candidates += forms.compactMap(\.subword) }
        return answer
    }

    private static func complete(
        _ form: RegisteredCommand.Form, arguments: [String], current: String, vocabulary: CompletionVocabulary
    ) -> (candidates: [String], typed: String, appendsSpace: Bool) {
        guard let custom = form.grammar.custom else {
            return argument(arguments.count, of: form.grammar.specs, current: current, vocabulary: vocabulary)
        }
        let answer = custom.complete(CompletionRequest(arguments: arguments, current: current, sessionValues: vocabulary.sessionValues))
        return (answer.candidates, answer.typed, answer.appendsSpace)
    }

    /// The values of argument `index` of `specs`.
    private static func argument(
        _ index: Int, of specs: [ArgumentSpec], current: String, vocabulary: CompletionVocabulary
    ) -> (candidates: [String], typed: String, appendsSpace: Bool) {
        guard specs.indices.contains(index) else { return ([], current, true) }
        let source = specs[index].completion
        if source.isFiles { return files(current, vocabulary: vocabulary) }
        return (vocabulary.values(of: source), current, true)
    }

    private static func files(_ current: String, vocabulary: CompletionVocabulary) -> (candidates: [String], typed: String, appendsSpace: Bool) {
        let slash = current.lastIndex(of: "/")
        let folder = slash.map { String(current[...$0]) } ?? ""
        let entries = vocabulary.listDirectory(folder).map { folder + $0 }
        let isFolderOnly = entries.filter { $0.hasPrefix(current) }.count == 1 && (entries.first { $0.hasPrefix(current) }?.hasSuffix("/") ?? false)
        return (entries, current, !isFolderOnly)
    }

    private static let knownTimeZones = TimeZone.knownTimeZoneIdentifiers
}
