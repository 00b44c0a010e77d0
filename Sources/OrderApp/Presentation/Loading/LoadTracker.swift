import ViewModelDisplay

/// Runs the async loads of one ViewModel so that `isLoading` is true while the newest
/// load runs and false again on every path (success, failure, cancellation), and only
/// the newest load's result is applied. A failed or cancelled load changes nothing
/// but `isLoading` (and `errorMessage` on failure).
@MainActor final class LoadTracker {
    private var latest = 0

    /// Runs `fetch` and applies its result or its error, unless the load was cancelled or
    /// a newer one started; says which happened. The check and the apply are one step on
    /// the main actor, so a load reported cancelled changed nothing.
    @discardableResult
    func run<Value: Sendable>(
        _ fetch: () async throws -> Value,
        setLoading: (Bool) -> Void,
        success: (Value) -> Void,
        failure: (String) -> Void
    ) async -> LoadOutcome {
        latest += 1
        let ticket = latest
        setLoading(true)
        defer { if ticket == latest { setLoading(false) } }
        do {
            let value = try await fetch()
            guard ticket == latest else { return .superseded }
            guard !Task.isCancelled else { return .cancelled }
            success(value)
            return .applied
        } catch {
            guard ticket == latest else { return .superseded }
            guard !Task.isCancelled, !(error is CancellationError) else { return .cancelled }
            failure(Self.reason(for: error))
            return .failed
        }
    }

    /// The text after "Failed to load …: ".
    static func reason(for error: any Error) -> String {
        String(describing: error)
    }
}
