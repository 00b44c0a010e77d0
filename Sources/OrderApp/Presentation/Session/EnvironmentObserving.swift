/// A ViewModel that re-formats its loaded state when the session environment changes.
@MainActor protocol EnvironmentObserving: AnyObject {
    /// Re-formats once from the state already loaded; does nothing before the first load.
    func environmentDidChange()
}
