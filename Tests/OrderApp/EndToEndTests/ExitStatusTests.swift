import Testing

@Suite("ordersh binary", .ownThread)
struct ExitStatusTests {
    @Test("--version prints the version and exits 0")
    func version() throws {
        #expect(try OrdershBinary.run(["--version"]) == RunResult(stdout: "ordersh 0.1.0\n", stderr: "", status: 0))
    }

    @Test("--help describes the tool on stdout and exits 0")
    func help() throws {
        let result = try OrdershBinary.run(["--help"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout.hasPrefix("OVERVIEW: A scripting shell for the presentation layer of an order-management\napp.\n"))
        #expect(result.stdout.contains("USAGE: ordersh"))
        #expect(result.stdout.contains("Examples:\n  ordersh                                   # interactive, on the embedded data\n"))
        // At 80 columns no line wraps (ArgumentParser wraps prose at the terminal's width).
        #expect(result.stdout.split(separator: "\n").allSatisfy { $0.count <= 80 })
        #expect(result.stdout.contains("  ordersh test                              # every case under Fixtures/golden\n"))
    }

    @Test("bad usage explains itself on stderr and exits 2")
    func badUsage() throws {
        #expect(try OrdershBinary.run(["--bogus"]) == RunResult(
            stdout: "",
            stderr: """
                Error: Unknown option '--bogus'
                Usage: ordersh [<options>]
                         ordersh [<options>] <script.osh> [<arg> …]
                         ordersh [<options>] -c '<command>; <command>'
                         ordersh test [<path> …] [<options>]   (see 'ordersh test --help')
                         ordersh import <data.json> <store.sqlite> [--replace]
                         ordersh export <store.sqlite> <data.json> [--replace]
                  See 'ordersh --help' for more information.

                """,
            status: 2
        ))
    }

    @Test("quit N exits N in -c and scripts too; without it a failed command gives 1")
    func quitWithStatus() throws {
        #expect(try OrdershBinary.run(["-c", "quit 4"]) == RunResult(stdout: "", stderr: "", status: 4))
        #expect(try OrdershBinary.run(["--keep-going", "-c", "bogus; quit 0"]).status == 0)
        #expect(try OrdershBinary.run(["--keep-going", "-c", "bogus; quit"]).status == 1)
        let refused = try OrdershBinary.run(["-c", "quit 256"])
        #expect(refused.status == 1)
        #expect(refused.stderr == "-c:1:6: error: quit takes a whole number from 0 to 255, not '256'\n")
    }

    @Test("-f FILE ARGS… runs the script with its arguments, as FILE ARGS… does; with -c it is bad usage")
    func fileOption() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let script = try folder.write("args.osh", "echo first=${1} second=${2}\n")
        #expect(try OrdershBinary.run(["-f", script, "a", "b"]) == RunResult(stdout: "first=a second=b\n", stderr: "", status: 0))
        let both = try OrdershBinary.run(["-f", script, "-c", "quit"])
        #expect(both.status == 2)
        #expect(both.stderr.contains("-f and -c cannot be given together"))
    }
}
