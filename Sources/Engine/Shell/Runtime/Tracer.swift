import DisplayInterface

/// `trace on`: after each command, the display properties it changed, as an observer of
/// the command's run.
@MainActor final class Tracer: SessionConcern, CommandObserver {
    private var snapshot: TraceSnapshot?

    init(options: ShellOptions) {}

    /// Prints what the command changed, before its error is reported.
    func commandDidWork(_ run: CommandRun, in interpreter: Interpreter) {
        guard isOn else { return }
        for change in changes(in: interpreter.session) {
            interpreter.concern(CoverageState.self).coverage.read(change.value, at: change.path)
            interpreter.console.print(change.line)
        }
    }

    /// Whether tracing is on.
    var isOn: Bool { snapshot != nil }

    /// Turns tracing on (from the state of `session` now) or off.
    func turn(_ on: Bool, session: DisplaySession) {
        snapshot = on ? TraceSnapshot(session: session) : nil
    }

    /// The properties changed since the last call (or since tracing was turned on); none
    /// when tracing is off.
    func changes(in session: DisplaySession) -> [TraceSnapshot.Change] {
        guard let before = snapshot else { return [] }
        let after = TraceSnapshot(session: session)
        snapshot = after
        return before.changes(to: after)
    }
}
