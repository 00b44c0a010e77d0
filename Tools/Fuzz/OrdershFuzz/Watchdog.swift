import Foundation

/// Stops an input that runs too long: ``arm(_:)`` gives the action for the input about to
/// run, ``disarm()`` ends its time.
///
/// One thread, started with the watchdog, keeps the time, so an input allocates no timer.
/// A cancelled `Task.sleep` stays allocated until its deadline (swiftlang/swift#60441): as
/// the `script` target's timer, it left every input with more mallocs than frees, and
/// libFuzzer turned its per-input leak check off within the first minutes of a run.
@MainActor final class Watchdog {
    private let deadlines: Deadlines
    private var generation: UInt64 = 0
    private var onExpiry: (@MainActor () -> Void)?

    /// Starts the thread that calls an armed action once `limit` has passed.
    init(limit: Duration) {
        deadlines = Deadlines(limit: limit)
        let deadlines = self.deadlines
        let thread = Thread { [weak self] in
            while let generation = deadlines.nextExpiry() {
                DispatchQueue.main.async {
                    MainActor.assumeIsolated { self?.expire(generation) }
                }
            }
        }
        thread.name = "ordersh-fuzz watchdog"
        thread.start()
    }

    deinit {
        deadlines.end()
    }

    /// Calls `action` on the main actor once the limit has passed, unless ``disarm()`` or
    /// another `arm` comes first.
    func arm(_ action: @escaping @MainActor () -> Void) {
        generation &+= 1
        onExpiry = action
        deadlines.arm(generation)
    }

    /// Forgets the armed action: it is not called, and it is freed now.
    func disarm() {
        onExpiry = nil
        deadlines.disarm()
    }

    private func expire(_ expired: UInt64) {
        // The thread posts a generation; one disarmed or armed again since is stale.
        guard expired == generation, let action = onExpiry else { return }
        onExpiry = nil
        action()
    }
}

/// The deadline the watchdog's thread waits for, behind a lock.
private final class Deadlines: @unchecked Sendable {
    private let condition = NSCondition()
    private let limit: Duration
    private let clock = ContinuousClock()
    private var armed: (generation: UInt64, deadline: ContinuousClock.Instant)?
    private var ended = false

    init(limit: Duration) {
        self.limit = limit
    }

    func arm(_ generation: UInt64) {
        condition.withLock {
            armed = (generation, clock.now.advanced(by: limit))
            condition.signal()
        }
    }

    func disarm() {
        condition.withLock { armed = nil }
    }

    func end() {
        condition.withLock {
            ended = true
            condition.signal()
        }
    }

    /// Waits until an armed deadline passes and returns its generation, or nil once ended.
    func nextExpiry() -> UInt64? {
        condition.lock()
        defer { condition.unlock() }
        while !ended {
            guard let (generation, deadline) = armed else {
                condition.wait()
                continue
            }
            let remaining = clock.now.duration(to: deadline)
            if remaining <= .zero {
                armed = nil
                return generation
            }
            let (seconds, attoseconds) = remaining.components
            _ = condition.wait(until: Date(timeIntervalSinceNow: Double(seconds) + Double(attoseconds) * 1e-18))
        }
        return nil
    }
}
