import Foundation

/// Holds every waiter until `open()`; lets a test look at a ViewModel mid-load.
///
/// Its lock is an `NSLock` (a pthread mutex), not `Synchronization.Mutex`: ThreadSanitizer
/// does not see the toolchain's `Mutex` (built without its instrumentation) order anything,
/// and reported two waiters that met in `wait()` as a race on the state it guards.
final class Gate: @unchecked Sendable {
    private struct State {
        var isOpen = false
        var waiters: [CheckedContinuation<Void, Never>] = []
    }

    private let lock = NSLock()
    // Touched only under `lock`.
    private var state = State()

    func wait() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let resumeNow = lock.withLock {
                if state.isOpen { return true }
                state.waiters.append(continuation)
                return false
            }
            if resumeNow { continuation.resume() }
        }
    }

    func open() {
        let waiters = lock.withLock {
            state.isOpen = true
            defer { state.waiters = [] }
            return state.waiters
        }
        for waiter in waiters { waiter.resume() }
    }
}

/// Yields until `condition` holds (a started task has reached its first suspension).
@MainActor func yield(until condition: () -> Bool) async {
    for _ in 0..<10_000 where !condition() {
        await Task.yield()
    }
}
