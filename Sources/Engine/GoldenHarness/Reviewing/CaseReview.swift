import Foundation
import SafeIO
import SystemPackage
import Shell

/// What the user decides about one changed transcript, with one key.
public enum ReviewDecision: Sendable, Hashable {
    /// `a`: the new transcript is right; it becomes the `.out`.
    case accept
    /// `r`: the new transcript is wrong; the `.out` stays and the case still fails.
    case reject
    /// `s`: decide later; the `.out` stays.
    case skip
    /// `q`, Ctrl-C, Ctrl-D: stop reviewing; the rest are skipped.
    case quit
}

/// Where `--review` reads its decisions: single keys at a terminal, or a script in tests.
@MainActor public protocol ReviewKeys {
    /// Shows `prompt` and returns the decision of the next key pressed.
    func decide(_ prompt: String) -> ReviewDecision

    /// Shows a `y/N` question and returns true only for `y`.
    func confirm(_ prompt: String) -> Bool
}

/// `ordersh test --review`: each case that failed on its transcript (or has none yet) is
/// shown as a diff, named by `.osh` line, and accepted, rejected or skipped with one key.
@MainActor public enum CaseReview {
    /// What the review did.
    public struct Outcome: Sendable, Hashable {
        /// The cases whose transcript became their `.out`.
        public var accepted: [String] = []
        /// The cases left as they were.
        public var rejected: [String] = []
        /// The cases not decided.
        public var skipped: [String] = []
        /// Accepted cases whose `.out` could not be written, with why.
        public var unwritten: [String] = []
    }

    /// Whether `--review` asks about `result`: a failure on the transcript alone (it
    /// differs, or there is no `.out` yet), not a case that could not run or timed out.
    public nonisolated static func isReviewable(_ result: CaseResult) -> Bool {
        guard case .failed(let failure) = result.verdict, case .ran = result.run.outcome else { return false }
        return failure.diff != nil || failure.isMissingExpectation
    }

    /// Asks about each reviewable result in turn; writes the `.out` of each accepted one.
    public static func run(
        _ results: [CaseResult], prompt: String, color: Bool, keys: some ReviewKeys, output: (String) -> Void
    ) -> Outcome {
        let cases = results.filter(isReviewable)
        var outcome = Outcome()
        for (index, result) in cases.enumerated() {
            let name = result.goldenCase.name
            guard case .failed(let failure) = result.verdict else { continue }
            output(Terminal.paint("[\(index + 1)/\(cases.count)] \(VisibleText.escaped(name))", "1", color))
            output(shown(failure, result, prompt: prompt, color: color))
            var decision = keys.decide("[a]ccept [r]eject [s]kip [q]uit ")
            // A transcript with more errors than the one it replaces (a failing expect, a
            // load that now fails) is accepted only when asked once more.
            let newErrors = NewErrors.count(in: result.run.transcript, replacing: existing(result.goldenCase.expectedPath))
            if decision == .accept, newErrors > 0,
               !keys.confirm("accept \(newErrors) new error\(newErrors == 1 ? "" : "s")? y/N ") {
                decision = .reject
            }
            switch decision {
            case .accept:
                do {
                    try ReplacedFile.write(result.run.transcript, to: result.goldenCase.expectedPath)
                    outcome.accepted.append(name)
                } catch {
                    output("cannot write \(error)")
                    outcome.unwritten.append(name)
                }
            case .reject:
                outcome.rejected.append(name)
            case .skip:
                outcome.skipped.append(name)
            case .quit:
                outcome.skipped += cases[index...].map(\.goldenCase.name)
                return outcome
            }
        }
        return outcome
    }

    /// The `.out` at `path`, or `nil` when there is none (or it cannot be read).
    private static func existing(_ path: FilePath) -> [UInt8]? {
        guard case .found(let bytes) = ExpectedTranscript.read(path) else { return nil }
        return bytes
    }

    /// The diff to decide on; a missing `.out` shows the whole transcript as new.
    private static func shown(_ failure: CaseFailure, _ result: CaseResult, prompt: String, color: Bool) -> String {
        if let diff = failure.diff { return failure.message + "\n" + diff.rendered(color: color) }
        let expectedPath = result.goldenCase.shownExpected
        let diff = TranscriptDiff(
            expected: "", actual: result.run.transcript, origins: result.run.lineOrigins,
            script: result.goldenCase.scriptFileName, expectedLabel: expectedPath + " (missing)", prompt: prompt)
        return "new case: \(expectedPath) does not exist yet\n" + (diff?.rendered(color: color) ?? "(its transcript is empty)")
    }

    /// The lines that end a review: what was accepted, rejected and skipped.
    public static func summary(_ outcome: Outcome) -> [String] {
        var lines: [String] = []
        let groups = [
            ("accepted", outcome.accepted), ("rejected", outcome.rejected), ("skipped", outcome.skipped),
            ("not written", outcome.unwritten),
        ]
        for (word, names) in groups where !names.isEmpty {
            lines.append("\(word) \(names.count): " + names.joined(separator: ", "))
        }
        if !outcome.accepted.isEmpty { lines.append("review the accepted .out files with git diff before committing") }
        return lines.isEmpty ? ["nothing to review"] : lines
    }
}
