/// Runs the async loads of one ViewModel so that `isLoading` is true while the newest
/// load runs and false again on every path (success, failure, cancellation), and only
/// the newest load's result is applied. A failed or cancelled load changes nothing
/// but `isLoading` (and `errorMessage` on failure).
@MainActor final class LoadTracker {
    private var latest = 0

    func run<Value: Sendable>(
        _ fetch: () async throws -> Value,
        setLoading: (Bool) -> Void,
        success: (Value) -> Void,
        failure: (String) -> Void
    ) async {
        latest += 1
        let ticket = latest
        setLoading(true)
        defer { if ticket == latest { setLoading(false) } }
        do {
            let value = try await fetch()
            guard ticket == latest, !Task.isCancelled else { return }
            success(value)
        } catch {
            guard ticket == latest, !Task.isCancelled, !(error is CancellationError) else { return }
            failure(Self.reason(for: error))
        }
    }

    /// The text after "Failed to load …: ".
    static func reason(for error: any Error) -> String {
        String(describing: error)
    }
}
