internal import Domain
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
    /// The currency format as a template, when it reproduces Foundation's exactly.
    private let currencyTemplate: CurrencyTemplate?
    private let longDateStyle: Date.FormatStyle
    private let calendar: Calendar
    private var currencyTexts: [Decimal: String] = [:]
    private var labelTexts: [Label: String] = [:]
    /// The days met so far, each with its long date, in order of their start. Days do not
    /// overlap, so a date finds its day by binary search, and the calendar is asked only for
    /// a day not met yet: a month's list asks about thirty times, not once per quarter hour.
    private var days: [DayText] = []

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
        currencyTemplate = CurrencyTemplate(currencyStyle)
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

    /// `prefix` then an amount of whole `cents` (`Shipping: $4.50`): written from the
    /// template when there is one (a real export's amounts rarely repeat, so remembering
    /// them gains nothing), else as ``currency(_:after:)`` writes it.
    mutating func currency(cents: Int, after prefix: String) -> String {
        if let text = currencyTemplate?.format(cents: cents) { return prefix + text }
        return currency(Decimal(cents: cents), after: prefix)
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
    mutating func longDate(_ date: Date) -> String {
        // The readers keep instants in the years 1…9999; anything else is formatted, not remembered.
        guard date.timeIntervalSinceReferenceDate.isFinite else { return longDateStyle.format(date) }
        // The first day that starts after `date`; the one before it may hold it.
        var low = 0
        var high = days.count
        while low < high {
            let middle = (low + high) / 2
            if days[middle].day.start <= date { low = middle + 1 } else { high = middle }
        }
        if low > 0, date < days[low - 1].day.end { return days[low - 1].text }
        guard let day = calendar.dateInterval(of: .day, for: date) else { return longDateStyle.format(date) }
        let text = longDateStyle.format(date)
        if days.count >= Self.memoryLimit {
            days = [DayText(day: day, text: text)]
        } else {
            days.insert(DayText(day: day, text: text), at: low)
        }
        return text
    }
}
