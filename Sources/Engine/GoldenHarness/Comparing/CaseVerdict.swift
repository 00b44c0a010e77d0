import DisplayInterface
import Foundation
import SafeIO
import SystemPackage
import Shell

/// How one case ended, with what the harness wrote for it.
public struct CaseResult: Sendable {
    /// Whether the case passed, failed (and why) or was skipped.
    public enum Verdict: Sendable {
        case passed
        case failed(CaseFailure)
        case skipped(reason: String)
    }

    /// What `--update` wrote for the case.
    public enum Recording: Sendable, Hashable {
        case recorded
        case updated
    }

    /// The case.
    public let goldenCase: GoldenCase
    /// What running it produced.
    public let run: CaseRun
    /// Its verdict.
    public let verdict: Verdict
    /// What `--update` wrote, if anything.
    public let recording: Recording?

    /// Whether it passed.
    public var passed: Bool { if case .passed = verdict { true } else { false } }
    /// Whether it failed.
    public var failed: Bool { if case .failed = verdict { true } else { false } }
}

/// Why a case failed: a sentence, and the diff when the transcript differs.
public struct CaseFailure: Sendable {
    /// What failed, in one sentence.
    public let message: String
    let diff: TranscriptDiff?
    /// The case has no `.out` yet (recording it is the fix).
    public var isMissingExpectation = false
    /// `--update` held the transcript back: it has this many more `error:` lines than the
    /// `.out` it would replace (0: nothing held back).
    public var newErrors = 0

    /// The message and the diff, coloured when `color` is true.
    public func rendered(color: Bool) -> String {
        let message = VisibleText.escaped(message)
        guard let diff else { return message }
        return message + "\n" + diff.rendered(color: color)
    }
}

/// Compares a case's transcript with its `.out` and writes what the options ask:
/// `--update` (never when `CI` is set) and `--save-actual`.
struct CaseJudge: Sendable {
    /// The app: its prompt (a hunk names its command) and its test command (hints).
    var identity: AppIdentity
    var update: Bool
    var saveActual: FilePath?
    /// `--accept-errors`: `--update` writes a transcript with new `error:` lines too.
    var acceptErrors = false

    func judge(_ goldenCase: GoldenCase, _ run: CaseRun) -> CaseResult {
        switch run.outcome {
        case .skipped(let reason):
            return CaseResult(goldenCase: goldenCase, run: run, verdict: .skipped(reason: reason), recording: nil)
        case .broken(let reason):
            return failed(goldenCase, run, "the case could not run: \(reason)")
        case .timedOut(let limit, let line, let command):
            let after = "timed out after \(DurationText.describe(.nanoseconds(limit)))"
            guard let line else {
                return failed(goldenCase, run, after + "; its helper process did not answer and was replaced")
            }
            return failed(
                goldenCase, run,
                after + " at \(goldenCase.scriptFileName):\(line) running '\(command ?? "")'"
                    + " (raise the limit with --timeout or '# golden: timeout DURATION')")
        case .ran:
            break
        }
        if let saveActual,
           let message = write(run.transcript, to: FilePath(bytes: saveActual.bytes + Array("/\(goldenCase.name)\(GoldenCase.expectedExtension)".utf8))) {
            return failed(goldenCase, run, "--save-actual: \(message)")
        }
        let expectedPath = goldenCase.shownExpected
        let expected: [UInt8]
        switch ExpectedTranscript.read(goldenCase.expectedPath) {
        case .found(let bytes):
            expected = bytes
        case .unreadable(let reason):
            return failed(goldenCase, run, "cannot read \(expectedPath): \(reason)")
        case .missing:
            guard update else {
                let failure = CaseFailure(
                    message: "missing \(expectedPath): record it with '\(identity.testCommand) --update \(goldenCase.shownScript)' and review it before committing",
                    diff: nil, isMissingExpectation: true)
                return CaseResult(goldenCase: goldenCase, run: run, verdict: .failed(failure), recording: nil)
            }
            return record(goldenCase, run, as: .recorded, replacing: nil)
        }
        let diff = TranscriptDiff(
            expected: String(decoding: expected, as: UTF8.self), actual: run.transcript, origins: run.lineOrigins,
            script: goldenCase.scriptFileName, expectedLabel: expectedPath, prompt: identity.prompt)
        guard let diff else { return CaseResult(goldenCase: goldenCase, run: run, verdict: .passed, recording: nil) }
        guard update else {
            return CaseResult(
                goldenCase: goldenCase, run: run,
                verdict: .failed(CaseFailure(message: "the transcript differs from \(expectedPath)", diff: diff)), recording: nil)
        }
        return record(goldenCase, run, as: .updated, replacing: expected)
    }

    /// Writes the transcript as the case's `.out`, unless it would make new `error:` lines
    /// the expected output without being asked to (``NewErrors``).
    private func record(_ goldenCase: GoldenCase, _ run: CaseRun, as recording: CaseResult.Recording, replacing old: [UInt8]?) -> CaseResult {
        let added = NewErrors.count(in: run.transcript, replacing: old)
        if added > 0, !acceptErrors, !NewErrors.keepsGoing(goldenCase) {
            let expected = old.map { String(decoding: $0, as: UTF8.self) } ?? ""
            var failure = CaseFailure(
                message: "--update did not write \(goldenCase.shownExpected): \(NewErrors.describe(added)) (--accept-errors writes it)",
                diff: TranscriptDiff(
                    expected: expected, actual: run.transcript, origins: run.lineOrigins, script: goldenCase.scriptFileName,
                    expectedLabel: goldenCase.shownExpected + (old == nil ? " (missing)" : ""), prompt: identity.prompt))
            failure.newErrors = added
            return CaseResult(goldenCase: goldenCase, run: run, verdict: .failed(failure), recording: nil)
        }
        if let message = write(run.transcript, to: goldenCase.expectedPath) {
            return failed(goldenCase, run, "--update: \(message)")
        }
        return CaseResult(goldenCase: goldenCase, run: run, verdict: .passed, recording: recording)
    }

    private func failed(_ goldenCase: GoldenCase, _ run: CaseRun, _ message: String) -> CaseResult {
        CaseResult(goldenCase: goldenCase, run: run, verdict: .failed(CaseFailure(message: message, diff: nil)), recording: nil)
    }

    /// Writes `text` to `path` by the one rule for written files, creating folders; the
    /// reason when it cannot.
    private func write(_ text: String, to path: FilePath) -> String? {
        do {
            try ReplacedFile.createFolders(path.removingLastComponent())
            try ReplacedFile.write(text, to: path)
            return nil
        } catch {
            return "cannot write \(error)"
        }
    }
}

/// Reading a case's `.out`: a regular file, read whole up to a limit (a FIFO would block
/// the run, `/dev/zero` never ends).
enum ExpectedTranscript {
    case found([UInt8])
    case missing
    case unreadable(String)

    /// The largest `.out` read; a larger one fails its case.
    static let limit = 1 << 30

    static func read(_ path: FilePath) -> ExpectedTranscript {
        switch Result(catching: { () throws(RegularFile.Refusal) in try RegularFile.read(path, limit: limit) }) {
        case .success(let bytes): .found(bytes)
        case .failure(.cannotOpen(let code)): code == ENOENT ? .missing : .unreadable(FileTarget.problem(code))
        case .failure(.notRegular(let what)): .unreadable("it \(what), not a transcript")
        case .failure(.tooLarge(let limit)): .unreadable("it is larger than \(limit >> 20) MiB")
        }
    }
}
