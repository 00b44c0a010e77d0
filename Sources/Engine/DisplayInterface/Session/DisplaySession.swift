/// A session of live ViewModels as the shell drives it: the ViewModels the registrations
/// name, and the environment they format with (`set now|locale|calendar|timezone`).
@MainActor public protocol DisplaySession: AnyObject {
    /// The live ViewModels, in the order of their registrations.
    var viewModels: [any DisplayableViewModel] { get }
    /// The ViewModels made so far: ``viewModels``, or none when a session makes them on
    /// first use and nothing has used them yet (waiting for them needs no ViewModel made).
    var madeViewModels: [any DisplayableViewModel] { get }
    /// The environment as the values `set now`, `set locale`, `set timezone` and
    /// `set calendar` take (`record` writes it at the top of a case).
    var environmentSettings: EnvironmentSettings { get }
    /// `set now`: an ISO 8601 date-time with a zone, or `system`.
    func setNow(_ text: String) throws(EnvironmentError)
    /// `set locale`: a locale identifier.
    func setLocale(_ identifier: String) throws(EnvironmentError)
    /// `set calendar`: a calendar name, or `locale` to follow the locale's own.
    func setCalendar(_ name: String) throws(EnvironmentError)
    /// `set timezone`: an IANA time zone identifier.
    func setTimeZone(_ identifier: String) throws(EnvironmentError)
    /// The locale identifiers `set locale` accepts, sorted (completion, suggestions).
    var localeIdentifiers: [String] { get }
    /// The calendar names `set calendar` accepts (completion, suggestions).
    var calendarNames: [String] { get }
}

extension DisplaySession {
    /// ``viewModels``: a session that makes its ViewModels at once.
    public var madeViewModels: [any DisplayableViewModel] { viewModels }

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
}
