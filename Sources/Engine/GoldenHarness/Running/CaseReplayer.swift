import SafeIO
import SystemPackage
import Shell

/// Replays a recorded case for `record stop` exactly as `ordersh test` runs it (a fresh
/// session with the harness environment, the default time-out), noting how each command
/// ended and what the ViewModels showed after it.
@MainActor public final class CaseReplayer: CaseReplaying {
    private let sessions: SessionFactory
    private let timeout: Duration?

    /// Replays in sessions that `sessions` makes, each stopped after `timeout` (`nil`: none).
    public init(sessions: SessionFactory, timeout: Duration? = HarnessOptions.defaultTimeout) {
        self.sessions = sessions
        self.timeout = timeout
    }

    public func replay(scriptAt path: FilePath) async -> CaseReplay {
        let goldenCase = GoldenCase(name: path.shown, scriptPath: path)
        var commands: [Int: ReplayedCommand] = [:]
        let run = await CaseRunner.run(goldenCase, sessions: sessions, timeout: timeout) { interpreter in
            interpreter.commandFinished = { [unowned interpreter] line, outcome in
                commands[line] = ReplayedCommand(outcome: outcome, state: SessionSnapshot(session: interpreter.session))
            }
        }
        let problem: String? = switch run.outcome {
        case .ran: nil
        case .skipped(let reason): "the case is skipped (\(reason))"
        case .broken(let reason): reason
        case .timedOut(let limit, let line, let command):
            "it ran past \(DurationText.describe(.nanoseconds(limit)))"
                + (line.map { " at line \($0)" } ?? "") + (command.map { " (\($0))" } ?? "")
        }
        return CaseReplay(transcript: run.transcript, commands: commands, problem: problem)
    }
}
