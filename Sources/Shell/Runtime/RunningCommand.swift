import Synchronization

/// The task of the command that is running, so Ctrl-C (on another thread) can cancel it.
final class RunningCommand: Sendable {
    private let task = Mutex<Task<Result<CommandOutcome, ShellError>, Never>?>(nil)

    func set(_ running: Task<Result<CommandOutcome, ShellError>, Never>?) {
        task.withLock { $0 = running }
    }

    func cancel() {
        task.withLock { $0 }?.cancel()
    }
}
