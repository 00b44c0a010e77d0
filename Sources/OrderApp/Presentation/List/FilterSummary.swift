internal import Domain
import Foundation

/// The one-line description of a list filter: `this month · not cancelled · total > $0.00`.
enum FilterSummary {
    @MainActor static func describe(_ filter: OrderFilter, formatters: DisplayFormatters, calendar: Calendar) -> String {
        var parts: [String] = []
        switch filter.month {
        case .current: parts.append("this month")
        case .all: break
        case .month(let year, let month):
            if let date = calendar.date(from: DateComponents(year: year, month: month, day: 1)) {
                parts.append(formatters.month(date))
            }
        }
        let statuses = filter.status.statuses
        switch filter.status.kind {
        case .any: break
        case .oneOf: parts.append(FilterClauseReader.list(statuses.map(\.rawValue), "or"))
        case .noneOf: parts.append(statuses.map { "not \($0.rawValue)" }.joined(separator: ", "))
        }
        if let total = filter.total {
            parts.append("total \(symbol(total.comparison)) \(formatters.currency(total.amount))")
        }
        if let signature = filter.requiresSignature {
            parts.append(signature ? "signature required" : "no signature")
        }
        if let text = filter.titleContains {
            parts.append("title ~ \"\(text)\"")
        }
        return parts.isEmpty ? "all orders" : parts.joined(separator: " · ")
    }

    /// `>` for `.greater`: the operator `filter` takes for the comparison.
    private static func symbol(_ comparison: OrderFilter.Comparison) -> String {
        FilterOperator.allCases.first { $0.comparison == comparison }?.rawValue ?? "?"
    }
}
