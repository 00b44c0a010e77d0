import Synchronization

/// Tells a long output to stop (shell.md §4): Ctrl-C during the command, or a reader that
/// has gone (the pager's `q`, `| head -1`). Set from any thread; the renderer checks it
/// between chunks of rows, on every thread that reads or writes them, so a table of a
/// million rows stops within a chunk, not at its end.
final class OutputStop: Sendable {
    /// Why output stopped.
    enum Reason: UInt8 {
        case none = 0
        /// Ctrl-C: the command reports `interrupted`.
        case interrupt = 1
        /// The reader has gone: the command succeeds with what it wrote.
        case readerGone = 2
    }

    private let state = Atomic<UInt8>(Reason.none.rawValue)

    /// Asks the running output to stop for `reason`; the first reason given stays.
    func request(_ reason: Reason) {
        _ = state.compareExchange(expected: Reason.none.rawValue, desired: reason.rawValue, ordering: .relaxed)
    }

    /// Whether output should stop.
    var isRequested: Bool { state.load(ordering: .relaxed) != Reason.none.rawValue }

    /// Why output stopped, if it did.
    var reason: Reason { Reason(rawValue: state.load(ordering: .relaxed)) ?? .none }

    /// Forgets any request: a new command starts.
    func reset() {
        state.store(Reason.none.rawValue, ordering: .relaxed)
    }
}
