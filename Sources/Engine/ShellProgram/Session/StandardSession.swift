import DisplayInterface
import Foundation
import SafeIO
import Shell
import SystemPackage

/// A session for an app that needs nothing but its ViewModels: the shell keeps the clock,
/// locale, time zone and calendar `set` gives (checked here, with the shell's errors), and
/// the app reads them through ``now``, ``locale``, ``timeZone`` and ``calendar``.
@MainActor public final class StandardSession: DisplaySession {
    public private(set) var environmentSettings: EnvironmentSettings
    private var made: [any DisplayableViewModel]?
    private var make: ((StandardSession) -> [any DisplayableViewModel])?

    /// A session of the ViewModels `make` returns, made when a command first asks for one
    /// (`quit`, `help` and `set` make none); `make` is handed the session, to read its
    /// environment (keep it `weak`: the session holds the ViewModels). `environment`
    /// defaults to the harness's fixed one.
    public init(environment: EnvironmentSettings = .harness, viewModels make: @escaping (StandardSession) -> [any DisplayableViewModel]) {
        environmentSettings = environment
        self.make = make
    }

    public var viewModels: [any DisplayableViewModel] {
        if let made { return made }
        let viewModels = make?(self) ?? []
        made = viewModels
        make = nil
        return viewModels
    }

    public var madeViewModels: [any DisplayableViewModel] { made ?? [] }

    /// "Now": the fixed instant `set now` gave, or the system clock.
    public var now: Date {
        environmentSettings.isSystemClock ? Date() : (Self.date(environmentSettings.now) ?? Date())
    }

    /// The locale `set locale` gave.
    public var locale: Locale { Locale(identifier: environmentSettings.locale) }

    /// The time zone `set timezone` gave.
    public var timeZone: TimeZone { TimeZone(identifier: environmentSettings.timeZone) ?? .gmt }

    /// The calendar `set calendar` gave, or the locale's own, in ``timeZone``.
    public var calendar: Calendar {
        var calendar = environmentSettings.calendar.flatMap(Self.calendarIdentifier).map { Calendar(identifier: $0) } ?? locale.calendar
        calendar.timeZone = timeZone
        return calendar
    }

    public func setNow(_ text: String) throws(EnvironmentError) {
        if text.lowercased() == "system" {
            environmentSettings.isSystemClock = true
            return
        }
        guard Self.date(text) != nil else {
            throw EnvironmentError(
                message: "now takes an ISO 8601 date-time like 2026-11-22T12:00:00Z, or system, not \(EchoedValue.quoted(text))", offending: text)
        }
        environmentSettings.now = text
        environmentSettings.isSystemClock = false
    }

    public func setLocale(_ identifier: String) throws(EnvironmentError) {
        guard Self.knownLocales.contains(identifier) else {
            throw EnvironmentError(message: "unknown locale \(EchoedValue.quoted(identifier))", offending: identifier)
        }
        environmentSettings.locale = identifier
    }

    public func setCalendar(_ name: String) throws(EnvironmentError) {
        if name.lowercased() == "locale" {
            environmentSettings.calendar = nil
            return
        }
        guard Self.calendarIdentifier(name) != nil else {
            throw EnvironmentError(message: "unknown calendar \(EchoedValue.quoted(name))", offending: name)
        }
        environmentSettings.calendar = name.lowercased()
    }

    public func setTimeZone(_ identifier: String) throws(EnvironmentError) {
        guard TimeZone(identifier: identifier) != nil else {
            throw EnvironmentError(message: "unknown time zone \(EchoedValue.quoted(identifier))", offending: identifier)
        }
        environmentSettings.timeZone = identifier
    }

    public var localeIdentifiers: [String] { Self.sortedLocales }
    public var calendarNames: [String] { ["locale"] + Self.calendars.map(\.name) }

    private static let knownLocales = Set(Locale.availableIdentifiers)
    private static let sortedLocales = Locale.availableIdentifiers.sorted()
    private static let calendars: [(name: String, identifier: Calendar.Identifier)] = [
        ("gregorian", .gregorian), ("buddhist", .buddhist), ("chinese", .chinese), ("coptic", .coptic), ("hebrew", .hebrew),
        ("indian", .indian), ("islamic", .islamic), ("iso8601", .iso8601), ("japanese", .japanese), ("persian", .persian),
    ]

    private static func calendarIdentifier(_ name: String) -> Calendar.Identifier? {
        calendars.first { $0.name == name.lowercased() }?.identifier
    }

    private static func date(_ text: String) -> Date? {
        (try? Date.ISO8601FormatStyle().parse(text)) ?? (try? Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(text))
    }
}

/// The data source of an app that has none: `set data`, `set latency` and `set fail` do
/// not exist there (the registry says so), so nothing calls these.
@MainActor public final class NoDataSource: DataSourceControls {
    public init() {}

    public func useDataFile(_ path: FilePath?, shownAs name: String?) throws(DataSourceError) {
        throw DataSourceError("this program reads no data file")
    }

    public func setLatency(_ latency: Duration) {}
    public func setFailing(_ failing: Bool) {}
    public var settings: DataSourceSettings { DataSourceSettings() }
}

extension SessionParts {
    /// A ``StandardSession`` of the ViewModels `make` returns, with no data source.
    @MainActor public static func standard(
        environment: EnvironmentSettings = .harness, viewModels make: @escaping (StandardSession) -> [any DisplayableViewModel]
    ) -> SessionParts {
        SessionParts(session: StandardSession(environment: environment, viewModels: make), controls: NoDataSource())
    }
}

extension SessionFactory {
    /// Fresh ``StandardSession``s in the harness's environment, each of the ViewModels
    /// `make` returns.
    public static func standard(
        registry: ViewModelRegistry, viewModels make: @escaping @MainActor @Sendable (StandardSession) -> [any DisplayableViewModel]
    ) -> SessionFactory {
        SessionFactory(registry: registry) { .standard(viewModels: make) }
    }
}

extension EnvironmentSettings {
    /// The process's own: the system clock, the current locale and time zone.
    public static var system: EnvironmentSettings {
        EnvironmentSettings(
            now: "system", isSystemClock: true, locale: Locale.current.identifier, timeZone: TimeZone.current.identifier)
    }
}
