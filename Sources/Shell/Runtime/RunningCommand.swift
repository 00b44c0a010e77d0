import DisplayInterface
import Locking

/// The task of the command that is running, so Ctrl-C (on another thread) can cancel it.
///
/// A Ctrl-C that arrives after a line was read but before its command started is kept
/// and cancels that command as it starts; one that finds no command to cancel (it came as
/// a command ended, or during one that cannot be stopped) is answered when the prompt is
/// back; one pressed at the prompt is the editor's and is ignored here.
final class RunningCommand: Sendable {
    typealias CommandTask = Task<Result<CommandOutcome, ShellError>, Never>

    private struct State {
        var task: CommandTask?
        var isReading = false
        var pendingInterrupt = false
    }

    private let state = Locked(State())

    func set(_ running: CommandTask?) {
        let cancelNow = state.withLock { state in
            state.task = running
            defer { if running != nil { state.pendingInterrupt = false } }
            return running != nil && state.pendingInterrupt
        }
        if cancelNow { running?.cancel() }
    }

    /// The prompt is reading a line (`true`): Ctrl-C belongs to the line editor. Returns
    /// whether a Ctrl-C came since the last command started that cancelled nothing.
    @discardableResult
    func setReading(_ reading: Bool) -> Bool {
        state.withLock { state in
            defer { state.pendingInterrupt = false }
            state.isReading = reading
            return state.pendingInterrupt
        }
    }

    func cancel() {
        let task = state.withLock { state -> CommandTask? in
            guard !state.isReading else { return nil }
            if state.task == nil { state.pendingInterrupt = true }
            return state.task
        }
        task?.cancel()
    }
}
