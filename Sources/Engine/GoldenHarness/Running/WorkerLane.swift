import SafeIO
import SystemPackage
import Foundation

/// A lane in a helper process: the same `ordersh` binary run as `ordersh test --worker`,
/// which runs each case it is sent in-process and answers with its ``CaseRun``.
///
/// Helper processes exist because every session's ViewModels are `@MainActor`, as
/// SwiftUI's are, and a process has one main actor: cases in one process take turns,
/// cases in two processes run at the same time on two cores.
///
/// A helper stops a case that runs past its time limit itself. One that still has not
/// answered `grace` later is stuck (busy, not waiting): it is killed and replaced, and the
/// case fails as timed out. A helper that dies is replaced too; the case it ran fails.
/// The process must ignore SIGPIPE, as ordersh's main does: writing to a helper that
/// stopped then fails with EPIPE instead of ending this process.
final class WorkerLane: @unchecked Sendable {
    /// One helper process and its pipes.
    private struct Helper {
        let process: Process
        let input: FileHandle
        var reader: LineReader
    }

    /// How long after a case's time limit a helper may take to answer.
    static let grace: Duration = .seconds(5)

    private let executable: String
    // Touched only on `queue`, one request at a time.
    private var helper: Helper?
    private let queue = DispatchQueue(label: "ordersh.golden.worker")

    /// Starts `executable test --worker`; `nil` when it cannot start.
    init?(executable: String) {
        guard let helper = Self.start(executable) else { return nil }
        self.executable = executable
        self.helper = helper
    }

    private static func start(_ executable: String) -> Helper? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["test", WorkerService.flag]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        do {
            try process.run()
        } catch {
            return nil
        }
        return Helper(process: process, input: input.fileHandleForWriting, reader: LineReader(descriptor: output.fileHandleForReading.fileDescriptor))
    }

    /// How many cases a lane keeps sent ahead to its helper. It sends the next case as soon
    /// as it reads an answer, so the helper finds its next case waiting when it ends one:
    /// it never waits for this process, busy on the other core, to be scheduled and write
    /// it. (Sent in batches of eight, read whole before the next was sent, the helper
    /// waited at each batch's end, and two lanes ran 1.45 to 1.6 times as fast as one.)
    static let window = 4

    /// Runs the cases `next` gives, by index into `cases`, in the helper, each stopped after
    /// `timeout` (`nil`: none), and hands each run to `deliver` as it arrives; their
    /// ``CaseRun/coverage`` is empty unless `coverage` asks for it. Returns the cases it took
    /// that no helper could run, in order: empty unless no helper could start.
    func run(
        _ cases: [GoldenCase], next: @escaping @Sendable () -> Int?, timeout: Duration?, coverage: Bool,
        deliver: @escaping @Sendable (Int, CaseRun) -> Void
    ) async -> [Int] {
        await withCheckedContinuation { continuation in
            queue.async {
                continuation.resume(returning: self.stream(cases, next: next, timeout: timeout, coverage: coverage, deliver: deliver))
            }
        }
    }

    /// Ends the helper: it exits when its input closes.
    func finish() {
        queue.sync {
            guard let helper else { return }
            try? helper.input.close()
            helper.process.waitUntilExit()
        }
    }

    /// Keeps ``window`` cases sent, reading the answers in order. A helper that stops or
    /// sticks fails the case it was running; the cases sent after it go to a new helper.
    private func stream(
        _ cases: [GoldenCase], next: () -> Int?, timeout: Duration?, coverage: Bool, deliver: (Int, CaseRun) -> Void
    ) -> [Int] {
        // Taken, not yet sent to the current helper (a helper that stopped left them).
        var waiting: [Int] = []
        // Sent to the current helper and not answered, in order.
        var sent: [Int] = []
        while true {
            if helper == nil { helper = Self.start(executable) }
            guard var current = helper else { return waiting }
            var lines = Data()
            var added: [Int] = []
            while sent.count + added.count < Self.window, let index = waiting.isEmpty ? next() : waiting.removeFirst() {
                added.append(index)
                lines.append(contentsOf: WorkerRequest(goldenCase: cases[index], timeout: timeout, coverage: coverage).encoded)
            }
            if !lines.isEmpty {
                do {
                    try current.input.write(contentsOf: lines)
                } catch {
                    // The helper stopped reading: it stopped. The new cases go to the next one.
                    waiting = added + waiting
                    added = []
                    if sent.isEmpty {
                        // It stopped between cases: the first case it was sent fails, so a
                        // helper that stops at once every time cannot hold the run up.
                        replace(current)
                        let first = waiting.removeFirst()
                        deliver(first, CaseRun(outcome: .broken(reason: "its helper process stopped (\(Self.describeExit(of: current.process)))")))
                        continue
                    }
                    // It stopped while running `sent.first`, perhaps after answering cases
                    // still unread: reading on finds those answers, then where it ended,
                    // and fails the case it was running with how it ended.
                }
            }
            sent += added
            guard let index = sent.first else { return [] }
            // The helper starts a case when it has answered the one before.
            let limit = (Self.directiveTimeout(of: cases[index]) ?? timeout).flatMap { $0 > .zero ? $0 : nil }
            let started = ContinuousClock.now
            let deadline = limit.map { started + $0 + Self.grace }
            let failed: CaseRun
            switch current.reader.nextAnswer(before: deadline) {
            case .answer(let run):
                helper = current
                sent.removeFirst()
                deliver(index, run)
                continue
            case .unreadable:
                failed = CaseRun(outcome: .broken(reason: "its helper process answered what this one cannot read"))
            case .timedOut:
                failed = CaseRun(
                    outcome: .timedOut(limit: limit?.nanoseconds ?? 0, line: nil, command: nil),
                    nanoseconds: (ContinuousClock.now - started).nanoseconds)
            case .ended:
                failed = CaseRun(outcome: .broken(reason: "its helper process stopped (\(Self.describeExit(of: current.process)))"))
            }
            replace(current)
            sent.removeFirst()
            deliver(index, failed)
            waiting = sent + waiting
            sent = []
        }
    }

    /// Kills `old` if it still runs; the next case starts a new helper.
    private func replace(_ old: Helper) {
        if old.process.isRunning { kill(old.process.processIdentifier, SIGKILL) }
        try? old.input.close()
        old.process.waitUntilExit()
        helper = nil
    }

    /// The case's own `# golden: timeout`, read here too: the lane must know how long its
    /// helper may take.
    private static func directiveTimeout(of goldenCase: GoldenCase) -> Duration? {
        guard let bytes = try? RegularFile.read(goldenCase.scriptPath, limit: CaseDirectives.scriptLimit) else { return nil }
        return (try? CaseDirectives.parse(String(decoding: bytes, as: UTF8.self)))?.timeout
    }

    private static func describeExit(of process: Process) -> String {
        process.waitUntilExit()
        return process.terminationReason == .uncaughtSignal
            ? "killed by signal \(process.terminationStatus)" : "exit status \(process.terminationStatus)"
    }
}
