import DisplayInterface

/// `history`: every command line read so far, oldest first, the history file's first.
@MainActor final class CommandHistory: SessionConcern, CommandObserver {
    private(set) var entries: [String] = []

    init(options: ShellOptions) {}

    /// Adds earlier entries (from the history file) before this session's own.
    func restore(_ earlier: [String]) {
        entries = earlier + entries
    }

    func commandWillRun(_ run: CommandRun, in interpreter: Interpreter) {
        entries.append(run.text)
    }
}
