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
}
