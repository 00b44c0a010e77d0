import DisplayInterface
import Foundation
import SafeIO
import SystemPackage
import Shell
import Synchronization

/// The golden harness behind `ordersh test` and the `swift test` suite: finds cases, runs
/// each in a fresh in-process session, compares transcripts, and reports.
@MainActor public enum GoldenHarness {
    /// The totals of a run.
    public struct Summary: Sendable, Hashable {
        /// Cases that passed.
        public var passed = 0
        /// Cases that failed.
        public var failed = 0
        /// Cases skipped by a directive.
        public var skipped = 0

        /// A summary of these counts.
        public init(passed: Int = 0, failed: Int = 0, skipped: Int = 0) {
            self.passed = passed
            self.failed = failed
            self.skipped = skipped
        }

        /// `N passed, M failed`, with `, K skipped` when some were.
        public var line: String {
            "\(passed) passed, \(failed) failed" + (skipped > 0 ? ", \(skipped) skipped" : "")
        }
    }

    /// What a run found and did.
    public struct Report: Sendable {
        /// Every case's result, in name order.
        public var results: [CaseResult]
        /// `.out` files with no case beside them.
        public var obsolete: [String]
        /// The counts.
        public var summary: Summary
        /// The gates the run failed besides its cases (`--coverage --strict`), each said in
        /// a line of its own before the summary, which counts cases only.
        public var failedGates: [String] = []
        /// 0 when no case and no gate failed, else 1.
        public var exitStatus: Int32 { summary.failed == 0 && failedGates.isEmpty ? 0 : 1 }
    }

    /// Runs one case in this process and compares its transcript with its `.out`;
    /// writes nothing (the `swift test` suite). The time limit is five minutes, not the
    /// 30 s of `ordersh test`: in `swift test` a case waits for the main actor behind other
    /// suites, and a sanitizer makes everything slower.
    public static func check(_ goldenCase: GoldenCase, sessions: SessionFactory, timeout: Duration = .seconds(300)) async -> CaseResult {
        let run = await CaseRunner.run(goldenCase, sessions: sessions, timeout: timeout)
        return CaseJudge(identity: sessions.registry.identity, update: false, saveActual: nil).judge(goldenCase, run)
    }

    /// Runs the cases `options` select, printing each result through `output` as it is
    /// known (in running order) and the summary line last. With `review`, each case that
    /// failed on its transcript is then shown and decided with one key (`--review`). With
    /// `--update` and `asking`, each transcript held back for its new `error:` lines is
    /// shown and written when confirmed.
    public static func run(
        _ options: HarnessOptions, sessions: SessionFactory, review: (any ReviewKeys)? = nil, asking: (any ReviewKeys)? = nil,
        output: @escaping @Sendable (String) -> Void
    ) async throws(HarnessUsageError) -> Report {
        try checkUsage(options, reviewing: review != nil)
        let identity = sessions.registry.identity
        let found = try CaseDiscovery(scriptSuffix: identity.scriptSuffix).discover(options.paths)
        let cases = options.selection.apply(to: found.cases)
        if let seed = options.selection.shuffleSeed { output("shuffled with seed \(seed) (--shuffle=\(seed) repeats this order)") }

        // Run: every case on its lanes, each result printed as it is known.
        let clock = ContinuousClock()
        let start = clock.now
        let board = ResultBoard(
            cases: cases,
            judge: CaseJudge(identity: identity, update: options.update, saveActual: options.saveActual, acceptErrors: options.acceptErrors),
            color: options.color, showsDiffs: review == nil, output: output)
        // A lane per case at most, and never more than `mostJobs`: `--jobs 100000` on three
        // cases starts two helpers.
        let workers = startHelpers(min(options.jobs, HarnessOptions.mostJobs, cases.count) - 1, executable: options.workerExecutable)
        let lanes = await runLanes(cases, workers: workers, options: options, sessions: sessions, board: board)
        let elapsed = clock.now - start

        // Decide: what the person reviews or confirms changes the counts; then the gates.
        let results = board.results
        var tally = RunTally(results)
        if let review {
            let outcome = CaseReview.run(results, prompt: identity.prompt, color: options.color, keys: review) { output($0) }
            tally.notes += CaseReview.summary(outcome)
            tally.passed(outcome.accepted.count)
        }
        confirmHeldBack(results, asking: asking, color: options.color, into: &tally, output: output)
        if options.coverage {
            gateCoverage(results, registry: sessions.registry, shell: options.coverageIncludesShell, strict: options.strict, into: &tally)
        }
        noteFound(found, options: options, identity: identity, into: &tally)
        if let junit = options.junit {
            writeJUnit(results, obsolete: found.obsolete, strict: options.strict, identity: identity, to: junit, into: &tally)
        }

        // Report: the notes, then the summary line last.
        tally.notes.append("ran \(results.count - tally.summary.skipped) of \(found.cases.count) cases in \(CaseReportLine.milliseconds(elapsed.nanoseconds)) with \(lanes) lane\(lanes == 1 ? "" : "s")")
        for note in tally.notes { output(note) }
        output(tally.summary.line)
        return Report(results: results, obsolete: found.obsolete, summary: tally.summary, failedGates: tally.failedGates)
    }

    /// The options that cannot go together, or a number out of range.
    private static func checkUsage(_ options: HarnessOptions, reviewing: Bool) throws(HarnessUsageError) {
        if options.update && options.isCI {
            throw HarnessUsageError("--update writes .out files, and CI is set: nothing is written in CI (record locally, then commit)")
        }
        if reviewing && options.update {
            throw HarnessUsageError("--review and --update both write .out files; choose one")
        }
        guard options.jobs >= 1 else { throw HarnessUsageError("--jobs takes a number of 1 or more") }
    }

    /// With `--update` at a terminal (`asking`), each transcript held back for its new
    /// `error:` lines is shown and written when confirmed; elsewhere a note says how.
    private static func confirmHeldBack(
        _ results: [CaseResult], asking: (any ReviewKeys)?, color: Bool, into tally: inout RunTally, output: @Sendable (String) -> Void
    ) {
        let heldBack = results.filter { if case .failed(let failure) = $0.verdict { failure.newErrors > 0 } else { false } }
        guard let asking else {
            if !heldBack.isEmpty {
                tally.notes.append("--update held back \(heldBack.count) transcript\(heldBack.count == 1 ? "" : "s") with new error lines: "
                    + "run it at a terminal to be asked, or add --accept-errors")
            }
            return
        }
        for result in heldBack {
            guard case .failed(let failure) = result.verdict else { continue }
            output(failure.rendered(color: color))
            let count = failure.newErrors
            guard asking.confirm("write \(result.goldenCase.shownExpected) with \(count) new error line\(count == 1 ? "" : "s")? y/N ") else { continue }
            do {
                try ReplacedFile.write(result.run.transcript, to: result.goldenCase.expectedPath)
                tally.written.append(result.goldenCase.shownExpected)
                tally.passed(1)
            } catch {
                output("cannot write \(error)")
            }
        }
    }

    /// `--coverage`: what the cases ran of the app's commands (and, with `shell`, of the
    /// shell's own) and read of its display properties; with `--strict`, anything unread
    /// fails the run.
    private static func gateCoverage(
        _ results: [CaseResult], registry: ViewModelRegistry, shell: Bool, strict: Bool, into tally: inout RunTally
    ) {
        let commands = CommandCatalog(registry: registry)
        let report = CoverageReport(
            results.map(\.run.coverage), catalog: ViewModelCatalog(registry: registry),
            commandForms: shell ? commands.commandForms : commands.appForms)
        tally.notes += report.lines
        if strict, !report.unread.isEmpty {
            tally.notes.append("--coverage --strict: \(report.unread.count) unread, so the run fails")
            tally.failedGates.append("--coverage --strict")
        }
    }

    /// Obsolete `.out` files, what was written, a CI run that recorded nothing, and a run
    /// with nothing to test (a failure, not a pass; an empty shard of a larger suite is not).
    private static func noteFound(_ found: CaseDiscovery.Found, options: HarnessOptions, identity: AppIdentity, into tally: inout RunTally) {
        for path in found.obsolete {
            tally.notes.append("obsolete: \(path) has no \(identity.scriptSuffix) beside it; delete it" + (options.strict ? " (--strict fails the run)" : ""))
        }
        if options.strict { tally.summary.failed += found.obsolete.count }
        if !tally.written.isEmpty {
            tally.notes.append("wrote \(tally.written.count) .out file\(tally.written.count == 1 ? "" : "s"); review them before committing:")
            tally.notes += tally.written.map { "  " + $0 }
        }
        if options.isCI, tally.hasMissingExpectation {
            tally.notes.append("CI is set, so nothing was recorded: run '\(identity.testCommand) --update' on your machine and commit the .out files")
        }
        if found.cases.isEmpty {
            tally.notes.append("no golden case (NAME\(identity.scriptSuffix)) under \(options.paths.map { EchoedValue.path($0.bytes) }.joined(separator: ", "))")
            tally.summary.failed += 1
        } else if let filter = options.selection.filter, CaseSelection(filter: filter).apply(to: found.cases).isEmpty {
            tally.notes.append("no case name contains \(EchoedValue.quoted(VisibleText.escaped(filter)))")
            tally.summary.failed += 1
        }
    }

    /// `--junit PATH`: the report is not a case; failing to write it fails the run.
    private static func writeJUnit(
        _ results: [CaseResult], obsolete: [String], strict: Bool, identity: AppIdentity, to path: FilePath, into tally: inout RunTally
    ) {
        do {
            let report = JUnitReport.render(results, obsolete: obsolete, strict: strict, suite: identity.junitSuiteName, scriptSuffix: identity.scriptSuffix)
            try ReplacedFile.write(report, to: path)
        } catch {
            tally.notes.append("--junit: cannot write \(error)")
            tally.failedGates.append("--junit")
        }
    }

    /// `count` helper processes of `executable`, as many as start (none without one).
    private static func startHelpers(_ count: Int, executable: String?) -> [WorkerLane] {
        guard let executable, count > 0 else { return [] }
        return (0..<count).compactMap { _ in WorkerLane(executable: executable) }
    }

    /// Runs every case on a lane in this process and one in each of `workers`' helpers,
    /// then ends the helpers. Returns how many lanes ran.
    private static func runLanes(
        _ cases: [GoldenCase], workers: [WorkerLane], options: HarnessOptions, sessions: SessionFactory, board: ResultBoard
    ) async -> Int {
        let (timeout, coverage) = (options.timeout, options.coverage)
        let queue = CaseQueue(count: cases.count)
        await withTaskGroup(of: Void.self) { group in
            for worker in workers {
                group.addTask {
                    await runHelperLane(worker, cases, queue: queue, sessions: sessions, board: board, timeout: timeout, coverage: coverage)
                }
            }
            group.addTask {
                await runInProcess(cases, queue: queue, sessions: sessions, board: board, timeout: timeout)
            }
        }
        for worker in workers { worker.finish() }
        return workers.count + 1
    }

    /// Runs the next cases in `worker`'s helper until none are left. When no helper can
    /// start, the case it was given fails, the others it took run in this process, and the
    /// lane ends.
    private static func runHelperLane(
        _ worker: WorkerLane, _ cases: [GoldenCase], queue: CaseQueue, sessions: SessionFactory, board: ResultBoard, timeout: Duration?,
        coverage: Bool
    ) async {
        let unrun = await worker.run(cases, next: { queue.take() }, timeout: timeout, coverage: coverage) { index, run in
            board.deliver(index, run)
        }
        guard let first = unrun.first else { return }
        board.deliver(first, CaseRun(outcome: .broken(reason: "its helper process stopped and no other could start")))
        for index in unrun.dropFirst() {
            board.deliver(index, await CaseRunner.run(cases[index], sessions: sessions, timeout: timeout))
        }
    }

    private static func runInProcess(
        _ cases: [GoldenCase], queue: CaseQueue, sessions: SessionFactory, board: ResultBoard, timeout: Duration?
    ) async {
        while let index = queue.take() {
            let run = await CaseRunner.run(cases[index], sessions: sessions, timeout: timeout)
            board.deliver(index, run)
        }
    }
}

/// What a harness run has counted and has to say, as its stages add to it.
private struct RunTally {
    var summary = GoldenHarness.Summary()
    /// Lines printed before the summary.
    var notes: [String] = []
    /// The gates failed besides the cases.
    var failedGates: [String] = []
    /// The `.out` files written, as shown.
    var written: [String]
    /// Whether a case failed for want of its `.out`.
    let hasMissingExpectation: Bool

    init(_ results: [CaseResult]) {
        for result in results {
            switch result.verdict {
            case .passed: summary.passed += 1
            case .failed: summary.failed += 1
            case .skipped: summary.skipped += 1
            }
        }
        written = results.filter { $0.recording != nil }.map(\.goldenCase.shownExpected)
        hasMissingExpectation = results.contains { if case .failed(let failure) = $0.verdict { failure.isMissingExpectation } else { false } }
    }

    /// `count` failed cases were accepted or confirmed: they pass now.
    mutating func passed(_ count: Int) {
        summary.passed += count
        summary.failed -= count
    }
}
