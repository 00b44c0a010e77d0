internal import Domain
import Foundation
import ViewModelDisplay

/// Applies typed filter clauses to an ``OrderFilter``, all or nothing.
enum FilterClauseReader {
    /// `filter` with `clauses` applied, or the first clause's error.
    /// `statuses` are the status names accepted (known ones plus those in the loaded data);
    /// a month must be one `calendar` has.
    static func apply(_ clauses: [FilterClause], to filter: OrderFilter, statuses: StatusNames, calendar: Calendar) throws(FilterError) -> OrderFilter {
        var result = filter
        for clause in clauses {
            guard clause.key.operators.contains(clause.op) else {
                let accepted = clause.key.operators.map(\.rawValue)
                throw FilterError(
                    message: "\(clause.key.rawValue) takes \(list(accepted, "or")), not \(EchoedValue.quoted(clause.op.rawValue))",
                    offending: clause.op.rawValue,
                    candidates: accepted
                )
            }
            switch clause.key {
            case .status: result.status = try statusRule(clause, statuses: statuses)
            case .month: result.month = try monthRule(clause.value, calendar: calendar)
            case .total: result.total = try totalRule(clause)
            case .signature: result.requiresSignature = try signature(clause.value)
            case .title:
                let text = clause.value.trimmingCharacters(in: .whitespaces)
                result.titleContains = text.isEmpty ? nil : text
            }
        }
        return result
    }

    private static func statusRule(_ clause: FilterClause, statuses: StatusNames) throws(FilterError) -> OrderFilter.StatusRule {
        let names = clause.value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard !names.isEmpty else {
            throw FilterError(message: "status needs one or more statuses like shipped,delivered", offending: clause.value, candidates: statuses.names)
        }
        var picked = StatusList()
        for name in names {
            guard let match = statuses.name(matching: name) else {
                throw FilterError(message: "unknown status \(EchoedValue.quoted(name))", offending: name, candidates: statuses.names)
            }
            picked.add(OrderStatus(rawValue: match))
        }
        return clause.op == .equal ? .oneOf(picked.statuses) : .noneOf(picked.statuses)
    }

    private static func monthRule(_ value: String, calendar: Calendar) throws(FilterError) -> OrderFilter.MonthRule {
        switch value.lowercased() {
        case "current": return .current
        case "all": return .all
        default:
            if let month = CalendarMonth(text: value), MonthNaming.isNamed(month, in: calendar) {
                guard month.interval(in: calendar) != nil else {
                    throw FilterError(message: MonthNaming.missing(month, in: calendar), offending: value, candidates: [])
                }
                return .month(year: month.year, month: month.month)
            }
            throw FilterError(
                message: "month takes current, all or a month like 2026-11, not \(EchoedValue.quoted(value))",
                offending: value,
                candidates: ["current", "all"]
            )
        }
    }

    private static func totalRule(_ clause: FilterClause) throws(FilterError) -> OrderFilter.TotalRule {
        guard let comparison = clause.op.comparison else {
            throw FilterError(message: "total takes a comparison, not \(EchoedValue.quoted(clause.op.rawValue))", offending: clause.op.rawValue)
        }
        guard let amount = Decimal(plainText: clause.value) else {
            throw FilterError(message: "total needs an amount like 50 or 49.99, not \(EchoedValue.quoted(clause.value))", offending: clause.value)
        }
        return OrderFilter.TotalRule(comparison, amount)
    }

    private static func signature(_ value: String) throws(FilterError) -> Bool {
        switch value.lowercased() {
        case "yes": return true
        case "no": return false
        default:
            throw FilterError(message: "signature takes yes or no, not \(EchoedValue.quoted(value))", offending: value, candidates: ["yes", "no"])
        }
    }

    /// `a`, `a or b`, `a, b or c`.
    static func list(_ words: [String], _ conjunction: String) -> String {
        guard words.count > 1, let last = words.last else { return words.first ?? "" }
        return words.dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }
}

extension FilterOperator {
    /// The comparison this operator stands for; `nil` for `~`, which compares text.
    var comparison: OrderFilter.Comparison? {
        switch self {
        case .equal: .equal
        case .notEqual: .notEqual
        case .greater: .greater
        case .greaterOrEqual: .greaterOrEqual
        case .less: .less
        case .lessOrEqual: .lessOrEqual
        case .contains: nil
        }
    }
}
