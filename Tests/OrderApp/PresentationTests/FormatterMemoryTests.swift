import DisplayInterface
import Foundation
import Testing
@testable import Presentation

/// ``DisplayFormatters`` remembers what it formatted; what it returns, first time or
/// remembered, must be Foundation's text for every locale.
@MainActor
@Suite("Formatter memory")
struct FormatterMemoryTests {
    static let amounts = ["0", "0.005", "0.015", "-0.005", "-24.00", "1234567.89", "99.995", "100", "0.1",
                          "123456789012345678.99", "-1234567.891"].compactMap { Decimal(string: $0, locale: Locale(identifier: "en_US_POSIX")) }

    @Test("amounts, first time and remembered, are Foundation's text in every locale")
    func amountsInEveryLocale() {
        var checked = 0
        for identifier in Locale.availableIdentifiers.sorted() {
            let locale = Locale(identifier: identifier)
            let environment = SessionEnvironment(clock: .system, locale: locale, timeZone: .gmt)
            let formatters = DisplayFormatters(calendar: environment.calendar, currency: "USD", counter: FormatCounter())
            let style = Decimal.FormatStyle.Currency(code: "USD", locale: locale)
            for amount in Self.amounts {
                let expected = style.format(amount)
                #expect(formatters.currency(amount) == expected, "\(amount) in \(identifier)")
                #expect(formatters.currency(amount) == expected, "\(amount) in \(identifier), remembered")
                checked += 1
            }
        }
        #expect(checked > 1000)
    }

    @Test("long dates are remembered by calendar day in the time zone, in the locale's own calendar", arguments: ["UTC", "Europe/Berlin", "America/New_York", "Asia/Kathmandu", "Australia/Lord_Howe"])
    func datesByDay(_ zone: String) throws {
        let timeZone = try #require(TimeZone(identifier: zone))
        for identifier in ["en_US", "de_DE", "ja_JP", "ar_EG", "fa_IR", "th_TH", "ar_SA", "en_US@calendar=hebrew"] {
            let locale = Locale(identifier: identifier)
            let formatters = DisplayFormatters(
                calendar: SessionEnvironment(clock: .system, locale: locale, timeZone: timeZone).calendar, currency: "USD",
                counter: FormatCounter())
            // FormatStyle with the locale's own calendar, as Foundation formats by default.
            var calendar = locale.calendar
            calendar.timeZone = timeZone
            let style = Date.FormatStyle(date: .long, time: .omitted, locale: locale, calendar: calendar, timeZone: timeZone)
            // Every 17 minutes across the October/November and DST boundaries, twice.
            for pass in 0..<2 {
                for step in 0..<1200 {
                    let date = Date(timeIntervalSince1970: 1_793_000_000 + Double(step * 17 * 60))
                    #expect(formatters.longDate(date) == style.format(date), "\(date) in \(identifier) \(zone), pass \(pass)")
                }
            }
        }
    }
}
