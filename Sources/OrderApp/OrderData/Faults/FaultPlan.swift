import Locking

/// What ``FaultInjectingRepository`` does to every fetch: wait, fail, or both.
/// Shared and changed at run time (`set latency`, `set fail`); safe from any thread.
public final class FaultPlan: Sendable {
    private struct State {
        var latency: Duration = .zero
        var isFailing = false
    }

    private let state = Locked(State())

    public init(latency: Duration = .zero, isFailing: Bool = false) {
        state.withLock { $0 = State(latency: latency, isFailing: isFailing) }
    }

    /// How long each fetch waits before it answers.
    public var latency: Duration {
        get { state.withLock { $0.latency } }
        set { state.withLock { $0.latency = newValue } }
    }

    /// Whether each fetch fails with ``SimulatedFailure`` (after the latency).
    public var isFailing: Bool {
        get { state.withLock { $0.isFailing } }
        set { state.withLock { $0.isFailing = newValue } }
    }
}

/// The error a failing ``FaultPlan`` makes every fetch throw.
public struct SimulatedFailure: Error, Sendable, Hashable, CustomStringConvertible {
    public init() {}
    public var description: String { "simulated failure" }
}
