/// A session's environment written as the values `set now`, `set locale` and
/// `set timezone` accept, so that another session can be given the same one.
public struct EnvironmentSettings: Sendable, Hashable {
    /// An ISO 8601 date-time in UTC, to the second (`2026-11-22T12:00:00Z`).
    public var now: String
    /// Whether "now" follows the system clock: ``now`` is then the instant it was read.
    public var isSystemClock: Bool
    /// A locale identifier `set locale` accepts (`en_US`).
    public var locale: String
    /// An IANA time zone identifier (`Europe/Berlin`).
    public var timeZone: String
    /// The calendar set with `set calendar` (`persian`); `nil` while it follows the locale.
    public var calendar: String?

    /// The settings as `set` takes them; `calendar` `nil` follows the locale.
    public init(now: String, isSystemClock: Bool, locale: String, timeZone: String, calendar: String? = nil) {
        self.now = now
        self.isSystemClock = isSystemClock
        self.locale = locale
        self.timeZone = timeZone
        self.calendar = calendar
    }
}

extension EnvironmentSettings {
    /// The harness's fixed environment (domain.md §4): now 2026-11-22T12:00:00Z, locale
    /// en_US, time zone UTC, the locale's calendar.
    public static let harness = EnvironmentSettings(now: "2026-11-22T12:00:00Z", isSystemClock: false, locale: "en_US", timeZone: "UTC")
}
