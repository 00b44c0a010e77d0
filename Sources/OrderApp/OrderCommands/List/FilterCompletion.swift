import DisplayInterface
import Presentation

/// Tab after `filter`: keys, then their operators, then values; blanks around the
/// operator optional (`status=sh`), and no space after a status where `,` may follow.
enum FilterCompletion {
    /// The statuses the loaded list shows.
    @MainActor static let statuses = CompletionSource.values(of: \OrderListViewModel.statusValues)
    /// The months the loaded list's orders fall in, in the session's calendar.
    @MainActor static let months = CompletionSource.values(of: \OrderListViewModel.monthValues)

    private static let operatorCharacters = "=!<>~"

    static func complete(_ request: CompletionRequest) -> CompletionAnswer {
        let (arguments, current) = (request.arguments, request.current)
        let keys = FilterKey.allCases.map(\.rawValue)
        // A value typed right after its operator: `status=sh`, `status!=can`.
        if let operatorEnd = current.lastIndex(where: { operatorCharacters.contains($0) }) {
            let key = String(current.prefix { !operatorCharacters.contains($0) })
            let operatorText = String(current[current.index(current.startIndex, offsetBy: key.count)...operatorEnd])
            let value = String(current[current.index(after: operatorEnd)...])
            let prefix = String(current[...operatorEnd])
            let (values, typed) = values(for: key, typed: value, request: request)
            return CompletionAnswer(
                candidates: values.map { prefix + String(value.dropLast(typed.count)) + $0 }, typed: current,
                appendsSpace: !takesList(key, operatorText))
        }
        if let last = arguments.last, FilterOperator(rawValue: last) != nil, arguments.count >= 2 {
            let key = arguments[arguments.count - 2]
            let (values, typed) = values(for: key, typed: current, request: request)
            let kept = String(current.dropLast(typed.count))
            return CompletionAnswer(candidates: values.map { kept + $0 }, typed: current, appendsSpace: !takesList(key, last))
        }
        if let last = arguments.last, let key = FilterKey(rawValue: last) {
            return CompletionAnswer(candidates: key.operators.map(\.rawValue), typed: current)
        }
        return CompletionAnswer(candidates: keys, typed: current)
    }

    /// Whether a value of `key` after `operatorText` may go on with `,` (`status = a,b`):
    /// then a completed value takes no space.
    private static func takesList(_ key: String, _ operatorText: String) -> Bool {
        FilterKey(rawValue: key) == .status && operatorText == "="
    }

    /// Values for a filter key; for a status list, only the part after the last comma is
    /// typed, and the statuses already in the list are not offered again.
    private static func values(for key: String, typed: String, request: CompletionRequest) -> (values: [String], typed: String) {
        switch FilterKey(rawValue: key) {
        case .status:
            let parts = typed.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            let listed = Set(parts.dropLast())
            // The statuses, the one source the filter's grammar declares.
            return ((request.sourceValues.first ?? []).filter { !listed.contains($0) }, parts.last ?? "")
        case .month:
            // The months, the second source the filter's grammar declares.
            let sources = request.sourceValues
            return (sources.count > 1 ? sources[1] : ["current", "all"], typed)
        case .signature: return (["yes", "no"], typed)
        default: return ([], typed)
        }
    }
}
