import DisplayInterface

/// `record PATH` … `record stop`: the recording in progress, keeping each command of the
/// outermost script as it ends, and what `record stop` needs to write the transcript.
@MainActor final class Recorder: SessionConcern, CommandObserver {
    /// The recording `record PATH` started, until `record stop`.
    var recording: Recording?
    /// Replays a recorded case for `record stop`; without one, `record stop` fails.
    var replayer: (any CaseReplaying)?
    /// Asks the person at the prompt a `y/N` question (`nil`: nobody to ask, as in scripts).
    var confirm: (@MainActor (String) async -> Bool)?

    init(options: ShellOptions) {}

    func commandDidEnd(_ run: CommandRun, in interpreter: Interpreter) {
        guard recording != nil, run.isOutermost else { return }
        if let parsed = run.parsed {
            interpreter.keepForRecording(parsed, outcome: run.outcome, in: run.frame)
        } else {
            recording?.leaveOut(EchoedValue.quoted(run.text), because: "it did not parse")
        }
    }
}
