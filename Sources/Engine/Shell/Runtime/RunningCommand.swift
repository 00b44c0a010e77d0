import DisplayInterface
import Locking

/// The tasks of the commands that are running, so Ctrl-C (on another thread) can cancel
/// them.
///
/// Commands nest: `source` runs its file's commands inside its own task, and each of those
/// that waits runs in a task of its own. A press cancels every one of them, so the file
/// stops as well as the command it was running.
///
/// A Ctrl-C that arrives after a line was read but before its command started is kept
/// and cancels that command as it starts. One that cancelled nothing is answered when the
/// prompt is back: it came as a command ended, or it reached a command that then finished
/// anyway (``finish()`` says so). A press at the prompt is the line editor's and never
/// reaches this type.
final class RunningCommand: Sendable {
    typealias CommandTask = Task<Result<CommandOutcome, ShellError>, Never>

    private struct Level {
        let task: CommandTask
        /// A cancel reached `task`: recorded under the lock, so the command's end sees it
        /// even when the cancelling thread has not yet called `cancel()` on the task.
        var askedToCancel: Bool
    }

    private struct State {
        /// The outermost command first.
        var levels: [Level] = []
        var pendingInterrupt = false
        /// A command runs that does not wait (`show`, `sort`): a press stops its output.
        var immediate = false
        /// A press came while that command ran.
        var pressedDuringImmediate = false
        /// Cancels the task a command that does not wait runs in, while it runs: a press
        /// calls it, for the ViewModel to see (`Task.isCancelled`) and stop.
        var cancelImmediate: (@Sendable () -> Void)?
    }

    private let state = Locked(State())

    /// Stops long output: set by a press during any command, cleared as the next starts.
    let outputStop = OutputStop()

    /// A command that does not wait starts: a press from now on stops its output rather
    /// than wait for the next command (a press kept since the line was read does so at once).
    func startImmediate() {
        outputStop.reset()
        let pressed = state.withLock { state in
            defer { state.pendingInterrupt = false }
            state.immediate = true
            state.pressedDuringImmediate = state.pendingInterrupt
            return state.pendingInterrupt
        }
        if pressed { outputStop.request(.interrupt) }
    }

    /// Runs `body`, a command that does not wait, at once in a task of its own that a press
    /// cancels: it never suspends, so a load started with `&` cannot finish in the middle of
    /// it, and a ViewModel's long work can see the press (`Task.isCancelled`) and stop.
    @MainActor func runCancellable<Result: Sendable>(_ body: @escaping @MainActor () -> Result) async -> Result {
        let task = Task.immediate { @MainActor in
            withUnsafeCurrentTask { current in
                // Cancelling a task is safe from any thread; the handle is dropped, under the
                // lock, before the task ends.
                nonisolated(unsafe) let running = current
                let cancel: @Sendable () -> Void = { running?.cancel() }
                let pressed = state.withLock { state in
                    state.cancelImmediate = cancel
                    return state.pressedDuringImmediate
                }
                if pressed { cancel() }
            }
            defer { state.withLock { $0.cancelImmediate = nil } }
            return body()
        }
        return await task.value
    }

    /// That command has ended; returns whether a press came while it ran.
    func finishImmediate() -> Bool {
        state.withLock { state in
            defer { state.immediate = false; state.pressedDuringImmediate = false }
            return state.pressedDuringImmediate
        }
    }

    /// `task` is the running command, inside those already running; a press kept since
    /// the line was read cancels it now.
    func start(_ task: CommandTask) {
        if state.withLock({ $0.levels.isEmpty }) { outputStop.reset() }
        let cancelNow = state.withLock { state in
            defer { state.pendingInterrupt = false }
            state.levels.append(Level(task: task, askedToCancel: state.pendingInterrupt))
            return state.pendingInterrupt
        }
        if cancelNow { task.cancel() }
    }

    /// The innermost command has ended; returns whether a cancel reached it (a Ctrl-C, or
    /// ``cancel()`` from a time-out), whether or not it stopped for it, and whether it was
    /// the outermost.
    func finish() -> (askedToCancel: Bool, outermost: Bool) {
        state.withLock { state in
            let ended = state.levels.popLast()
            return (ended?.askedToCancel ?? false, state.levels.isEmpty)
        }
    }

    /// Returns whether a Ctrl-C came since the last command started that cancelled
    /// nothing, and forgets it: the prompt answers it.
    func takeUnansweredInterrupt() -> Bool {
        state.withLock { state in
            defer { state.pendingInterrupt = false }
            return state.pendingInterrupt
        }
    }

    /// Cancels the running commands, or keeps the press for the next one to start.
    func cancel() {
        let tasks = state.withLock { state -> [CommandTask]? in
            guard !state.levels.isEmpty else {
                if state.immediate {
                    state.pressedDuringImmediate = true
                    state.cancelImmediate?()
                    return []
                }
                state.pendingInterrupt = true
                return nil
            }
            for index in state.levels.indices { state.levels[index].askedToCancel = true }
            return state.levels.map(\.task)
        }
        guard let tasks else { return }
        outputStop.request(.interrupt)
        for task in tasks { task.cancel() }
    }
}
