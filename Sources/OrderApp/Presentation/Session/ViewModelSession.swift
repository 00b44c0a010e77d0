import DisplayInterface
internal import Domain
import Foundation
import SafeIO

/// The live ViewModels of one shell session, sharing one ``SessionEnvironment``.
///
/// This is the only public way in from the composition root: Presentation imports
/// Domain internally, so its public API cannot name the repository protocols. The data
/// source is therefore handed over opaquely and checked once, here.
@MainActor public final class ViewModelSession: DisplaySession {
    /// The ViewModels of ``OrderApp``, in its order (`list`, `detail`, `summary`,
    /// `bookmarks`); ``viewModel(of:)`` finds one by type.
    public var viewModels: [any DisplayableViewModel] { wired.viewModels }

    private var context: PresentationContext { wired.context }

    /// The ViewModels and their context, made when a command first needs either: a run
    /// that needs neither (`-c quit`, `help`) starts without them, which was half of
    /// start-up's time (the system time zone, the locale, five ViewModels).
    private var wired: Wired {
        if let made { return made }
        let wired = Wired(source: source, environment: makeEnvironment())
        made = wired
        return wired
    }
    private var made: Wired?
    private let source: any OrderDataSource
    private let makeEnvironment: @MainActor () -> SessionEnvironment

    /// Wires the app's ViewModels to `dataSource`, which must implement the Domain
    /// repository protocols (orders, promos, bookmarks, store settings), or be one in a
    /// `DataSourceBox` (`OrderDataSource.boxed`), which is checked without a search.
    public convenience init(dataSource: some Sendable, environment: SessionEnvironment) throws(SessionWiringError) {
        try self.init(dataSource: dataSource, deferredEnvironment: { environment })
    }

    /// Wires the app's ViewModels to `dataSource` as ``init(dataSource:environment:)`` does,
    /// calling `deferredEnvironment` once, when a command first needs the ViewModels or the
    /// environment (the system's time zone and locale take longer to read than the rest
    /// of start-up).
    public convenience init(
        dataSource: some Sendable, deferredEnvironment: @escaping @MainActor () -> SessionEnvironment
    ) throws(SessionWiringError) {
        // A box is one type to compare; the protocol, a search of every conformance.
        if let box = dataSource as? DataSourceBox {
            self.init(source: box.source, makeEnvironment: deferredEnvironment)
        } else if let source = dataSource as? any OrderDataSource {
            self.init(source: source, makeEnvironment: deferredEnvironment)
        } else {
            throw SessionWiringError(typeName: String(describing: type(of: dataSource)))
        }
    }

    convenience init(source: any OrderDataSource, environment: SessionEnvironment) {
        self.init(source: source, makeEnvironment: { environment })
    }

    private init(source: any OrderDataSource, makeEnvironment: @escaping @MainActor () -> SessionEnvironment) {
        self.source = source
        self.makeEnvironment = makeEnvironment
    }

    /// The session's ViewModels on one shared context.
    @MainActor private struct Wired {
        let context: PresentationContext
        let viewModels: [any DisplayableViewModel]

        init(source: any OrderDataSource, environment: SessionEnvironment) {
            context = PresentationContext(environment: environment)
            viewModels = OrderApp.features.map { [context] in $0.make(source, context) }
        }
    }

    /// The ViewModels once a command has needed them; none before.
    public var madeViewModels: [any DisplayableViewModel] { made?.viewModels ?? [] }

    // MARK: Environment

    /// The environment every ViewModel formats with.
    public var environment: SessionEnvironment { context.environment }

    /// Replaces the environment; every loaded ViewModel re-formats once.
    public func setEnvironment(_ environment: SessionEnvironment) {
        guard environment != context.environment else { return }
        context.update(environment)
        for case let observer as any EnvironmentObserving in viewModels {
            observer.environmentDidChange()
        }
    }

    /// `set now`: an ISO 8601 date-time with a zone, or `system` for the system clock.
    public func setNow(_ text: String) throws(EnvironmentError) {
        var updated = environment
        if text.lowercased() == "system" {
            updated.clock = .system
        } else if let date = (try? Self.iso8601.parse(text)) ?? (try? Self.iso8601Fractional.parse(text)) {
            updated.clock = .fixed(date)
        } else {
            throw EnvironmentError(
                message: "now takes an ISO 8601 date-time like 2026-11-22T12:00:00Z, or system, not \(EchoedValue.quoted(text))",
                offending: text
            )
        }
        setEnvironment(updated)
    }

    /// `set locale`: a locale identifier as Foundation or POSIX writes it (`en_US`, `de-DE`,
    /// `zh_TW`, `en_US.UTF-8`, `C`; ``LocaleIdentifier``).
    public func setLocale(_ identifier: String) throws(EnvironmentError) {
        let length = identifier.utf8.count
        guard length <= LocaleIdentifier.longest else {
            throw EnvironmentError(
                message: "a locale ID is at most \(LocaleIdentifier.longest) bytes, not \(length): \(EchoedValue.quoted(identifier))",
                offending: identifier)
        }
        guard let locale = LocaleIdentifier.locale(identifier) else {
            throw EnvironmentError(message: "unknown locale \(EchoedValue.quoted(identifier))", offending: identifier)
        }
        var updated = environment
        updated.locale = locale
        setEnvironment(updated)
    }

    /// `set calendar`: a calendar by name (`gregorian`, `persian`, ``CalendarName``), or
    /// `locale` to follow the locale's own again.
    public func setCalendar(_ name: String) throws(EnvironmentError) {
        let followsLocale = name.lowercased() == CalendarName.followLocale
        let identifier = CalendarName.identifier(name)
        guard followsLocale || identifier != nil else {
            throw EnvironmentError(message: "unknown calendar \(EchoedValue.quoted(name))", offending: name)
        }
        var updated = environment
        updated.calendarIdentifier = identifier
        setEnvironment(updated)
    }

    /// `set timezone`: an IANA time zone such as `Europe/Berlin`, or `UTC`.
    public func setTimeZone(_ identifier: String) throws(EnvironmentError) {
        guard let timeZone = TimeZone(identifier: identifier) else {
            throw EnvironmentError(message: "unknown time zone \(EchoedValue.quoted(identifier))", offending: identifier)
        }
        var updated = environment
        updated.timeZone = timeZone
        setEnvironment(updated)
    }

    /// The environment as the values `set now`, `set locale` and `set timezone` take,
    /// "now" as the instant it is (even on the system clock).
    public var environmentSettings: EnvironmentSettings {
        let environment = environment
        let isSystemClock = environment.clock == .system
        let instant = environment.now
        // A fixed instant keeps its fraction of a second; the system clock's is dropped.
        let hasFraction = !isSystemClock && instant.timeIntervalSince1970.rounded(.down) != instant.timeIntervalSince1970
        let now = instant.formatted(hasFraction ? Self.iso8601Fractional : Self.iso8601)
        var locale = environment.locale.identifier
        if LocaleIdentifier.canonical(locale) == nil { locale = "en_US_POSIX" }
        return EnvironmentSettings(
            now: now, isSystemClock: isSystemClock, locale: locale, timeZone: environment.timeZone.identifier,
            calendar: environment.calendarIdentifier.map(CalendarName.name(of:)))
    }

    /// The locale identifiers `set locale` accepts, sorted.
    public nonisolated static var localeIdentifiers: [String] { sortedLocales }

    /// The locale identifiers `set locale` accepts, sorted.
    public var localeIdentifiers: [String] { Self.sortedLocales }

    /// The calendar names `set calendar` accepts.
    public var calendarNames: [String] { CalendarName.all }

    /// How many values have been formatted so far (for tests that prove reads format nothing).
    var formatCount: Int { context.formatCounter.count }

    private nonisolated static let availableLocales = Set(Locale.availableIdentifiers)
    private nonisolated static let sortedLocales = availableLocales.sorted()
    private static let iso8601 = Date.ISO8601FormatStyle()
    private static let iso8601Fractional = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
}
