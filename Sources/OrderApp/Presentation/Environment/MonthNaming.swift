internal import Domain
import Foundation
import ViewModelDisplay

/// Months in the session's calendar as a person types them: the months orders fall in
/// (what Tab offers), a `YYYY-MM` the calendar has no month for, and one named in another
/// calendar than the one meant.
enum MonthNaming {
    /// Whether `month`'s number is one `calendar` ever uses (13 only in a calendar with a
    /// thirteenth month); a number it never uses is not a month at all.
    static func isNamed(_ month: CalendarMonth, in calendar: Calendar) -> Bool {
        month.month < (calendar.maximumRange(of: .month)?.upperBound ?? 13)
    }

    /// `the hebrew calendar has no month 06 in 5786`.
    static func missing(_ month: CalendarMonth, in calendar: Calendar) -> String {
        let name = "\(calendar.identifier)"
        let year = String(repeating: "0", count: max(0, 4 - String(month.year).count)) + String(month.year)
        let number = (month.month < 10 ? "0" : "") + String(month.month)
        return "the \(name) calendar has no month \(number) in \(year)"
    }

    /// The months (`2026-11`) of `orders` in `calendar`, newest first. The calendar is asked
    /// once a month between the first and the last order, not once an order: each order
    /// then finds its month among those by its instant.
    static func months(in orders: [Order], calendar: Calendar) -> [String] {
        guard let span = OrderSelection.createdSpan(of: orders) else { return [] }
        let latest = span.end
        var starts: [Date] = []
        var names: [String] = []
        var month = calendar.dateInterval(of: .month, for: span.start)
        while let current = month, current.start <= latest, starts.count < 12 * 200 {
            let parts = calendar.dateComponents([.year, .month], from: current.start)
            starts.append(current.start)
            names.append(SalesMonthText.text(year: parts.year ?? 0, month: parts.month ?? 0))
            month = calendar.dateInterval(of: .month, for: current.end)
        }
        var present = [Bool](repeating: false, count: starts.count)
        for order in orders {
            // The last month that starts at or before the order.
            var low = 0
            var high = starts.count
            while low < high {
                let middle = (low + high) / 2
                if starts[middle] <= order.createdAt { low = middle + 1 } else { high = middle }
            }
            if low > 0 { present[low - 1] = true }
        }
        return zip(names, present).filter(\.1).map(\.0).reversed()
    }

    /// The note for a month named in the wrong calendar: `month` (labelled `label`) has no
    /// order and lies more than a year from the orders' `span`, as `2026-10` does in a
    /// Buddhist calendar; `nil` otherwise.
    @MainActor static func farFromData(
        _ month: DateInterval, named label: String, span: DateInterval?, formatters: DisplayFormatters, calendar: Calendar
    ) -> String? {
        guard let span, ComputeSalesReport.isFarFromData(month, span: span) else { return nil }
        let name = CalendarName.name(of: calendar.identifier)
        return "no orders in \(label): the orders run from \(formatters.month(span.start)) to "
            + "\(formatters.month(span.end)) in the \(name) calendar (set calendar changes it)"
    }
}
