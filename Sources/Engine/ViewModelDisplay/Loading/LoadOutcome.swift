/// How a ViewModel's load ended, so the view says what happened: a load reported
/// `cancelled` changed nothing, and one that changed the display state says so, even when
/// Ctrl-C came a moment after (shell.md §3).
public enum LoadOutcome: Sendable, Hashable {
    /// The result is shown.
    case applied
    /// The load failed; `errorMessage` says why.
    case failed
    /// Cancelled before its result was shown: the display state is as it was.
    case cancelled
    /// A newer load of the same ViewModel started; that one decides what is shown.
    case superseded
}
