internal import Domain
import Foundation

/// Messages about a `YYYY-MM` the session's calendar has no month for.
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
}
