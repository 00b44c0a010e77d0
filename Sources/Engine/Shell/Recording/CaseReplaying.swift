import DisplayInterface
import SystemPackage

/// Runs a recorded case in a fresh session, as `ordersh test` runs it, so that
/// `record stop` can write the transcript the harness expects. The golden harness
/// implements it; the executable hands it to the interpreter.
@MainActor public protocol CaseReplaying: AnyObject {
    /// Replays the case whose script is at `path` (`NAME.osh`).
    func replay(scriptAt path: FilePath) async -> CaseReplay
}

/// What a replay printed, and how each command of the script ended.
public struct CaseReplay: Sendable {
    /// The transcript, as `ordersh test` compares it.
    public var transcript: String
    /// For each line of the script that held a command: how it ended and what the
    /// ViewModels showed after it.
    public var commands: [Int: ReplayedCommand]
    /// Why the replay could not run or finish (it ran past its time-out); `nil` when it ran.
    public var problem: String?

    /// A replay that printed `transcript`, with what each command did.
    public init(transcript: String, commands: [Int: ReplayedCommand], problem: String? = nil) {
        self.transcript = transcript
        self.commands = commands
        self.problem = problem
    }
}

/// One command of a replay.
public struct ReplayedCommand: Sendable {
    /// How the command ended.
    public var outcome: CommandOutcome
    /// The display state after it.
    public var state: SessionSnapshot

    /// A command that ended `outcome`, leaving `state`.
    public init(outcome: CommandOutcome, state: SessionSnapshot) {
        self.outcome = outcome
        self.state = state
    }
}
