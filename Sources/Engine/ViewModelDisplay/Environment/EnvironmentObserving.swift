/// A ViewModel that formats its loaded state again when the session environment changes
/// (`set locale`, `set timezone`, `set calendar`, `set now`; domain.md §4). The session
/// calls it once per change, on every ViewModel it has made.
@MainActor public protocol EnvironmentObserving: DisplayableViewModel {
    /// Formats again, once, from the state already loaded, in `environment`; does nothing
    /// before the first load.
    func environmentDidChange(to environment: SessionEnvironment)
}

extension EnvironmentObserving {
    /// This ViewModel.
    public var environmentObserver: (any EnvironmentObserving)? { self }
}
