import SystemPackage
import Composition
import DisplayInterface
import Foundation
import GoldenHarness
import Testing

/// Whole runs of the harness on small folders, as `ordersh test` runs them (in one process).
@MainActor
@Suite("Harness runs")
struct HarnessRunTests {
    static let cart = "load cart #EDEE1FD1\napply-promo SAVE20\nshow summary.totalLabel\n"
    static let cartTranscript = "osh> load cart #EDEE1FD1\nosh> apply-promo SAVE20\nosh> show summary.totalLabel\n$104.52\n"

    func run(_ folder: CaseFolder, _ configure: (inout HarnessOptions) -> Void = { _ in }) async throws -> (GoldenHarness.Report, PrintedLines) {
        // No time limit unless a test sets one: a verdict about transcripts must not depend
        // on how busy the machine is.
        var options = HarnessOptions(paths: [FilePath(folder.path)], timeout: nil)
        configure(&options)
        let printed = PrintedLines()
        let report = try await GoldenHarness.run(options, sessions: SessionAssembly.harnessSessions()) { printed.append($0) }
        return (report, printed)
    }

    @Test("a matching case passes; the last line is the summary; exit status 0")
    func passing() async throws {
        let folder = try CaseFolder()
        defer { folder.remove() }
        try folder.write("cart.osh", Self.cart)
        try folder.write("cart.out", Self.cartTranscript)
        let (report, printed) = try await run(folder)
        #expect(report.summary == GoldenHarness.Summary(passed: 1, failed: 0, skipped: 0))
        #expect(printed.last == "1 passed, 0 failed")
        #expect(report.exitStatus == 0)
        #expect(printed.text.hasPrefix("ok    cart  "))
    }

    @Test("a broken .out fails with a readable diff naming the .osh line")
    func brokenExpectation() async throws {
        let folder = try CaseFolder()
        defer { folder.remove() }
        try folder.write("cart.osh", Self.cart)
        try folder.write("cart.out", Self.cartTranscript.replacingOccurrences(of: "$104.52", with: "$104.50"))
        let (report, printed) = try await run(folder)
        #expect(report.exitStatus == 1)
        #expect(printed.last == "0 passed, 1 failed")
        #expect(printed.text.contains("""
            FAIL  cart  
            """))
        #expect(printed.text.contains("""
            the transcript differs from \(folder.path)/cart.out
            --- expected  \(folder.path)/cart.out
            +++ actual
            @@ -1,4 +1,4 @@ cart.osh:3: show summary.totalLabel
             osh> load cart #EDEE1FD1
             osh> apply-promo SAVE20
             osh> show summary.totalLabel
            -$104.50
            +$104.52
            """))
    }

    @Test("a missing .out fails and says how to record it; --update records it, then it passes")
    func recording() async throws {
        let folder = try CaseFolder()
        defer { folder.remove() }
        try folder.write("cart.osh", Self.cart)
        let (missing, printed) = try await run(folder)
        #expect(missing.exitStatus == 1)
        #expect(printed.text.contains(
            "missing \(folder.path)/cart.out: record it with 'ordersh test --update \(folder.path)/cart.osh' and review it before committing"))
        #expect(!folder.exists("cart.out"))

        let (updated, updatePrinted) = try await run(folder) { $0.update = true }
        #expect(updated.exitStatus == 0)
        #expect(folder.read("cart.out") == Self.cartTranscript)
        #expect(updatePrinted.text.contains("wrote 1 .out file; review them before committing:\n  \(folder.path)/cart.out"))

        try folder.write("cart.out", "stale\n")
        let (_, rewritten) = try await run(folder) { $0.update = true }
        #expect(rewritten.text.contains("updated \(folder.path)/cart.out"))
        #expect(folder.read("cart.out") == Self.cartTranscript)
        #expect(try await run(folder).0.exitStatus == 0)
    }

    @Test("with CI set nothing is written: --update is refused, a missing .out fails and stays missing")
    func continuousIntegration() async throws {
        let folder = try CaseFolder()
        defer { folder.remove() }
        try folder.write("cart.osh", Self.cart)
        await #expect(throws: HarnessUsageError(
            "--update writes .out files, and CI is set: nothing is written in CI (record locally, then commit)")) {
            try await run(folder) { $0.update = true; $0.isCI = true }
        }
        let (report, printed) = try await run(folder) { $0.isCI = true }
        #expect(report.exitStatus == 1)
        #expect(printed.text.contains("CI is set, so nothing was recorded"))
        #expect(!folder.exists("cart.out"))
        #expect(HarnessOptions.isCI(environment: ["CI": "true"]))
        #expect(!HarnessOptions.isCI(environment: ["CI": ""]))
        #expect(!HarnessOptions.isCI(environment: [:]))
    }

    @Test("--save-actual writes every transcript, in CI too")
    func saveActual() async throws {
        let folder = try CaseFolder()
        defer { folder.remove() }
        try folder.write("sub/cart.osh", Self.cart)
        try folder.write("sub/cart.out", "wrong\n")
        let (report, _) = try await run(folder) { $0.saveActual = FilePath(folder.path + "/actual"); $0.isCI = true }
        #expect(report.exitStatus == 1)
        #expect(folder.read("actual/sub/cart.out") == Self.cartTranscript)
        #expect(folder.read("sub/cart.out") == "wrong\n")
    }

    @Test("an obsolete .out is reported; --strict fails on it")
    func obsolete() async throws {
        let folder = try CaseFolder()
        defer { folder.remove() }
        try folder.write("cart.osh", Self.cart)
        try folder.write("cart.out", Self.cartTranscript)
        try folder.write("gone.out", "osh> echo gone\ngone\n")
        let (lenient, printed) = try await run(folder)
        #expect(lenient.exitStatus == 0)
        #expect(lenient.obsolete == [folder.path + "/gone.out"])
        #expect(printed.text.contains("obsolete: \(folder.path)/gone.out has no .osh beside it; delete it"))
        let (strict, strictPrinted) = try await run(folder) { $0.strict = true; $0.selection.filter = "cart" }
        #expect(strict.exitStatus == 1)
        #expect(strictPrinted.last == "1 passed, 1 failed")
    }

    @Test("keep-going and skip directives; an unknown directive fails the case")
    func directives() async throws {
        let folder = try CaseFolder()
        defer { folder.remove() }
        try folder.write("errors.osh", "# golden: keep-going\nshw\necho after\n")
        try folder.write("errors.out", """
            osh> shw
            errors.osh:2:1: error: unknown command 'shw' (did you mean 'show'?)
            osh> echo after
            after

            """)
        try folder.write("later.osh", "# golden: skip not ready\necho x\n")
        try folder.write("typo.osh", "# golden: keepgoing\n")
        let (report, printed) = try await run(folder)
        #expect(report.summary == GoldenHarness.Summary(passed: 1, failed: 1, skipped: 1))
        #expect(printed.last == "1 passed, 1 failed, 1 skipped")
        #expect(printed.text.contains("skip  later  (not ready)"))
        #expect(printed.text.contains("the case could not run: typo.osh: line 1: unknown directive 'keepgoing'"))
    }

    @Test("--update holds back a transcript with new error lines unless --accept-errors or keep-going; asked, it writes on yes")
    func updateGuard() async throws {
        let folder = try CaseFolder()
        defer { folder.remove() }
        let failing = "load cart #EDEE1FD1\nexpect summary.totalLabel == \"$1.00\"\n"
        try folder.write("cart.osh", failing)
        try folder.write("cart.out", "osh> load cart #EDEE1FD1\n")
        try folder.write("meant.osh", "# golden: keep-going\n" + failing)
        let (held, printed) = try await run(folder) { $0.update = true }
        #expect(held.summary == GoldenHarness.Summary(passed: 1, failed: 1, skipped: 0))
        #expect(folder.read("cart.out") == "osh> load cart #EDEE1FD1\n")
        #expect(printed.text.contains("--update did not write \(folder.path)/cart.out: 1 new error line would become the expected output (--accept-errors writes it)"))
        #expect(printed.text.contains("--update held back 1 transcript with new error lines: run it at a terminal to be asked, or add --accept-errors"))
        #expect(folder.read("meant.out")?.contains("error: expectation failed: summary.totalLabel") == true)

        let keys = ReviewTests.ScriptedKeys()
        keys.confirmations = [true]
        let asked = try await GoldenHarness.run(
            HarnessOptions(paths: [FilePath(folder.path)], update: true, timeout: nil), sessions: SessionAssembly.harnessSessions(), asking: keys
        ) { _ in }
        #expect(asked.summary == GoldenHarness.Summary(passed: 2, failed: 0, skipped: 0))
        #expect(keys.prompts == ["write \(folder.path)/cart.out with 1 new error line? y/N "])
        #expect(folder.read("cart.out")?.contains("error: expectation failed: summary.totalLabel") == true)

        try folder.write("cart.out", "osh> load cart #EDEE1FD1\n")
        let (accepted, _) = try await run(folder) {
            $0.update = true
            $0.acceptErrors = true
        }
        #expect(accepted.exitStatus == 0)
        #expect(folder.read("cart.out")?.contains("error: expectation failed: summary.totalLabel") == true)
    }

    @Test("files a case refers to are named relative to it, wherever the suite lives")
    func relocatable() async throws {
        let folder = try CaseFolder()
        defer { folder.remove() }
        try folder.write("deep/case.osh", "source ../_lib/a.osh\nset data ../_data/none.json\n")
        try folder.write("_lib/a.osh", "show nothing\n")
        let (report, _) = try await run(folder) {
            $0.update = true
            $0.acceptErrors = true  // the case's error is what it records
        }
        #expect(report.exitStatus == 0)
        #expect(folder.read("deep/case.out") == """
            osh> source ../_lib/a.osh
            osh> show nothing
            ../_lib/a.osh:1:6: error: unknown view model 'nothing'
            case.osh:1:1: note: included from here

            """)
    }

    @Test("--shuffle gives the same verdicts as the sorted order; --jobs in one process too")
    func shuffleIsIndependent() async throws {
        let folder = try CaseFolder()
        defer { folder.remove() }
        for index in 0..<6 {
            try folder.write("c\(index).osh", index.isMultiple(of: 2) ? Self.cart : "load orders\nfilter status = shipped\nshow list.countLabel\n")
        }
        _ = try await run(folder) { $0.update = true }
        let (sorted, _) = try await run(folder)
        let (shuffled, printed) = try await run(folder) { $0.selection.shuffleSeed = 7; $0.jobs = 3 }
        #expect(sorted.summary == GoldenHarness.Summary(passed: 6, failed: 0, skipped: 0))
        #expect(shuffled.summary == sorted.summary)
        #expect(printed.text.hasPrefix("shuffled with seed 7 (--shuffle=7 repeats this order)"))
        #expect(shuffled.results.map(\.goldenCase.name) != sorted.results.map(\.goldenCase.name))
    }

    @Test("no case at all, or a filter that matches none, fails instead of passing silently")
    func nothingToRun() async throws {
        let folder = try CaseFolder()
        defer { folder.remove() }
        let (empty, printed) = try await run(folder)
        #expect(empty.exitStatus == 1)
        #expect(printed.text.contains("no golden case (NAME.osh) under \(folder.path)"))
        try folder.write("cart.osh", Self.cart)
        let (filtered, filterPrinted) = try await run(folder) { $0.selection.filter = "nope" }
        #expect(filtered.exitStatus == 1)
        #expect(filterPrinted.text.contains("no case name contains 'nope'"))
        // What was typed is shown escaped and cut: no byte of it reaches the terminal raw.
        let typed = "\u{1B}[31mred\u{07}" + String(repeating: "x", count: 100)
        let (_, escapedPrinted) = try await run(folder) { $0.selection.filter = typed }
        #expect(escapedPrinted.text.contains("no case name contains '\\u{1B}[31mred\\u{7}" + String(repeating: "x", count: 42) + "…'"))
        #expect(!escapedPrinted.text.contains("\u{1B}"))
    }

    @Test("--junit writes one testcase a case, with the diff of a failure")
    func junit() async throws {
        let folder = try CaseFolder()
        defer { folder.remove() }
        try folder.write("cart.osh", Self.cart)
        try folder.write("cart.out", "<wrong & old>\n")
        try folder.write("skipped.osh", "# golden: skip \"later\"\n")
        _ = try await run(folder) { $0.junit = FilePath(folder.path + "/report.xml") }
        let xml = folder.read("report.xml") ?? ""
        #expect(xml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"ordersh test\" tests=\"2\" failures=\"1\" skipped=\"1\""))
        #expect(xml.contains("<testcase classname=\"golden\" name=\"cart\""))
        #expect(xml.contains("<failure message=\"the transcript differs from \(folder.path)/cart.out\">"))
        #expect(xml.contains("-&lt;wrong &amp; old&gt;"))
        #expect(xml.contains("<skipped message=\"&quot;later&quot;\"/>"))
    }

    @Test("a case past its time limit fails alone, naming the line and the command it ran; the run goes on")
    func timeouts() async throws {
        let folder = try CaseFolder()
        defer { folder.remove() }
        // Stopped by its own directive, by --timeout, and not at all (timeout 0).
        try folder.write("a-slow.osh", "# golden: timeout 300ms\nset latency 1m\nload orders\nshow list.countLabel\n")
        try folder.write("a-slow.out", "")
        try folder.write("b-limited.osh", "set latency 1m\necho waiting\nload orders &\nwait\n")
        try folder.write("b-limited.out", "")
        try folder.write("c-patient.osh", "# golden: timeout 0\nset latency 400ms\nload orders\nshow list.countLabel\n")
        try folder.write("c-patient.out", "osh> set latency 400ms\nosh> load orders\nosh> show list.countLabel\n25 orders\n")
        // No limit for the quick case: under a sanitizer its first load alone may take 200 ms.
        try folder.write("cart.osh", "# golden: timeout 0\n" + Self.cart)
        try folder.write("cart.out", Self.cartTranscript)
        let (report, printed) = try await run(folder) { $0.timeout = .milliseconds(200) }
        #expect(report.summary == GoldenHarness.Summary(passed: 2, failed: 2, skipped: 0))
        #expect(printed.text.contains(
            "timed out after 300 ms at a-slow.osh:3 running 'load orders' (raise the limit with --timeout or '# golden: timeout DURATION')"))
        #expect(printed.text.contains(
            "timed out after 200 ms at b-limited.osh:4 running 'wait' (raise the limit with --timeout or '# golden: timeout DURATION')"))
        let slow = try #require(report.results.first { $0.goldenCase.name == "a-slow" })
        // The command was cancelled as by Ctrl-C; the next one never ran.
        #expect(slow.run.transcript == "osh> set latency 1m\nosh> load orders\na-slow.osh:3:1: error: interrupted\n")
    }
}
