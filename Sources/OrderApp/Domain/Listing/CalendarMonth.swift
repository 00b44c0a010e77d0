import Foundation

/// A month named as `YYYY-MM` in the session's calendar (`filter month = 2026-11`,
/// `load sales 2026-11`): the one reader of that form.
public struct CalendarMonth: Sendable, Hashable {
    public let year: Int
    public let month: Int

    public init(year: Int, month: Int) {
        self.year = year
        self.month = month
    }

    /// The month `text` names: four ASCII digits of a year from 0001 (there is no year 0:
    /// the year before 1 is 1 BC, which a label without an era cannot show), `-`, and two
    /// of a month from 01 to 13 (13: the calendars with a thirteenth month, the Hebrew one's
    /// Elul among them). `nil` for any other text.
    public init?(text: some StringProtocol) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].count == 4, parts[1].count == 2,
              parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              let year = Int(parts[0]), let month = Int(parts[1]), year >= 1, (1...13).contains(month)
        else { return nil }
        self.init(year: year, month: month)
    }

    /// The month's instants in `calendar`, or `nil` when the calendar has no such month
    /// that year (month 13 of the Gregorian calendar; Adar I, month 6, of a common Hebrew
    /// year, which a calendar would silently take for the month after it).
    public func interval(in calendar: Calendar) -> DateInterval? {
        guard let first = calendar.date(from: DateComponents(year: year, month: month, day: 1)) else { return nil }
        let found = calendar.dateComponents([.year, .month], from: first)
        guard found.year == year, found.month == month else { return nil }
        return calendar.dateInterval(of: .month, for: first)
    }
}
