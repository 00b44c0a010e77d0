import Foundation
import Shell

/// The helper side of ``WorkerLane``: `ordersh test --worker` reads one ``WorkerRequest``
/// (a ``GoldenCase`` and its time limit) at a time on standard input, runs it in-process,
/// and writes its ``WorkerAnswer`` on standard output, until its input ends.
@MainActor public enum WorkerService {
    /// The hidden option that starts a helper.
    public nonisolated static let flag = "--worker"

    /// Runs the cases a parent sends on standard input, in fresh `sessions`, until it closes; the exit status.
    public static func serve(sessions: SessionFactory) async -> Int32 {
        var requests = LineReader(descriptor: STDIN_FILENO)
        while true {
            let request: WorkerRequest
            switch requests.nextRequest() {
            case .request(let next): request = next
            case .ended: return 0
            case .unreadable: return 2
            }
            var run = await CaseRunner.run(request.goldenCase, sessions: sessions, timeout: request.timeout)
            if !request.coverage { run.coverage = ReadCoverage() }
            guard StandardConsole.write(WorkerAnswer.encode(run), to: STDOUT_FILENO) else { return 1 }
        }
    }
}
