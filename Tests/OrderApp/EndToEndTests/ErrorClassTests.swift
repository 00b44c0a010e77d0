import Foundation
import Testing

/// Every class of error the binary can print, with its status (shell.md §1–3).
@Suite("ordersh errors", .ownThread)
struct ErrorClassTests {
    let fixed = OrdershBinary.fixed

    private func failing(_ commands: String) throws -> RunResult {
        try OrdershBinary.run(fixed + ["-c", commands])
    }

    @Test("usage errors exit 2: a missing script, a bad option value, a missing data file")
    func usage() throws {
        #expect(try OrdershBinary.run(["nope.osh"]) == RunResult(stdout: "", stderr: "ordersh: cannot read 'nope.osh': no such file\n", status: 2))
        #expect(try OrdershBinary.run(["--locale", "xx_YY", "-c", "quit"]) == RunResult(stdout: "", stderr: "ordersh: unknown locale 'xx_YY'\n", status: 2))
        #expect(try OrdershBinary.run(["--data", "missing.json", "-c", "quit"]) == RunResult(stdout: "", stderr: "ordersh: --data: missing.json: no such file\n", status: 2))
        #expect(try OrdershBinary.run(["--now", "soon", "-c", "quit"]).status == 2)
    }

    @Test("lexical errors: unterminated quote, invalid UTF-8, NUL, an over-long line")
    func lexical() throws {
        #expect(try failing("echo \"open").stderr == "-c:1:6: error: unterminated double quote\n")
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let invalid = try folder.write("invalid.osh", Data("echo ok\necho \u{e9}".utf8) + Data([0xC3, 0x28]))
        #expect(try OrdershBinary.run([invalid]) == RunResult(stdout: "ok\n", stderr: "\(invalid):2:7: error: invalid UTF-8\n", status: 1))
        let nul = try folder.write("nul.osh", Data("echo a\u{0}b\n".utf8))
        #expect(try OrdershBinary.run([nul]).stderr == "\(nul):1:7: error: NUL byte in input\n")
        let long = try folder.write("long.osh", Data(("echo " + String(repeating: "x", count: 1 << 20) + "\necho after\n").utf8))
        let result = try OrdershBinary.run(["--keep-going", long])
        #expect(result == RunResult(stdout: "after\n", stderr: "\(long):1:1: error: line is longer than 1 MB (1048581 bytes)\n", status: 1))
    }

    @Test("command errors: unknown command, argument count, ViewModel, property, value")
    func commands() throws {
        #expect(try failing("lod orders").stderr == "-c:1:1: error: unknown command 'lod' (did you mean 'load'?)\n")
        #expect(try failing("sort").stderr == "-c:1:6: error: sort needs a sort key (usage: sort date|total|title [asc|desc])\n")
        #expect(try failing("show lst").stderr == "-c:1:6: error: unknown view model 'lst' (did you mean 'list'?)\n")
        #expect(try failing("show list.count").stderr == "-c:1:11: error: list has no property 'count' (did you mean 'countLabel'?)\n")
        #expect(try failing("filter month = 2026-13").stderr == "-c:1:16: error: month takes current, all or a month like 2026-11, not '2026-13'\n")
        #expect(try failing("filter signature = maybe").stderr == "-c:1:20: error: signature takes yes or no, not 'maybe'\n")
        #expect(try failing("set latency soon").stderr == "-c:1:13: error: latency takes a duration like 500ms, 2s or 0, not 'soon'\n")
    }

    @Test("load errors carry the ViewModel's message; a bad data file names file, line and path")
    func loads() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try folder.write("bad.json", """
            { "orders": [ { "id": "a1", "title": "T", "createdAt": "2026-11-03T14:22:00Z", "status": "shipped",
              "items": [ { "name": "Mug", "price": "-1", "quantity": 1 } ], "shippingAddress": { "isResidential": true } } ] }
            """)
        let result = try OrdershBinary.run(fixed + ["-c", "set data bad.json; load orders"], directory: folder.path)
        #expect(result == RunResult(
            stdout: "",
            stderr: "-c:1:20: error: Failed to load orders: bad.json:2: orders[0].items[0].price: must not be negative, found -1\n",
            status: 1))
        #expect(try failing("load order 9z").stderr == "-c:1:1: error: Failed to load order: no order matches '9z': an id prefix needs 4 or more characters\n")
        #expect(try failing("set fail load; load bookmarks").stderr == "-c:1:16: error: Failed to load bookmarks: simulated failure\n")
    }

    @Test("expect failures and interactive-only commands fail with status 1")
    func expectAndWatch() throws {
        #expect(try failing("load orders; expect list.countLabel == \"3 orders\"")
            == RunResult(stdout: "", stderr: "-c:1:14: error: expectation failed: list.countLabel is \"25 orders\", expected \"3 orders\"\n", status: 1))
        #expect(try failing("watch list").stderr == "-c:1:1: error: watch runs until Ctrl-C, so it needs an interactive terminal (in scripts use show or trace)\n")
    }
}
