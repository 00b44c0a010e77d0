import Foundation

/// The session environment as `set now|locale|calendar|timezone` and the matching options
/// change it (domain.md §4): one set of rules for every app on the engine.
extension SessionEnvironment {
    /// `set now`: an ISO 8601 date-time with a zone (a fraction of a second kept), or
    /// `system` for the system clock.
    public mutating func setNow(_ text: String) throws(EnvironmentError) {
        if text.lowercased() == "system" {
            clock = .system
        } else if let date = Self.instant(text) {
            clock = .fixed(date)
        } else {
            throw EnvironmentError(
                message: "now takes an ISO 8601 date-time like 2026-11-22T12:00:00Z, or system, not \(EchoedValue.quoted(text))",
                offending: text)
        }
    }

    /// `set locale`: a locale identifier as Foundation or POSIX writes it (`en_US`, `de-DE`,
    /// `zh_TW`, `en_US.UTF-8`, `C`, with `@calendar=` and `@numbers=` kept; ``LocaleIdentifier``).
    public mutating func setLocale(_ identifier: String) throws(EnvironmentError) {
        let length = identifier.utf8.count
        guard length <= LocaleIdentifier.longest else {
            throw EnvironmentError(
                message: "a locale ID is at most \(LocaleIdentifier.longest) bytes, not \(length): \(EchoedValue.quoted(identifier))",
                offending: identifier)
        }
        guard let locale = LocaleIdentifier.locale(identifier) else {
            throw EnvironmentError(message: "unknown locale \(EchoedValue.quoted(identifier))", offending: identifier)
        }
        self.locale = locale
    }

    /// `set calendar`: a calendar by name (`gregorian`, `persian`, ``CalendarName``), or
    /// `locale` to follow the locale's own again.
    public mutating func setCalendar(_ name: String) throws(EnvironmentError) {
        let followsLocale = name.lowercased() == CalendarName.followLocale
        let identifier = CalendarName.identifier(name)
        guard followsLocale || identifier != nil else {
            throw EnvironmentError(message: "unknown calendar \(EchoedValue.quoted(name))", offending: name)
        }
        calendarIdentifier = identifier
    }

    /// `set timezone`: an IANA time zone such as `Europe/Berlin`, or `UTC`.
    public mutating func setTimeZone(_ identifier: String) throws(EnvironmentError) {
        guard identifier.utf8.count <= Self.longestTimeZone, let timeZone = TimeZone(identifier: identifier) else {
            throw EnvironmentError(message: "unknown time zone \(EchoedValue.quoted(identifier))", offending: identifier)
        }
        self.timeZone = timeZone
    }

    /// The longest time zone name looked up (the longest IANA name has 32 bytes).
    static let longestTimeZone = 100

    /// The environment as the values `set now`, `set locale`, `set timezone` and `set
    /// calendar` take, "now" as the instant it is (even on the system clock).
    public var settings: EnvironmentSettings {
        let isSystemClock = clock == .system
        let instant = now
        // A fixed instant keeps its fraction of a second; the system clock's is dropped.
        let hasFraction = !isSystemClock && instant.timeIntervalSince1970.rounded(.down) != instant.timeIntervalSince1970
        let now = instant.formatted(hasFraction ? Self.iso8601Fractional : Self.iso8601)
        var locale = locale.identifier
        if LocaleIdentifier.canonical(locale) == nil { locale = "en_US_POSIX" }
        return EnvironmentSettings(
            now: now, isSystemClock: isSystemClock, locale: locale, timeZone: timeZone.identifier,
            calendar: calendarIdentifier.map(CalendarName.name(of:)))
    }

    /// The environment `settings` write, or the first value refused.
    public init(_ settings: EnvironmentSettings) throws(EnvironmentError) {
        self = .harness
        try setNow(settings.isSystemClock ? "system" : settings.now)
        try setLocale(settings.locale)
        try setTimeZone(settings.timeZone)
        try setCalendar(settings.calendar ?? CalendarName.followLocale)
    }

    /// The system's clock and time zone, and the locale the process's variables name
    /// (`LC_ALL`, `LC_MONETARY`, `LANG`, read as ``LocaleIdentifier`` reads IDs): with none,
    /// the C/POSIX locale, or a language Foundation does not know, en_US, never the root
    /// locale's `US$`.
    public static func system(variables: [String: String]) -> SessionEnvironment {
        SessionEnvironment(clock: .system, locale: systemLocale(variables: variables), timeZone: .current)
    }

    /// The locale the process's variables name, as ``system(variables:)`` reads it.
    public static func systemLocale(variables: [String: String]) -> Locale {
        for key in ["LC_ALL", "LC_MONETARY", "LANG"] {
            guard let value = variables[key], !value.isEmpty else { continue }
            return LocaleIdentifier.locale(value) ?? Locale(identifier: "en_US")
        }
        return Locale(identifier: "en_US")
    }

    /// The locale identifiers `set locale` offers, sorted (completion, suggestions).
    public static var localeIdentifiers: [String] { sortedLocales }

    /// The calendar names `set calendar` takes, `locale` first.
    public static var calendarNames: [String] { CalendarName.all }

    private static let sortedLocales = Locale.availableIdentifiers.sorted()
    private static let iso8601 = Date.ISO8601FormatStyle()
    private static let iso8601Fractional = Date.ISO8601FormatStyle(includingFractionalSeconds: true)

    private static func instant(_ text: String) -> Date? {
        (try? iso8601.parse(text)) ?? (try? iso8601Fractional.parse(text))
    }
}
