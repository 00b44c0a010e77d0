import SystemPackage
import Composition
import DisplayInterface
import Foundation
import GoldenHarness
import Testing

/// `--review` with scripted keys: what is shown, what each key writes, what the run says.
@MainActor
@Suite("Reviewing changed transcripts")
struct ReviewTests {
    /// Answers with the given decisions in turn, noting each prompt.
    final class ScriptedKeys: ReviewKeys {
        var decisions: [ReviewDecision]
        var prompts: [String] = []

        init(_ decisions: ReviewDecision...) {
            self.decisions = decisions
        }

        func decide(_ prompt: String) -> ReviewDecision {
            prompts.append(prompt)
            return decisions.isEmpty ? .quit : decisions.removeFirst()
        }

        /// The answers to `y/N` questions, in turn (none left: no).
        var confirmations: [Bool] = []

        func confirm(_ prompt: String) -> Bool {
            prompts.append(prompt)
            return confirmations.isEmpty ? false : confirmations.removeFirst()
        }
    }

    func review(_ folder: CaseFolder, _ keys: ScriptedKeys) async throws -> (GoldenHarness.Report, PrintedLines) {
        let printed = PrintedLines()
        let report = try await GoldenHarness.run(HarnessOptions(paths: [FilePath(folder.path)], timeout: nil), sessions: SessionAssembly.harnessSessions(), review: keys) { printed.append($0) }
        return (report, printed)
    }

    static let echo = "echo one\n"

    @Test("a transcript with more error lines than its .out asks once more: N keeps the .out, y writes it")
    func newErrorsAskTwice() async throws {
        let folder = try CaseFolder()
        defer { folder.remove() }
        let failing = "# golden: keep-going\necho one\nexpect summary.isLoading\n"
        try folder.write("a.osh", failing)
        try folder.write("a.out", "osh> echo one\none\n")
        try folder.write("b.osh", failing)
        try folder.write("b.out", "osh> echo one\none\n")
        try folder.write("c.osh", Self.echo)
        try folder.write("c.out", "osh> echo one\nold\n")
        let keys = ScriptedKeys(.accept, .accept, .accept)
        keys.confirmations = [false, true]
        let (report, _) = try await review(folder, keys)
        #expect(keys.prompts == [
            "[a]ccept [r]eject [s]kip [q]uit ", "accept 1 new error? y/N ",
            "[a]ccept [r]eject [s]kip [q]uit ", "accept 1 new error? y/N ",
            "[a]ccept [r]eject [s]kip [q]uit ",
        ])
        #expect(folder.read("a.out") == "osh> echo one\none\n")
        #expect(folder.read("b.out")?.contains("b.osh:3:1: error: expectation failed") == true)
        #expect(folder.read("c.out") == "osh> echo one\none\n")
        #expect(report.summary == GoldenHarness.Summary(passed: 2, failed: 1, skipped: 0))
    }

    @Test("a accepts a changed transcript, r rejects one, s skips a new case: only the accepted .out is written")
    func acceptRejectSkip() async throws {
        let folder = try CaseFolder()
        defer { folder.remove() }
        try folder.write("a.osh", Self.echo)
        try folder.write("a.out", "osh> echo one\nold\n")
        try folder.write("b.osh", Self.echo)
        try folder.write("b.out", "osh> echo one\nolder\n")
        try folder.write("c.osh", Self.echo)
        try folder.write("d.osh", Self.echo)
        try folder.write("d.out", "osh> echo one\none\n")
        let keys = ScriptedKeys(.accept, .reject, .skip)
        let (report, printed) = try await review(folder, keys)
        #expect(keys.prompts == Array(repeating: "[a]ccept [r]eject [s]kip [q]uit ", count: 3))
        #expect(folder.read("a.out") == "osh> echo one\none\n")
        #expect(folder.read("b.out") == "osh> echo one\nolder\n")
        #expect(!folder.exists("c.out"))
        #expect(report.summary == GoldenHarness.Summary(passed: 2, failed: 2, skipped: 0))
        #expect(report.exitStatus == 1)
        let lines = printed.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.contains("the transcript differs from \(folder.path)/a.out; reviewed below"))
        #expect(lines.contains("no .out yet; reviewed below"))
        #expect(lines.contains("[1/3] a"))
        #expect(lines.contains("@@ -1,2 +1,2 @@ a.osh:1: echo one"))
        #expect(lines.contains("-old"))
        #expect(lines.contains("+one"))
        #expect(lines.contains("[3/3] c"))
        #expect(lines.contains("new case: \(folder.path)/c.out does not exist yet"))
        #expect(lines.contains("--- expected  \(folder.path)/c.out (missing)"))
        #expect(Array(lines.suffix(6).dropLast(2)) == [
            "accepted 1: a", "rejected 1: b", "skipped 1: c", "review the accepted .out files with git diff before committing",
        ])
        #expect(lines.last == "2 passed, 2 failed")
    }

    @Test("q stops the review: the rest are skipped and nothing more is written")
    func quit() async throws {
        let folder = try CaseFolder()
        defer { folder.remove() }
        try folder.write("a.osh", Self.echo)
        try folder.write("b.osh", Self.echo)
        let keys = ScriptedKeys(.quit)
        let (report, printed) = try await review(folder, keys)
        #expect(keys.prompts.count == 1)
        #expect(!folder.exists("a.out") && !folder.exists("b.out"))
        #expect(report.summary == GoldenHarness.Summary(passed: 0, failed: 2, skipped: 0))
        #expect(printed.text.contains("\nskipped 2: a, b\n"))
    }

    @Test("a case that cannot run is reported as usual and not reviewed; with nothing to review the review says so")
    func notReviewable() async throws {
        let folder = try CaseFolder()
        defer { folder.remove() }
        try folder.write("broken.osh", "# golden: bogus\necho one\n")
        let keys = ScriptedKeys()
        let (report, printed) = try await review(folder, keys)
        #expect(keys.prompts.isEmpty)
        #expect(report.summary == GoldenHarness.Summary(passed: 0, failed: 1, skipped: 0))
        #expect(printed.text.contains("the case could not run: broken.osh: line 1: unknown directive 'bogus'"))
        #expect(printed.text.contains("\nnothing to review\n"))
    }

    @Test("--review and --update together are refused")
    func refusedWithUpdate() async throws {
        let folder = try CaseFolder()
        defer { folder.remove() }
        await #expect(throws: HarnessUsageError("--review and --update both write .out files; choose one")) {
            _ = try await GoldenHarness.run(HarnessOptions(paths: [FilePath(folder.path)], update: true, timeout: nil), sessions: SessionAssembly.harnessSessions(), review: ScriptedKeys()) { _ in }
        }
    }
}
