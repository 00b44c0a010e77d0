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
    private let decoder = JSONDecoder()

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
            switch current.reader.nextAnswer(before: deadline, decoder: decoder) {
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

/// What a lane sends its helper: a case, its time limit, and whether to send back what
/// the case read (`--coverage`; the answer is a third shorter without it).
///
/// Written as a line of four numbers (the time limit in nanoseconds or `-`, coverage 0 or 1,
/// the byte counts of the name and of the script's path), then those bytes. As JSON, the
/// path's bytes went one number at a time: writing and reading the requests took about
/// 3.6 % of the CPU of `--jobs 2`, this 0.6 %.
struct WorkerRequest: Equatable {
    let goldenCase: GoldenCase
    /// Nanoseconds; `nil` for none.
    let timeoutNanoseconds: Int64?
    let coverage: Bool

    init(goldenCase: GoldenCase, timeout: Duration?, coverage: Bool) {
        self.goldenCase = goldenCase
        timeoutNanoseconds = timeout?.nanoseconds
        self.coverage = coverage
    }

    var timeout: Duration? { timeoutNanoseconds.map { .nanoseconds($0) } }

    /// The request as the lane writes it.
    var encoded: [UInt8] {
        let name = Array(goldenCase.name.utf8)
        let path = goldenCase.scriptPath.bytes
        let header = "\(timeoutNanoseconds.map(String.init) ?? "-") \(coverage ? 1 : 0) \(name.count) \(path.count)\n"
        return Array(header.utf8) + name + path
    }
}

/// How reading a lane's request ended.
enum RequestRead: Equatable {
    case request(WorkerRequest)
    /// The input ended between requests: the lane is done.
    case ended
    /// A header that is not four numbers, or fewer bytes than it counts.
    case unreadable
}

extension LineReader {
    /// The next ``WorkerRequest``, or why there is none.
    mutating func nextRequest() -> RequestRead {
        guard let header = nextLine() else { return .ended }
        let fields = String(decoding: header, as: UTF8.self).split(separator: " ")
        guard fields.count == 4, let nameCount = Int(fields[2]), let pathCount = Int(fields[3]),
              nameCount >= 0, pathCount >= 0, fields[1] == "0" || fields[1] == "1"
        else { return .unreadable }
        let timeout: Int64?
        if fields[0] == "-" {
            timeout = nil
        } else {
            guard let nanoseconds = Int64(fields[0]) else { return .unreadable }
            timeout = nanoseconds
        }
        // Counts whose sum overflows would trap; no request is that long.
        let (total, overflows) = nameCount.addingReportingOverflow(pathCount)
        guard !overflows, case .line(let bytes) = nextBytes(total, before: nil) else { return .unreadable }
        let goldenCase = GoldenCase(
            name: String(decoding: bytes[..<nameCount], as: UTF8.self), scriptPath: FilePath(bytes: bytes[nameCount...]))
        return .request(WorkerRequest(goldenCase: goldenCase, timeout: timeout.map { .nanoseconds($0) }, coverage: fields[1] == "1"))
    }
}

/// What a helper answers for a case: its run without the transcript, on one line of JSON,
/// then the transcript as `transcriptBytes` bytes of UTF-8. (Sent inside the JSON, every
/// line break and quote of the transcript was escaped by the helper and unescaped here;
/// encoding and decoding the answers took 7 % of the CPU of `--jobs 2`.)
struct WorkerAnswer: Codable {
    var run: CaseRun
    let transcriptBytes: Int

    /// The answer for `run`, as the helper writes it.
    static func encode(_ run: CaseRun, with encoder: JSONEncoder) throws -> [UInt8] {
        var header = run
        header.transcript = ""
        let transcript = Array(run.transcript.utf8)
        var bytes = Array(try encoder.encode(WorkerAnswer(run: header, transcriptBytes: transcript.count)))
        bytes.append(UInt8(ascii: "\n"))
        bytes += transcript
        return bytes
    }
}

/// How reading a helper's answer ended.
enum AnswerWait {
    case answer(CaseRun)
    case unreadable
    case ended
    case timedOut
}

extension LineReader {
    /// The next ``WorkerAnswer``, waiting until `deadline` at most (`nil`: for ever).
    mutating func nextAnswer(before deadline: ContinuousClock.Instant?, decoder: JSONDecoder) -> AnswerWait {
        let header: [UInt8]
        switch nextLine(before: deadline) {
        case .line(let line): header = line
        case .ended: return .ended
        case .timedOut: return .timedOut
        }
        guard let answer = try? decoder.decode(WorkerAnswer.self, from: Data(header)), answer.transcriptBytes >= 0 else {
            return .unreadable
        }
        switch nextBytes(answer.transcriptBytes, before: deadline) {
        case .line(let transcript):
            var run = answer.run
            run.transcript = String(decoding: transcript, as: UTF8.self)
            return .answer(run)
        case .ended: return .ended
        case .timedOut: return .timedOut
        }
    }
}

/// Whole lines, or counted bytes, from a file descriptor, of any length.
struct LineReader {
    private let descriptor: Int32
    private var buffer: [UInt8] = []

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// How waiting for a line ended.
    enum Wait {
        case line([UInt8])
        case ended
        case timedOut
    }

    /// The next line without its newline; `nil` at the end of input.
    mutating func nextLine() -> [UInt8]? {
        if case .line(let line) = nextLine(before: nil) { return line }
        return nil
    }

    /// The next line without its newline, waiting until `deadline` at most (`nil`: for ever).
    mutating func nextLine(before deadline: ContinuousClock.Instant?) -> Wait {
        var scanned = 0
        while true {
            if let newline = buffer[scanned...].firstIndex(of: UInt8(ascii: "\n")) {
                let line = Array(buffer[..<newline])
                buffer.removeFirst(newline + 1)
                return .line(line)
            }
            scanned = buffer.count
            if let end = readMore(before: deadline) { return end }
        }
    }

    /// The next `count` bytes (as a ``Wait/line(_:)``), waiting until `deadline` at most.
    mutating func nextBytes(_ count: Int, before deadline: ContinuousClock.Instant?) -> Wait {
        while buffer.count < count {
            if let end = readMore(before: deadline) { return end }
        }
        let bytes = Array(buffer[..<count])
        buffer.removeFirst(count)
        return .line(bytes)
    }

    /// Reads what is there into the buffer, waiting for it until `deadline` at most; how
    /// the wait ended when nothing was read, `nil` otherwise.
    private mutating func readMore(before deadline: ContinuousClock.Instant?) -> Wait? {
        while true {
            if let deadline {
                let left = deadline - ContinuousClock.now
                guard left > .zero else { return .timedOut }
                var watched = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                let ready = poll(&watched, 1, Int32(clamping: left.nanoseconds / 1_000_000 + 1))
                if ready < 0, errno == EINTR { continue }
                if ready == 0 { continue }
            }
            let start = buffer.count
            buffer.append(contentsOf: repeatElement(0, count: Self.chunk))
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress.map { $0 + start }, Self.chunk) }
            buffer.removeLast(Self.chunk - max(count, 0))
            if count < 0, errno == EINTR { continue }
            return count > 0 ? nil : .ended
        }
    }

    /// How much one read asks for.
    private static let chunk = 65_536
}
