import Foundation
import Testing

/// `ordersh test` as users run it: the binary, its helper processes, files and exit statuses.
@Suite("ordersh test", .ownThread)
struct GoldenCommandTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    static let notCI = ["CI": ""]
    static let cart = "load cart #EDEE1FD1\napply-promo SAVE20\nshow summary.totalLabel\n"
    static let cartTranscript = "osh> load cart #EDEE1FD1\nosh> apply-promo SAVE20\nosh> show summary.totalLabel\n$104.52\n"

    /// A new folder with `files`, removed by the caller.
    static func folder(_ files: [String: String]) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("ordersh-test-\(UUID().uuidString)")
        for (path, text) in files {
            let file = url.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
        return url
    }

    /// The summary a run of every case gives: the `.osh` files under Fixtures/golden not
    /// behind a `_` name, one of which says `# golden: skip`.
    static var everyCaseSummary: String {
        let files = FileManager.default.enumerator(atPath: repository + "/Fixtures/golden")?.compactMap { $0 as? String } ?? []
        let cases = files.filter { path in path.hasSuffix(".osh") && !path.split(separator: "/").contains { $0.hasPrefix("_") } }
        return "\(cases.count - 1) passed, 0 failed, 1 skipped"
    }

    static func lastLine(_ text: String) -> String? {
        text.split(separator: "\n").last.map(String.init)
    }

    @Test("the project's golden suite passes from the repository root, on two lanes (helper processes), and reads everything (--coverage --strict)")
    func projectSuite() throws {
        let result = try OrdershBinary.run(
            ["test", "--jobs", "2", "--coverage-shell", "--strict", "--timeout", "0"], directory: Self.repository, environment: Self.notCI)
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(Self.lastLine(result.stdout) == Self.everyCaseSummary)
        #expect(result.stdout.contains("cases in ") && result.stdout.contains(" with 2 lanes\n"))
        #expect(!result.stdout.contains("FAIL"))
        #expect(result.stdout.contains("\n  unread: none\n"))
        #expect(result.stdout.contains("\ncoverage: 42/42 commands, 5/5 ViewModels, 66/66 display properties\n"))
    }

    @Test("--shuffle passes the same cases in another order, and says the seed")
    func shuffle() throws {
        let result = try OrdershBinary.run(["test", "--shuffle", "--jobs", "2", "--timeout", "0"], directory: Self.repository, environment: Self.notCI)
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("shuffled with seed "))
        #expect(Self.lastLine(result.stdout) == Self.everyCaseSummary)
    }

    @Test("--jobs 100000 on three cases starts a lane per case, no more")
    func jobsCapped() throws {
        let folder = try Self.folder([
            "a.osh": "echo a\n", "a.out": "osh> echo a\na\n", "b.osh": "echo b\n", "b.out": "osh> echo b\nb\n",
            "c.osh": "echo c\n", "c.out": "osh> echo c\nc\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try OrdershBinary.run(["test", ".", "--jobs", "100000", "--timeout", "0"], directory: folder.path, environment: Self.notCI)
        #expect(result.status == 0)
        #expect(result.stdout.contains(" with 3 lanes\n3 passed, 0 failed\n"))
    }

    @Test("a broken .out fails with exit 1 and a plain diff (no colour outside a terminal)")
    func brokenExpectation() throws {
        let folder = try Self.folder(["cart.osh": Self.cart, "cart.out": Self.cartTranscript.replacingOccurrences(of: "104.52", with: "104.5")])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try OrdershBinary.run(["test", ".", "--timeout", "0"], directory: folder.path, environment: Self.notCI)
        #expect(result.status == 1)
        #expect(result.stdout.contains("""
            --- expected  cart.out
            +++ actual
            @@ -1,4 +1,4 @@ cart.osh:3: show summary.totalLabel
             osh> load cart #EDEE1FD1
             osh> apply-promo SAVE20
             osh> show summary.totalLabel
            -$104.5
            +$104.52
            """))
        #expect(!result.stdout.contains("\u{1B}["))
        #expect(Self.lastLine(result.stdout) == "0 passed, 1 failed")
    }

    @Test("--timeout stops a slow case in either lane (this process or a helper); the others pass")
    func timeout() throws {
        let slow = "set latency 1m\nload orders\n"
        // The quick case has no limit: a sanitized helper on a loaded machine may take longer
        // than any limit short enough for this test to wait for.
        let cart = "# golden: timeout 0\n" + Self.cart
        let folder = try Self.folder(["a-slow.osh": slow, "a-slow.out": "", "b-slow.osh": slow, "b-slow.out": "", "cart.osh": cart, "cart.out": Self.cartTranscript])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try OrdershBinary.run(["test", ".", "--jobs", "2", "--timeout", "2s"], directory: folder.path, environment: Self.notCI)
        #expect(result.status == 1)
        for name in ["a-slow", "b-slow"] {
            #expect(result.stdout.contains(
                "timed out after 2 s at \(name).osh:2 running 'load orders' (raise the limit with --timeout or '# golden: timeout DURATION')"))
        }
        #expect(result.stdout.contains("with 2 lanes"))
        #expect(Self.lastLine(result.stdout) == "1 passed, 2 failed")
    }

    /// Runs `ordersh test . --jobs 2 ARGUMENTS` on cases that each wait `latency`, sends
    /// `signal` to its helper process once it runs, and returns the helper's pid and what
    /// the run printed and its exit status.
    static func runSignallingHelper(_ signal: Int32, latency: String, _ arguments: [String]) throws -> (helper: Int32, printed: String, status: Int32) {
        let slow = "set latency \(latency)\nload orders\nshow list.countLabel\n"
        let expected = "osh> set latency \(latency)\nosh> load orders\nosh> show list.countLabel\n25 orders\n"
        var files: [String: String] = [:]
        for name in ["a", "b", "c", "d"] { (files[name + ".osh"], files[name + ".out"]) = (slow, expected) }
        let folder = try Self.folder(files)
        defer { try? FileManager.default.removeItem(at: folder) }
        let process = Process()
        process.executableURL = OrdershBinary.url
        process.arguments = ["test", ".", "--jobs", "2"] + arguments
        process.currentDirectoryURL = folder
        process.environment = ProcessInfo.processInfo.environment.merging(Self.notCI) { $1 }
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        // Should the helper never be found, the run is ended here, not left to outlive the test.
        defer {
            if process.isRunning {
                process.terminate()
                process.waitUntilExit()
            }
        }
        // The helper is this run's child. Under a sanitizer, with other tests starting
        // processes too, it can take seconds to appear.
        var helper: Int32?
        let deadline = Date().addingTimeInterval(120)
        while helper == nil, process.isRunning, Date() < deadline {
            usleep(20_000)
            helper = try OrdershBinary.bash("pgrep -P \(process.processIdentifier)").stdout
                .split(separator: "\n").first.flatMap { Int32($0) }
        }
        guard let helper else { throw CocoaError(.executableNotLoadable) }
        kill(helper, signal)
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (helper, printed, process.terminationStatus)
    }

    @Test("a helper process that stops answering is killed and replaced; its case fails, the run goes on")
    func stuckHelper() throws {
        // SIGSTOP: the helper hangs as in a busy loop, past its case's limit.
        let run = try Self.runSignallingHelper(SIGSTOP, latency: "2s", ["--timeout", "1s"])
        #expect(run.status == 1)
        #expect(run.printed.contains("timed out after 1 s; its helper process did not answer and was replaced"))
        #expect(run.printed.contains("with 2 lanes"))
        #expect(kill(run.helper, 0) != 0, "the stuck helper was killed")
        #expect(Self.lastLine(run.printed) == "0 passed, 4 failed")
    }

    @Test("a helper process killed with SIGKILL fails the case it ran; a new helper and this process pass the rest")
    func killedHelper() throws {
        // Each case waits 3 s, so the helper is still in its first case when it is found.
        let run = try Self.runSignallingHelper(SIGKILL, latency: "3s", [])
        #expect(run.status == 1)
        #expect(run.printed.contains("the case could not run: its helper process stopped (killed by signal 9)"))
        #expect(Self.lastLine(run.printed) == "3 passed, 1 failed")
    }

    @Test("with CI=true a missing .out fails and nothing is written; --update and --review are refused with exit 2")
    func continuousIntegration() throws {
        let folder = try Self.folder(["cart.osh": Self.cart])
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = try OrdershBinary.run(["test", ".", "--timeout", "0"], directory: folder.path, environment: ["CI": "true"])
        #expect(missing.status == 1)
        #expect(missing.stdout.contains("missing cart.out: record it with 'ordersh test --update cart.osh'"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("cart.out").path))
        let update = try OrdershBinary.run(["test", ".", "--update"], directory: folder.path, environment: ["CI": "true"])
        #expect(update.status == 2)
        #expect(update.stderr.contains("--update writes .out files, and CI is set: nothing is written in CI"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("cart.out").path))
        let review = try OrdershBinary.run(["test", ".", "--review"], directory: folder.path, environment: ["CI": "true"])
        #expect(review.status == 2)
        #expect(review.stderr.contains("--review asks about each transcript at a terminal, and CI is set: run it on your machine"))
        #expect(review.stdout == "")

        let recorded = try OrdershBinary.run(["test", ".", "--update", "--timeout", "0"], directory: folder.path, environment: Self.notCI)
        #expect(recorded.status == 0)
        #expect(try String(contentsOf: folder.appendingPathComponent("cart.out"), encoding: .utf8) == Self.cartTranscript)
    }

    @Test("bad usage of ordersh test exits 2 and says what is wrong", arguments: [
        (["test", "--shard", "3/2"], "--shard takes I/N with 1 ≤ I ≤ N, like 1/4, not '3/2'"),
        (["test", "--jobs", "0"], "--jobs takes a number of 1 or more"),
        (["test", "--shuffle=abc"], "--shuffle=SEED takes a whole number, not 'abc'"),
        (["test", "no/such/folder"], "no such file or folder: no/such/folder"),
        (["test", "--bogus"], "Unknown option '--bogus'"),
        (["test", "--timeout", "soon"], "--timeout takes a duration like 30s, 2m or 0 (no limit), not 'soon'"),
        (["test", "--review"], "--review reads single keys from a terminal, and standard input is not one (--update writes every .out without asking)"),
        (["test", "--review", "--update"], "--review and --update both write .out files; choose one"),
    ])
    func badUsage(arguments: [String], message: String) throws {
        let result = try OrdershBinary.run(arguments, directory: Self.repository, environment: Self.notCI)
        #expect(result.status == 2)
        #expect(result.stderr.contains(message))
        #expect(result.stdout == "")
    }

    @Test("ordersh test with no path outside a project says where it looked and how to name cases")
    func noProject() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let result = try OrdershBinary.run(["test", "--timeout", "0"], directory: folder.path, environment: Self.notCI)
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix(
            "Error: no cases named, and no Fixtures/golden folder here (\(folder.path)), where ordersh test looks by default. "
                + "Name case files or folders: ordersh test cases/ or ordersh test first.osh."))
    }

    @Test("ordersh test --help documents the harness and exits 0")
    func help() throws {
        let result = try OrdershBinary.run(["test", "--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("USAGE: ordersh test [<path> …] [--update | --review] [--filter <text>] [--jobs <n>] [<options>]"))
        #expect(result.stdout.contains("# golden: keep-going"))
        #expect(result.stdout.contains("--shard <I/N>"))
        #expect(!result.stdout.contains("--worker"))
    }

    @Test("a helper (test --worker) exits 0 when its input ends between cases, 2 on a request it cannot read")
    func helperExit() throws {
        #expect(try OrdershBinary.bash("ordersh test --worker < /dev/null") == RunResult(stdout: "", stderr: "", status: 0))
        #expect(try OrdershBinary.bash("echo '{\"goldenCase\": {}}' | ordersh test --worker").status == 2)
        #expect(try OrdershBinary.bash("printf '%s\\nshort' '- 0 5 5' | ordersh test --worker").status == 2)
    }
}
