import Composition
import DisplayInterface
import Foundation
import Shell
import Testing

/// Every command of shell.md §3 (but `watch`, which needs a terminal: see the pty test)
/// through the binary, in script, `-c` and stdin mode, with one expected output.
@Suite("ordersh every command", .ownThread)
struct EveryCommandTests {
    static let commands = [
        "load orders", "filter status = shipped,delivered total>50", "sort total asc", "show list.countLabel",
        "filter", "filter reset", "load order #7F3A9C2E", "show detail.totalLabel", "load cart 7f3a9c2e",
        "apply-promo SAVE20", "expect summary.hasDiscount", "clear-promo", "show summary.promoMessage",
        "load bookmarks", "show bookmarks.countLabel", "load sales 2026-10", "show sales.periodLabel", "props summary", "set latency 20ms", "load orders &",
        "show list.isLoading", "wait", "set latency 0", "set fail load", "set fail off",
        "set now 2026-10-15T00:00:00Z", "set locale de_DE", "set timezone Europe/Berlin", "set data default",
        "trace on", "apply-promo TENOFF", "trace off", "source inc.osh", "echo done", "help clear", "clear", "quit",
        "echo after-quit",
    ]

    static let expected = """
        8 orders
        this month · shipped or delivered · total > $50.00
        $27.22
        nil
        4 bookmarks
        October 2026
        summary.itemRows       [ItemRow]
          name                 String
          quantityLabel        String
          lineTotalLabel       String
        summary.promoCode      String
        summary.subtotalLabel  String
        summary.discountLabel  String
        summary.hasDiscount    Bool
        summary.taxLabel       String
        summary.totalLabel     String
        summary.promoMessage   String?
        summary.isLoading      Bool
        summary.errorMessage   String?
        true
        summary.promoCode: "" → "TENOFF"
        summary.promoMessage: nil → "TENOFF needs a subtotal of 50,00\u{00A0}$"
        from inc
        done
        clear — Clear the terminal screen
        usage:
          clear
        example:
          clear

        """

    /// The commands this test leaves to others, and why.
    static let elsewhere = [
        "watch": "needs a terminal (pty_session.py)", "history": "lists what was typed at the prompt (pty tests)",
        "record": "writes a case (RecordTests)", "exit": "is quit",
        "timing": "prints on standard error (timingOnStandardError)", "\\timing": "is timing (commands/settings.osh)",
        "\\q": "is quit (commands/settings.osh)", "\\?": "is help (commands/settings.osh)", "\\x": "is set format (commands/settings.osh)",
        "output": "writes a file (redirection)", "\\o": "is output (errors/output-refused.osh)",
        "\\d": "is props (commands/settings.osh)", "\\i": "is source (commands/source.osh)",
    ]

    @Test("the list holds every command and load target the registry declares, but those tested elsewhere")
    @MainActor func listIsComplete() {
        let catalog = CommandCatalog(registry: SessionAssembly.registry)
        let verbs = Set(Self.commands.compactMap { $0.split(separator: " ").first.map(String.init) })
        #expect(catalog.names.filter { !verbs.contains($0) && Self.elsewhere[$0] == nil } == [])
        let targets = Set(Self.commands.filter { $0.hasPrefix("load ") }.compactMap { $0.split(separator: " ").dropFirst().first.map(String.init) })
        #expect(catalog.loads.map(\.target).filter { !targets.contains($0) } == [])
    }

    @Test("show --format csv into a pipe is CSV that Python's csv module reads back, field for field")
    func csvReadByPython() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let csv = try OrdershBinary.run(OrdershBinary.fixed + ["-c", "load orders; filter month = all status != cancelled; show list.rows --format csv"])
        #expect(csv.status == 0)
        try folder.write("list.csv", csv.stdout)
        let script = try folder.write("read.py", """
            import csv, sys
            rows = list(csv.reader(open(sys.argv[1], newline="", encoding="utf-8")))
            print(len(rows), len(rows[0]), all(len(row) == len(rows[0]) for row in rows), rows[0][2], any("," in field for row in rows[1:] for field in row))
            """)
        let read = try OrdershBinary.run(executable: URL(fileURLWithPath: "/usr/bin/env"), ["python3", script, folder.path + "/list.csv"], input: nil, directory: nil, environment: [:])
        let count = try OrdershBinary.run(OrdershBinary.fixed + ["-c", "load orders; filter month = all status != cancelled; show list.countLabel"])
        let orders = Int(count.stdout.prefix { $0.isNumber }) ?? -1
        #expect(read.stdout == "\(orders + 1) 8 True title True\n", "\(read.stderr)")
    }

    @Test("> replaces, >> appends, | runs a program, output sends everything after it to a file; a script's FILE is beside it")
    func redirection() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let commands = "load orders; show list.countLabel > count.txt; echo one >> log.txt; echo two >> log.txt; "
            + "show list.countLabel | tr a-z A-Z; output all.txt; echo in-file; show list.countLabel; output; echo back"
        let result = try OrdershBinary.run(OrdershBinary.fixed + ["-c", commands], directory: folder.path)
        #expect(result == RunResult(stdout: "25 ORDERS\nback\n", stderr: "", status: 0))
        let read = { (name: String) in try String(contentsOfFile: folder.path + "/" + name, encoding: .utf8) }
        #expect(try read("count.txt") == "25 orders\n")
        #expect(try read("log.txt") == "one\ntwo\n")
        #expect(try read("all.txt") == "in-file\n25 orders\n")
        try FileManager.default.createDirectory(atPath: folder.path + "/sub", withIntermediateDirectories: true)
        let script = try folder.write("sub/report.osh", "echo from the script > out.txt\n")
        #expect(try OrdershBinary.run([script]).status == 0)
        #expect(try read("sub/out.txt") == "from the script\n")
        let full = try OrdershBinary.run(["-c", "echo x > /dev/full"], directory: folder.path)
        #expect(full == RunResult(stdout: "", stderr: "-c:1:10: error: /dev/full: cannot write: no space left on the device\n", status: 1))
    }

    @Test("redirection opens its target as a shell does: a FIFO, a terminal or /dev/null in place, a folder refused before the command runs")
    func redirectionTargets() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let result = try OrdershBinary.bash("""
            mkfifo fifo; cat fifo > from-fifo.txt & reader=$!
            sleep 0.2
            ordersh --now 2026-11-22T12:00:00Z -c 'load orders; show list.countLabel > fifo; echo null > /dev/null'; echo "status $?"
            wait $reader; cat from-fifo.txt
            printf precious > notes.txt
            ordersh -c 'echo hi > notes.txt/'; echo "status $?"
            ordersh -c 'echo hi >> newdir/'; echo "status $?"
            ordersh -c 'echo hi > .'; echo "status $?"
            ordersh --keep-going --locale en_US -c 'set locale de_DE > missing/x.txt; set locale'; echo "status $?"
            ordersh -c 'echo hi > fifo'; echo "status $?"
            cat notes.txt; echo; ls
            """, directory: folder.path)
        #expect(result.stdout == """
            status 0
            25 orders
            status 1
            status 1
            status 1
            locale  en_US  (option)
            status 1
            status 1
            precious
            fifo
            from-fifo.txt
            notes.txt

            """)
        #expect(result.stderr == """
            -c:1:11: error: notes.txt/: names a folder (it ends in '/'), not a file to write
            -c:1:12: error: newdir/: names a folder (it ends in '/'), not a file to write
            -c:1:11: error: .: is a directory
            -c:1:20: error: missing/x.txt: cannot open the file: no such file or folder
            -c:1:11: error: fifo: is a FIFO that no program is reading, or a device that is not there

            """)
    }

    @Test("a program that fails or is killed by any signal fails the command, named with how it ended")
    func pipeProgramEnds() throws {
        let result = try OrdershBinary.bash("""
            ordersh -c 'echo hi | kill -9 $$'; echo "status $?"
            ordersh -c 'echo hi | kill -INT $$'; echo "status $?"
            ordersh -c 'echo hi | exit 3'; echo "status $?"
            ordersh -c 'echo hi | head -c 1; echo'; echo "status $?"
            ordersh -c 'output | tr a-z A-Z; echo one; echo two; output | kill -TERM $$; echo three'; echo "status $?"
            """)
        #expect(result.stdout == "status 1\nstatus 1\nstatus 1\nh\nstatus 0\nONE\nTWO\nstatus 1\n")
        #expect(result.stderr == """
            -c:1:9: error: 'kill -9 $$' ended by SIGKILL
            -c:1:9: error: 'kill -INT $$' ended by SIGINT
            -c:1:9: error: 'exit 3' exited with status 3
            error: 'kill -TERM $$' ended by SIGTERM

            """)
    }

    @Test("timing prints each command's time on standard error, never on standard output")
    func timingOnStandardError() throws {
        let result = try OrdershBinary.run(OrdershBinary.fixed + ["-c", "timing on; echo x; timing off; echo y"])
        #expect(result.stdout == "x\ny\n")
        #expect(result.status == 0)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 1 && lines.allSatisfy { $0.wholeMatch(of: /Time: [0-9]+\.[0-9]{3} ms/) != nil }, "\(result.stderr)")
    }

    @Test("in a script, through -c and through stdin, every command gives the same output")
    func everyMode() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try folder.write("inc.osh", "echo from inc\n")
        let script = try folder.write("all.osh", "#!/usr/bin/env ordersh\n" + Self.commands.joined(separator: "\n") + "\n", executable: true)
        let fixed = OrdershBinary.fixed
        let viaScript = try OrdershBinary.run(fixed + [script])
        let viaC = try OrdershBinary.run(fixed + ["-c", Self.commands.joined(separator: "; ")], directory: folder.path)
        let viaStdin = try OrdershBinary.run(fixed, input: Self.commands.joined(separator: "\n") + "\n", directory: folder.path)
        for result in [viaScript, viaC, viaStdin] {
            #expect(result == RunResult(stdout: Self.expected, stderr: "", status: 0))
        }
    }
}
