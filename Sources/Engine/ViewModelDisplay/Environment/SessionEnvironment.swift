import Foundation

/// Where every ViewModel of a session reads "now", the locale, the calendar and the time
/// zone from (domain.md §4). ViewModels never read the system clock, locale or time zone.
public struct SessionEnvironment: Sendable, Hashable {
    /// The source of "now".
    public enum Clock: Sendable, Hashable {
        /// The system clock, read each time "now" is needed.
        case system
        /// A fixed instant (scripts, tests, `set now`).
        case fixed(Date)
    }

    /// Where "now" comes from.
    public var clock: Clock
    /// The locale of dates, numbers and currency.
    public var locale: Locale
    /// The time zone of dates and of "this month".
    public var timeZone: TimeZone
    /// The calendar set with `set calendar` / `--calendar`; `nil` follows the locale's own
    /// (th_TH Buddhist, fa_IR Persian, a `@calendar=` keyword).
    public var calendarIdentifier: Calendar.Identifier?

    public init(clock: Clock, locale: Locale, timeZone: TimeZone, calendarIdentifier: Calendar.Identifier? = nil) {
        self.clock = clock
        self.locale = locale
        self.timeZone = timeZone
        self.calendarIdentifier = calendarIdentifier
    }

    /// The calendar of every date label and month rule (domain.md §4): the one set, or the
    /// locale's, in this environment's locale and time zone.
    public var calendar: Calendar {
        var calendar = Calendar(identifier: calendarIdentifier ?? locale.calendar.identifier)
        calendar.locale = locale
        calendar.timeZone = timeZone
        return calendar
    }

    /// The current instant as this environment sees it.
    public var now: Date {
        switch clock {
        case .system: Date()
        case .fixed(let date): date
        }
    }

    /// Interactive defaults: the system clock, locale and time zone.
    public static var system: SessionEnvironment {
        SessionEnvironment(clock: .system, locale: .current, timeZone: .current)
    }

    /// The golden harness defaults: now = 2026-11-22T12:00:00Z, en_US, UTC.
    public static let harness = SessionEnvironment(
        clock: .fixed(Date(timeIntervalSince1970: 1_795_348_800)),
        locale: Locale(identifier: "en_US"),
        timeZone: TimeZone(identifier: "UTC") ?? .gmt
    )
}
