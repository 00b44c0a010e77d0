internal import Domain
import Foundation

/// Counts formatting calls, so tests can prove that reading properties formats nothing.
@MainActor final class FormatCounter {
    private(set) var count = 0
    func record() { count += 1 }
}

/// The formatters of one (locale, time zone, currency): created once, reused for every value.
///
/// Results are remembered: an amount by its value, a long date by its calendar day. Lists
/// repeat both (a million rows hold a few thousand shipping amounts and ninety-odd days),
/// and every text still comes from Foundation's formatter, so no locale can drift.
@MainActor final class DisplayFormatters {
    /// How many remembered results of one kind are kept before the memory starts over.
    static let memoryLimit = 1 << 15

    private let currencyStyle: Decimal.FormatStyle.Currency
    private let numberStyle: Decimal.FormatStyle
    private let integerStyle: IntegerFormatStyle<Int>
    private let longDateStyle: Date.FormatStyle
    private let monthStyle: Date.FormatStyle
    private let counter: FormatCounter
    private let calendar: Calendar
    private var currencyTexts: [Decimal: String] = [:]
    /// Long dates by quarter hour since 1970: every time zone's days start on one.
    private var dayTexts: [Int: (day: DateInterval, text: String)] = [:]

    init(locale: Locale, timeZone: TimeZone, currency: String, counter: FormatCounter) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        calendar.locale = locale
        self.calendar = calendar
        currencyStyle = Decimal.FormatStyle.Currency(code: currency, locale: locale)
        numberStyle = Decimal.FormatStyle(locale: locale)
        integerStyle = IntegerFormatStyle<Int>(locale: locale)
        longDateStyle = Date.FormatStyle(date: .long, time: .omitted, locale: locale, calendar: calendar, timeZone: timeZone)
        monthStyle = Date.FormatStyle(locale: locale, calendar: calendar, timeZone: timeZone).month(.wide).year()
        self.counter = counter
    }

    /// `$107.99`, `107,99 $`.
    func currency(_ amount: Decimal) -> String {
        if let text = currencyTexts[amount] {
            counter.record()
            return text
        }
        let text = counted(currencyStyle, amount)
        if currencyTexts.count >= Self.memoryLimit { currencyTexts = [:] }
        currencyTexts[amount] = text
        return text
    }

    /// `33.333`, `33,333`.
    func number(_ value: Decimal) -> String { counted(numberStyle, value) }

    /// `1,234`.
    func integer(_ value: Int) -> String { counted(integerStyle, value) }

    /// `No orders`, `1 order`, `1,234 orders`.
    func count(_ value: Int, one: String, many: String, none: String) -> String {
        switch value {
        case 0: none
        case 1: "1 \(one)"
        default: "\(integer(value)) \(many)"
        }
    }

    /// `November 3, 2026`, `3. November 2026`.
    func longDate(_ date: Date) -> String {
        let quarterHour = Int((date.timeIntervalSince1970 / 900).rounded(.down))
        if let known = dayTexts[quarterHour], known.day.start <= date, date < known.day.end {
            counter.record()
            return known.text
        }
        let text = counted(longDateStyle, date)
        if let day = calendar.dateInterval(of: .day, for: date) {
            if dayTexts.count >= Self.memoryLimit { dayTexts = [:] }
            // Every quarter hour of the day learns its text at once: one miss a day.
            let first = Int((day.start.timeIntervalSince1970 / 900).rounded(.down))
            let last = Int((day.end.timeIntervalSince1970 / 900).rounded(.up))
            for bucket in first..<max(last, first + 1) { dayTexts[bucket] = (day, text) }
        }
        return text
    }

    /// `November 2026`.
    func month(_ date: Date) -> String { counted(monthStyle, date) }

    /// Every formatting call goes through here, so `FormatCounter` sees all of them.
    private func counted<Style: FormatStyle>(_ style: Style, _ value: Style.FormatInput) -> Style.FormatOutput {
        counter.record()
        return style.format(value)
    }
}
