import Observation
import DisplayInterface
import Locking

/// Waits, through Observation, until a ViewModel's display properties change or the
/// waiting task is cancelled (`watch`).
@MainActor enum ChangeWaiter {
    static func waitForChange(of viewModel: any DisplayableViewModel) async {
        let signal = OnceSignal()
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                signal.store(continuation)
                withObservationTracking {
                    _ = viewModel.displayProperties
                } onChange: {
                    signal.fire()
                }
            }
        } onCancel: {
            signal.fire()
        }
    }
}

/// Resumes a continuation exactly once, whichever comes first: a change or a cancellation.
final class OnceSignal: Sendable {
    private struct State: ~Copyable {
        var continuation: CheckedContinuation<Void, Never>?
        var fired = false
    }

    private let state = Locked(State())

    func store(_ continuation: CheckedContinuation<Void, Never>) {
        let resumeNow = state.withLock { state in
            if state.fired { return true }
            state.continuation = continuation
            return false
        }
        if resumeNow { continuation.resume() }
    }

    func fire() {
        let continuation = state.withLock { state -> CheckedContinuation<Void, Never>? in
            state.fired = true
            defer { state.continuation = nil }
            return state.continuation
        }
        continuation?.resume()
    }
}
