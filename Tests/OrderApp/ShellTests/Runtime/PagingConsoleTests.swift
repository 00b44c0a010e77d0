import DisplayInterface
import Foundation
import Shell
import Testing

/// The prompt's pager: output taller than the terminal goes to `$PAGER`, the rest is printed.
@MainActor
@Suite("Paging long output")
struct PagingConsoleTests {
    @Test("PAGER picks the pager; unset means less -FRX; empty turns paging off")
    func command() {
        #expect(PagingConsole.command(environment: [:]) == "less -FRX")
        #expect(PagingConsole.command(environment: ["PAGER": "more"]) == "more")
        #expect(PagingConsole.command(environment: ["PAGER": ""]) == nil)
        #expect(PagingConsole.command(environment: ["TERM": "dumb", "PAGER": "more"]) == nil)
        #expect(PagingConsole.command(environment: ["PAGER": "  "]) == nil)
    }

    @Test("output that fits is printed when the command ends, errors in their place")
    func fits() throws {
        let folder = try TemporaryFolder(files: [:])
        defer { folder.remove() }
        let base = TranscriptConsole()
        let console = PagingConsole(base: base, command: "cat > \(folder.path)/paged")
        console.rows = 5
        console.beginOutput(pageable: true)
        console.print("one")
        console.printError("error: two")
        console.print("three")
        #expect(base.transcript == "")
        console.endOutput()
        #expect(base.transcript == "one\nerror: two\nthree\n")
        #expect(base.errors == "error: two\n")
        #expect(!FileManager.default.fileExists(atPath: "\(folder.path)/paged"))
    }

    @Test("output taller than the terminal goes to the pager, all of it and in order; the command waits for it")
    func paged() throws {
        let folder = try TemporaryFolder(files: [:])
        defer { folder.remove() }
        let base = TranscriptConsole()
        let console = PagingConsole(base: base, command: "cat > \(folder.path)/paged")
        console.rows = 3
        console.beginOutput(pageable: true)
        console.print("one\ntwo")
        console.printError("error: three")
        console.print("four")
        console.print("five")
        console.endOutput()
        #expect(base.transcript == "")
        #expect(try String(contentsOfFile: "\(folder.path)/paged", encoding: .utf8) == "one\ntwo\nerror: three\nfour\nfive\n")
        // The next command starts over: short output is printed again.
        console.beginOutput(pageable: true)
        console.print("six")
        console.endOutput()
        #expect(base.transcript == "six\n")
    }

    @Test("a command that streams (watch) is never held")
    func streaming() {
        let base = TranscriptConsole()
        let console = PagingConsole(base: base, command: "cat > /dev/null")
        console.rows = 2
        console.beginOutput(pageable: false)
        console.print("one\ntwo\nthree")
        #expect(base.transcript == "one\ntwo\nthree\n")
        console.endOutput()
    }

    @Test("a pager that does not exist prints the output instead")
    func missingPager() {
        let base = TranscriptConsole()
        let console = PagingConsole(base: base, command: "no-such-pager-program")
        console.rows = 2
        console.beginOutput(pageable: true)
        console.print("one\ntwo\nthree")
        console.endOutput()
        #expect(base.transcript == "\(ProgramName.current): pager 'no-such-pager-program' not found; printing long output directly (set PAGER, or --no-pager)\none\ntwo\nthree\n")
    }
}
