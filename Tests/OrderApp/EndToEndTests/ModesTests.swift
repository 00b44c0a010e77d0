import Foundation
import Testing

/// The three ways to run commands (shell.md §1) through the built binary.
@Suite("ordersh modes", .ownThread)
struct ModesTests {
    let fixed = OrdershBinary.fixed

    @Test("-c runs the commands and exits 0")
    func commandMode() throws {
        let result = try OrdershBinary.run(fixed + ["-c", "load cart #7F3A9C2E; apply-promo SAVE20; show summary.totalLabel; show summary.promoMessage"])
        #expect(result == RunResult(stdout: "$21.78\nSAVE20 applied: 20% off\n", stderr: "", status: 0))
    }

    @Test("-c stops at the first failing command with status 1 and a located error")
    func commandFailure() throws {
        let result = try OrdershBinary.run(fixed + ["-c", "echo one; shw list; echo two"])
        #expect(result == RunResult(stdout: "one\n", stderr: "-c:1:11: error: unknown command 'shw' (did you mean 'show'?)\n", status: 1))
    }

    @Test("-c given twice runs both, in order; the second's errors are on line 2")
    func twoCommandOptions() throws {
        let result = try OrdershBinary.run(fixed + ["-c", "echo A", "-c", "echo B; shw"])
        #expect(result == RunResult(stdout: "A\nB\n", stderr: "-c:2:9: error: unknown command 'shw' (did you mean 'show'?)\n", status: 1))
    }

    @Test("--keep-going runs every command and still exits 1")
    func keepGoing() throws {
        let result = try OrdershBinary.run(fixed + ["--keep-going", "-c", "echo one; shw list; echo two"])
        #expect(result == RunResult(stdout: "one\ntwo\n", stderr: "-c:1:11: error: unknown command 'shw' (did you mean 'show'?)\n", status: 1))
    }

    @Test("--echo prints each command as osh> CMD before its output")
    func echo() throws {
        let result = try OrdershBinary.run(fixed + ["--echo", "-c", "load bookmarks; show bookmarks.countLabel"])
        #expect(result.stdout == "osh> load bookmarks\nosh> show bookmarks.countLabel\n4 bookmarks\n")
    }

    @Test("a script runs directly through its #! line, with arguments")
    func shebang() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let script = try folder.write("checkout.osh", """
            #!/usr/bin/env ordersh
            # Reproduces the SAVE20 checkout.
            load cart ${1}
            apply-promo SAVE20
            expect summary.hasDiscount
            show summary.totalLabel

            """, executable: true)
        let result = try OrdershBinary.bash("'\(script)' '#7F3A9C2E'")
        #expect(result == RunResult(stdout: "$21.78\n", stderr: "", status: 0))
    }

    @Test("a failing script names its file, line and column, and stops")
    func scriptFailure() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let script = try folder.write("bad.osh", "load orders\nfilter total > abc\necho never\n")
        let result = try OrdershBinary.run(fixed + [script])
        #expect(result == RunResult(stdout: "", stderr: "\(script):2:16: error: total needs an amount like 50 or 49.99, not 'abc'\n", status: 1))
    }

    @Test("stdin in a pipe: no prompt, no colour, commands line by line")
    func stdinPipe() throws {
        let result = try OrdershBinary.run(fixed, input: "load order #7F3A9C2E\nshow detail.statusLabel\nshow detail.statusColor\n")
        #expect(result == RunResult(stdout: "Shipped\nblue\n", stderr: "", status: 0))
        let failing = try OrdershBinary.run(fixed, input: "echo a\nshow nothing\necho b\n")
        #expect(failing == RunResult(stdout: "a\n", stderr: "<stdin>:2:6: error: unknown view model 'nothing'\n", status: 1))
    }

    @Test("a closed stdout (| head -1) ends quietly with status 0")
    func closedPipe() throws {
        let commands = Array(repeating: "show list", count: 300).joined(separator: "; ")
        let result = try OrdershBinary.bash("ordersh --now 2026-11-22T12:00:00Z -c 'load orders; \(commands)' | head -1; echo \"status=${PIPESTATUS[0]}\"")
        #expect(result == RunResult(stdout: "25 orders · this month · not cancelled · total > $0.00\nstatus=0\n", stderr: "", status: 0))
    }

    @Test("no data is read before the first load: a broken --data file fails only at load")
    func lazyData() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let data = try folder.write("broken.json", "{ not json")
        #expect(try OrdershBinary.run(["--data", data, "-c", "echo started; quit"]) == RunResult(stdout: "started\n", stderr: "", status: 0))
        let loaded = try OrdershBinary.run(["--data", data, "-c", "load orders"])
        #expect(loaded.status == 1)
        #expect(loaded.stderr.hasPrefix("-c:1:1: error: Failed to load orders: \(data):1:3: "))
    }

    @Test("the system locale comes from LANG; C and POSIX mean en_US")
    func systemLocale() throws {
        let command = ["--now", "2026-11-22T12:00:00Z", "-c", "load order #7F3A9C2E; show detail.totalLabel"]
        #expect(try OrdershBinary.run(command, environment: ["LANG": "de_DE.UTF-8", "LC_ALL": ""]).stdout == "27,22\u{00A0}$\n")
        #expect(try OrdershBinary.run(command, environment: ["LANG": "C.UTF-8", "LC_ALL": ""]).stdout == "$27.22\n")
    }
}

/// A folder for one test's files.
struct ScratchFolder {
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "ordersh-e2e-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    @discardableResult
    func write(_ name: String, _ text: String, executable: Bool = false) throws -> String {
        try write(name, Data(text.utf8), executable: executable)
    }

    /// Writes `data` to `name`. An executable file is copied into place by `cp`: a file
    /// this process wrote could still be open for writing in a child another test was
    /// starting at that moment, and running it would then fail with "Text file busy".
    @discardableResult
    func write(_ name: String, _ data: Data, executable: Bool = false) throws -> String {
        let file = path + "/" + name
        guard executable else {
            try data.write(to: URL(fileURLWithPath: file))
            return file
        }
        let draft = file + ".draft"
        try data.write(to: URL(fileURLWithPath: draft))
        let copy = Process()
        copy.executableURL = URL(fileURLWithPath: "/bin/cp")
        copy.arguments = [draft, file]
        try copy.run()
        copy.waitUntilExit()
        try FileManager.default.removeItem(atPath: draft)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file)
        return file
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
