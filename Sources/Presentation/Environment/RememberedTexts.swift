import Foundation

/// The amounts and long dates of one environment, formatted by Foundation and remembered:
/// an amount by its value, a long date by its calendar day in the time zone. A list repeats
/// both (a million rows hold a few thousand shipping amounts and ninety-odd days).
///
/// A value type: a copy formats on another thread (a large list gives each core its own).
struct RememberedTexts: Sendable {
    /// How many remembered results of one kind are kept before the memory starts over.
    static let memoryLimit = 1 << 15

    private let currencyStyle: Decimal.FormatStyle.Currency
    private let longDateStyle: Date.FormatStyle
    private let calendar: Calendar
    private var currencyTexts: [Decimal: String] = [:]
    private var labelTexts: [Label: String] = [:]
    /// Long dates by quarter hour since 1970: every time zone's days start on one, so a
    /// quarter hour lies in one day.
    private var dayTexts: [Int: DayText] = [:]
    /// Long dates by the start of their day, for the quarter hours not yet asked for.
    private var textsByDayStart: [Date: String] = [:]

    private struct Label: Hashable, Sendable {
        let prefix: String
        let amount: Decimal
    }

    private struct DayText: Sendable {
        let day: DateInterval
        let text: String
    }

    init(currencyStyle: Decimal.FormatStyle.Currency, longDateStyle: Date.FormatStyle, calendar: Calendar) {
        self.currencyStyle = currencyStyle
        self.longDateStyle = longDateStyle
        self.calendar = calendar
    }

    /// `$107.99`, `107,99 $`.
    mutating func currency(_ amount: Decimal) -> String {
        if let text = currencyTexts[amount] { return text }
        let text = currencyStyle.format(amount)
        if currencyTexts.count >= Self.memoryLimit { currencyTexts = [:] }
        currencyTexts[amount] = text
        return text
    }

    /// `prefix` then the amount (`Shipping: $4.50`), remembered whole: rows then share one
    /// string instead of each joining (and, past 15 bytes, allocating) its own.
    mutating func currency(_ amount: Decimal, after prefix: String) -> String {
        let key = Label(prefix: prefix, amount: amount)
        if let text = labelTexts[key] { return text }
        let text = prefix + currency(amount)
        if labelTexts.count >= Self.memoryLimit { labelTexts = [:] }
        labelTexts[key] = text
        return text
    }

    /// `November 3, 2026`, `3. November 2026`.
    ///
    /// A quarter hour learns its day when first asked (a calendar call), and the day's text
    /// is formatted once: a short list pays for the days it shows, not for 96 quarter hours
    /// each, and a long one finds nearly every date in the first dictionary.
    mutating func longDate(_ date: Date) -> String {
        // The readers keep instants in the years 1…9999; anything else is formatted, not remembered.
        guard let quarterHour = Int(exactly: (date.timeIntervalSince1970 / 900).rounded(.down)) else {
            return longDateStyle.format(date)
        }
        if let known = dayTexts[quarterHour], known.day.start <= date, date < known.day.end { return known.text }
        guard let day = calendar.dateInterval(of: .day, for: date) else { return longDateStyle.format(date) }
        let text: String
        if let known = textsByDayStart[day.start] {
            text = known
        } else {
            text = longDateStyle.format(date)
            if textsByDayStart.count >= Self.memoryLimit { textsByDayStart = [:] }
            textsByDayStart[day.start] = text
        }
        if dayTexts.count >= Self.memoryLimit { dayTexts = [:] }
        dayTexts[quarterHour] = DayText(day: day, text: text)
        return text
    }
}
