import DisplayInterface
import Locking

/// The task of the command that is running, so Ctrl-C (on another thread) can cancel it.
///
/// A Ctrl-C that arrives after a line was read but before its command started is kept
/// and cancels that command as it starts. One that cancelled nothing is answered when the
/// prompt is back: it came as a command ended, or it reached a command that then finished
/// anyway (``finish()`` says so). A press at the prompt is the line editor's and never
/// reaches this type.
final class RunningCommand: Sendable {
    typealias CommandTask = Task<Result<CommandOutcome, ShellError>, Never>

    private struct State {
        var task: CommandTask?
        /// A cancel reached `task`: recorded under the lock, so the command's end sees it
        /// even when the cancelling thread has not yet called `cancel()` on the task.
        var taskAskedToCancel = false
        var pendingInterrupt = false
    }

    private let state = Locked(State())

    /// `task` is the running command; a press kept since the line was read cancels it now.
    func start(_ task: CommandTask) {
        let cancelNow = state.withLock { state in
            state.task = task
            state.taskAskedToCancel = state.pendingInterrupt
            defer { state.pendingInterrupt = false }
            return state.pendingInterrupt
        }
        if cancelNow { task.cancel() }
    }

    /// The command has ended; returns whether a cancel reached it (a Ctrl-C, or ``cancel()``
    /// from a time-out), whether or not it stopped for it.
    func finish() -> Bool {
        state.withLock { state in
            defer {
                state.task = nil
                state.taskAskedToCancel = false
            }
            return state.taskAskedToCancel
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

    /// Cancels the running command, or keeps the press for the next one to start.
    func cancel() {
        let task = state.withLock { state -> CommandTask? in
            guard let task = state.task else {
                state.pendingInterrupt = true
                return nil
            }
            state.taskAskedToCancel = true
            return task
        }
        task?.cancel()
    }
}
