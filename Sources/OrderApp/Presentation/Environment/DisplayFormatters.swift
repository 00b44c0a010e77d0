internal import Domain
import Foundation

/// Counts formatting calls, so tests can prove that reading properties formats nothing.
@MainActor final class FormatCounter {
    private(set) var count = 0
    func record(_ times: Int = 1) { count += times }
}

/// The formatters of one (locale, calendar, time zone, currency): created once, reused for every value.
///
/// Amounts and long dates are remembered (``RememberedTexts``); every text still comes from
/// Foundation's formatter, so no locale can drift.
@MainActor final class DisplayFormatters {
    private let numberStyle: Decimal.FormatStyle
    private let integerStyle: IntegerFormatStyle<Int>
    private let monthStyle: Date.FormatStyle
    private let dayStyle: Date.FormatStyle
    private let counter: FormatCounter
    /// The remembered amounts and dates; a copy may format on another thread (``adopt(_:requests:)``
    /// then takes it back and counts what it formatted).
    private(set) var remembered: RememberedTexts

    /// The formatters of `calendar`'s locale, time zone and calendar (domain.md §4).
    init(calendar: Calendar, currency: String, counter: FormatCounter) {
        let locale = calendar.locale ?? Locale(identifier: "en_US")
        let timeZone = calendar.timeZone
        remembered = RememberedTexts(
            currencyStyle: Decimal.FormatStyle.Currency(code: currency, locale: locale),
            longDateStyle: Date.FormatStyle(date: .long, time: .omitted, locale: locale, calendar: calendar, timeZone: timeZone),
            calendar: calendar)
        numberStyle = Decimal.FormatStyle(locale: locale)
        integerStyle = IntegerFormatStyle<Int>(locale: locale)
        monthStyle = Date.FormatStyle(locale: locale, calendar: calendar, timeZone: timeZone).month(.wide).year()
        dayStyle = Date.FormatStyle(locale: locale, calendar: calendar, timeZone: timeZone).month(.wide).day()
        self.counter = counter
    }

    /// `$107.99`, `107,99 $`.
    func currency(_ amount: Decimal) -> String {
        counter.record()
        return remembered.currency(amount)
    }

    /// `33.333`, `33,333`.
    func number(_ value: Decimal) -> String { counted(numberStyle, value) }

    /// `1,234`.
    func integer(_ value: Int) -> String { counted(integerStyle, value) }

    /// `1,234`, and a whole number past `Int.max` in the same style.
    func integer(_ value: Decimal) -> String {
        if let small = Int(exactly: NSDecimalNumber(decimal: value).int64Value), Decimal(small) == value { return integer(small) }
        return number(value)
    }

    /// `No orders`, `1 order`, `1,234 orders`.
    func count(_ value: Int, one: String, many: String, none: String) -> String {
        switch value {
        case 0: none
        case 1: "\(integer(1)) \(one)"
        default: "\(integer(value)) \(many)"
        }
    }

    /// `November 3, 2026`, `3. November 2026`.
    func longDate(_ date: Date) -> String {
        counter.record()
        return remembered.longDate(date)
    }

    /// Takes back `texts` (a copy of ``remembered`` that formatted `requests` amounts and
    /// dates elsewhere): it keeps what the copy learned, and the counter counts them.
    func adopt(_ texts: RememberedTexts, requests: Int) {
        remembered = texts
        counter.record(requests)
    }

    /// `November 2026`.
    func month(_ date: Date) -> String { counted(monthStyle, date) }

    /// `November 14`: the locale's month and day, without the year.
    func day(_ date: Date) -> String { counted(dayStyle, date) }

    /// Every formatting call goes through here, so `FormatCounter` sees all of them.
    private func counted<Style: FormatStyle>(_ style: Style, _ value: Style.FormatInput) -> Style.FormatOutput {
        counter.record()
        return style.format(value)
    }
}
