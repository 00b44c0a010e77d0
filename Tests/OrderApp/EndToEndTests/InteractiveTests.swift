import Foundation
import Testing

/// The interactive shell through a real pseudo-terminal (shell.md §4), driven by
/// Interactive/pty_session.py: Tab completion, history across runs, Ctrl-C, Ctrl-D, UTF-8.
@Suite("ordersh interactive", .ownThread)
struct InteractiveTests {
    /// Runs `Interactive/SCRIPT` on the binary in a scratch folder; it must end with `passed`.
    private func runPtyScript(_ script: String, endsWith passed: String) throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Interactive/" + script).path
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let result = try OrdershBinary.run(
            executable: URL(fileURLWithPath: "/usr/bin/env"), ["python3", path, OrdershBinary.url.path, folder.path],
            input: nil, directory: nil, environment: [:])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.hasSuffix(passed + "\n"))
    }

    @Test("a pty session: completion, history recall, Ctrl-C cancels a slow load, UTF-8, Ctrl-D")
    func ptySession() throws {
        try runPtyScript("pty_session.py", endsWith: "all interactive checks passed")
    }

    @Test("a start-up file runs first (-X skips it), a session exits 0 after a failure and N on quit N, show > FILE at 80 columns is what a pipe gets, y/N takes one key, a resize redraws once")
    func psqlHabits() throws {
        try runPtyScript("psql_habits.py", endsWith: "all psql habit checks passed")
    }

    @Test("Ctrl-C pressed twelve times across a load of a generated file: each interrupts it, or is answered after it")
    func interruptsAcrossALoad() throws {
        let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let root = here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let data = folder.path + "/orders.json"
        // 20,000 orders keep the suite quick (and sanitized runs possible);
        // scripts/check-interrupts runs the same script on a million with the release build.
        let made = try OrdershBinary.run(
            executable: URL(fileURLWithPath: "/usr/bin/env"), ["python3", root.appendingPathComponent("scripts/gen-orders").path, "20k", data],
            input: nil, directory: nil, environment: [:])
        #expect(made.status == 0, "\(made.stderr)")
        let result = try OrdershBinary.run(
            executable: URL(fileURLWithPath: "/usr/bin/env"),
            ["python3", here.appendingPathComponent("Interactive/interrupt_load.py").path, OrdershBinary.url.path, folder.path, data, "12"],
            input: nil, directory: nil, environment: [:])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.hasSuffix("all interrupt checks passed\n"))
    }

    @Test("Ctrl-C stops a long show at once, and so does a pager that quits early; the prompt comes back")
    func outputStops() throws {
        let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let root = here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let data = folder.path + "/orders.json"
        // 100,000 orders of one month: about 90,000 rows, 700,000 lines as records.
        let made = try OrdershBinary.run(
            executable: URL(fileURLWithPath: "/usr/bin/env"),
            ["python3", root.appendingPathComponent("scripts/gen-orders").path, "100k", data, "--months", "1"],
            input: nil, directory: nil, environment: [:])
        #expect(made.status == 0, "\(made.stderr)")
        let result = try OrdershBinary.run(
            executable: URL(fileURLWithPath: "/usr/bin/env"),
            ["python3", here.appendingPathComponent("Interactive/interrupt_show.py").path, OrdershBinary.url.path, folder.path, data],
            input: nil, directory: nil, environment: [:])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.hasSuffix("all output stop checks passed\n"))
    }

    @Test("the golden loop at a terminal: record a case, break it by changing the data, accept it with one key in --review")
    func goldenLoop() throws {
        let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let script = here.appendingPathComponent("Interactive/golden_loop.py").path
        let data = here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/default-data.json").path
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let result = try OrdershBinary.run(
            executable: URL(fileURLWithPath: "/usr/bin/env"), ["python3", script, OrdershBinary.url.path, folder.path, data],
            input: nil, directory: nil, environment: [:])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.hasSuffix("all golden workflow checks passed\n"))
    }
}
