import DisplayInterface
import Synchronization

/// The task of the command that is running, so Ctrl-C (on another thread) can cancel it.
///
/// A Ctrl-C that arrives after a line was read but before its command started is kept
/// and cancels that command as it starts; one pressed at the prompt is the editor's and
/// is ignored here.
final class RunningCommand: Sendable {
    typealias CommandTask = Task<Result<CommandOutcome, ShellError>, Never>

    private struct State {
        var task: CommandTask?
        var isReading = false
        var pendingInterrupt = false
    }

    private let state = Mutex(State())

    func set(_ running: CommandTask?) {
        let cancelNow = state.withLock { state in
            state.task = running
            defer { if running != nil { state.pendingInterrupt = false } }
            return running != nil && state.pendingInterrupt
        }
        if cancelNow { running?.cancel() }
    }

    /// The prompt is reading a line: Ctrl-C belongs to the line editor.
    func setReading(_ reading: Bool) {
        state.withLock { state in
            state.isReading = reading
            state.pendingInterrupt = false
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
