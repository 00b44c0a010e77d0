import Foundation

/// A session of live ViewModels as the shell drives it: the ViewModels an app makes, and
/// the one environment they format with (domain.md §4). The engine owns the environment:
/// `set now|locale|calendar|timezone` and the matching options change it by the same
/// rules in every app, and every ViewModel the session has made that observes it
/// (``EnvironmentObserving``) formats again, once.
@MainActor public final class DisplaySession {
    private var current: SessionEnvironment?
    private var makeEnvironment: (@MainActor () -> SessionEnvironment)?
    private var made: [any DisplayableViewModel]?
    private var make: (@MainActor (SessionEnvironment) -> [any DisplayableViewModel])?

    /// A session in `environment` of the ViewModels `viewModels` makes, made when a command
    /// first asks for one (`quit`, `help` and `set` make none).
    public convenience init(
        environment: SessionEnvironment, viewModels: @escaping @MainActor (SessionEnvironment) -> [any DisplayableViewModel]
    ) {
        self.init(deferredEnvironment: { environment }, viewModels: viewModels)
    }

    /// A session as ``init(environment:viewModels:)`` makes it, whose environment
    /// `deferredEnvironment` makes when it is first needed: the system's time zone and
    /// locale take longer to read than the rest of start-up.
    public init(
        deferredEnvironment: @escaping @MainActor () -> SessionEnvironment,
        viewModels: @escaping @MainActor (SessionEnvironment) -> [any DisplayableViewModel]
    ) {
        makeEnvironment = deferredEnvironment
        make = viewModels
    }

    /// The environment every ViewModel formats with.
    public var environment: SessionEnvironment {
        if let current { return current }
        let made = makeEnvironment?() ?? .harness
        current = made
        makeEnvironment = nil
        return made
    }

    /// The live ViewModels, in the order the app makes them.
    public var viewModels: [any DisplayableViewModel] {
        if let made { return made }
        let viewModels = make?(environment) ?? []
        made = viewModels
        make = nil
        return viewModels
    }

    /// The ViewModels made so far: none before a command first needed them (waiting for
    /// them needs no ViewModel made).
    public var madeViewModels: [any DisplayableViewModel] { made ?? [] }

    /// The ViewModel registered as `name`, if any.
    public func viewModel(named name: String) -> (any DisplayableViewModel)? {
        viewModels.first { $0.displayName == name }
    }

    /// The ViewModel of type `type`, if the session has one.
    public func viewModel<ViewModel: DisplayableViewModel>(of type: ViewModel.Type) -> ViewModel? {
        for viewModel in viewModels {
            if let typed = viewModel as? ViewModel { return typed }
        }
        return nil
    }

    // MARK: The environment

    /// Replaces the environment; every ViewModel made so far that observes it formats again.
    public func setEnvironment(_ updated: SessionEnvironment) {
        guard updated != environment else { return }
        current = updated
        for viewModel in madeViewModels { viewModel.environmentObserver?.environmentDidChange(to: updated) }
    }

    /// `set now`: an ISO 8601 date-time with a zone, or `system`.
    public func setNow(_ text: String) throws(EnvironmentError) {
        var updated = environment
        try updated.setNow(text)
        setEnvironment(updated)
    }

    /// `set locale`: a locale identifier as Foundation or POSIX writes it.
    public func setLocale(_ identifier: String) throws(EnvironmentError) {
        var updated = environment
        try updated.setLocale(identifier)
        setEnvironment(updated)
    }

    /// `set calendar`: a calendar name, or `locale` to follow the locale's own.
    public func setCalendar(_ name: String) throws(EnvironmentError) {
        var updated = environment
        try updated.setCalendar(name)
        setEnvironment(updated)
    }

    /// `set timezone`: an IANA time zone identifier.
    public func setTimeZone(_ identifier: String) throws(EnvironmentError) {
        var updated = environment
        try updated.setTimeZone(identifier)
        setEnvironment(updated)
    }

    /// The environment as the values `set now`, `set locale`, `set timezone` and `set
    /// calendar` take (`record` writes it at the top of a case).
    public var environmentSettings: EnvironmentSettings { environment.settings }

    /// The locale identifiers `set locale` offers, sorted (completion, suggestions).
    public var localeIdentifiers: [String] { SessionEnvironment.localeIdentifiers }

    /// The calendar names `set calendar` takes (completion, suggestions).
    public var calendarNames: [String] { SessionEnvironment.calendarNames }
}
