import Foundation
import LineEditor
import Presentation

/// Context-aware Tab completion (shell.md §4): command names, sub-words, ViewModel
/// names and `VM.property`, filter keys and values, promo codes, order numbers, files.
public enum ShellCompleter {
    /// What could replace the word before the cursor, given the text before it.
    public static func complete(_ textBeforeCursor: String, vocabulary: CompletionVocabulary) -> CompletionResult {
        let command = textBeforeCursor.split(separator: ";", omittingEmptySubsequences: false).last.map(String.init) ?? ""
        let endsWithBlank = command.last.map { $0 == " " || $0 == "\t" } ?? true
        var words = command.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        let current = endsWithBlank ? "" : (words.popLast() ?? "")
        let (candidates, typed, appendsSpace) = candidates(previous: words, current: current, vocabulary: vocabulary)
        let matching = Set(candidates.filter { $0.hasPrefix(typed) }).sorted()
        return CompletionResult(replacing: typed.unicodeScalars.count, candidates: matching, appendsSpace: appendsSpace)
    }

    /// The candidates for the current word, the part of it they replace, and whether a
    /// lone match is followed by a space.
    private static func candidates(
        previous: [String], current: String, vocabulary: CompletionVocabulary
    ) -> (candidates: [String], typed: String, appendsSpace: Bool) {
        guard let command = previous.first else { return (CommandCatalog.names, current, true) }
        let arguments = Array(previous.dropFirst())
        let names = vocabulary.catalog.names
        switch (command, arguments.count) {
        case ("load", 0): return (["orders", "order", "cart", "bookmarks"], current, true)
        case ("load", 1) where ["order", "cart"].contains(arguments[0]): return (vocabulary.orderReferences, current, true)
        case ("filter", _): return filterCandidates(arguments: arguments, current: current, vocabulary: vocabulary)
        case ("sort", 0): return (SortKey.allCases.map(\.rawValue), current, true)
        case ("sort", 1): return (SortDirection.allCases.map(\.rawValue), current, true)
        case ("apply-promo", 0): return (vocabulary.promoCodes, current, true)
        case ("show", _), ("props", 0), ("watch", 0), ("expect", 0):
            if current.contains(".") { return (vocabulary.catalog.propertyPaths, current, true) }
            if command == "show", !arguments.isEmpty { return (["--json"], current, true) }
            if command == "expect" { return (names.map { $0 + "." }, current, false) }
            // `show summary` may go on as `show summary.totalLabel`: no space after the name.
            return (names, current, command != "show")
        case ("expect", 1): return (["==", "!="], current, true)
        case ("set", 0): return (["now", "locale", "calendar", "timezone", "data", "latency", "fail"], current, true)
        case ("set", 1):
            switch arguments[0] {
            case "fail": return (["load", "off"], current, true)
            case "now": return (["system"], current, true)
            case "locale": return (ViewModelSession.localeIdentifiers, current, true)
            case "calendar": return (CalendarName.all, current, true)
            case "timezone": return (knownTimeZones, current, true)
            case "data": return files(current, vocabulary: vocabulary)
            default: return ([], current, true)
            }
        case ("trace", 0): return (["on", "off"], current, true)
        case ("help", 0): return (CommandCatalog.names, current, true)
        case ("source", 0): return files(current, vocabulary: vocabulary)
        default: return ([], current, true)
        }
    }

    private static func filterCandidates(
        arguments: [String], current: String, vocabulary: CompletionVocabulary
    ) -> (candidates: [String], typed: String, appendsSpace: Bool) {
        let keys = FilterKey.allCases.map(\.rawValue)
        // A value typed right after its operator: `status=sh`, `status!=can`.
        if let operatorEnd = current.lastIndex(where: { "=!<>~".contains($0) }) {
            let key = String(current.prefix { !"=!<>~".contains($0) })
            let operatorText = String(current[current.index(current.startIndex, offsetBy: key.count)...operatorEnd])
            let value = String(current[current.index(after: operatorEnd)...])
            let prefix = String(current[...operatorEnd])
            let (values, typed) = filterValues(for: key, typed: value, vocabulary: vocabulary)
            return (values.map { prefix + String(value.dropLast(typed.count)) + $0 }, current, !takesList(key, operatorText))
        }
        if let last = arguments.last, FilterOperator(rawValue: last) != nil, arguments.count >= 2 {
            let key = arguments[arguments.count - 2]
            let (values, typed) = filterValues(for: key, typed: current, vocabulary: vocabulary)
            let kept = String(current.dropLast(typed.count))
            return (values.map { kept + $0 }, current, !takesList(key, last))
        }
        if let last = arguments.last, let key = FilterKey(rawValue: last) {
            return (key.operators.map(\.rawValue), current, true)
        }
        return (arguments.isEmpty ? keys + ["reset"] : keys, current, true)
    }

    /// Whether a value of `key` after `operatorText` may go on with `,` (`status = a,b`):
    /// then a completed value takes no space.
    private static func takesList(_ key: String, _ operatorText: String) -> Bool {
        FilterKey(rawValue: key) == .status && operatorText == "="
    }

    /// Values for a filter key; for a status list, only the part after the last comma is typed.
    private static func filterValues(
        for key: String, typed: String, vocabulary: CompletionVocabulary
    ) -> (values: [String], typed: String) {
        switch FilterKey(rawValue: key) {
        case .status:
            let part = typed.split(separator: ",", omittingEmptySubsequences: false).last.map(String.init) ?? ""
            return (vocabulary.statusValues, part)
        case .month: return (["current", "all"], typed)
        case .signature: return (["yes", "no"], typed)
        default: return ([], typed)
        }
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
