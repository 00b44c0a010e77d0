import DisplayInterface

/// `timing on`: after each command of the outermost script, its time on standard error.
/// A command that turns timing on or off is not timed.
@MainActor final class TimingState: SessionConcern, CommandObserver {
    /// Whether timing is on.
    var isOn = false
    private var wasOn = false

    init(options: ShellOptions) {}

    func commandWillRun(_ run: CommandRun, in interpreter: Interpreter) {
        wasOn = isOn
    }

    func commandDidEnd(_ run: CommandRun, in interpreter: Interpreter) {
        guard wasOn, isOn, run.isOutermost else { return }
        interpreter.console.printTiming(TimingText.line(ContinuousClock.now - run.started))
    }
}
