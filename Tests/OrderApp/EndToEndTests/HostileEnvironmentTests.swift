import Foundation
import Testing

/// Environment variables and standard input that are not what a program expects.
@Suite("Hostile environment and input", .ownThread)
struct HostileEnvironmentTests {
    @Test("an over-long LC_ALL or LANG is ignored with a warning, not a crash", arguments: ["LC_ALL", "LANG"])
    func overlongLocale(variable: String) throws {
        let long = String(repeating: "x", count: 200)
        let result = try OrdershBinary.run(["--locale", "en_US", "--now", "2026-11-22T12:00:00Z", "-c", "load orders; show list.countLabel"], environment: [variable: long])
        #expect(result == RunResult(
            stdout: "25 orders\n",
            stderr: "ordersh: warning: \(variable) is not a locale name (longer than 100 bytes or not ASCII); ignored\n", status: 0))
    }

    @Test("a --locale longer than 100 bytes is a usage error, not a crash at the first load")
    func overlongLocaleOption() throws {
        let long = "fa_IR@numbers=" + String(repeating: "0", count: 165)
        let result = try OrdershBinary.run(["--locale", long, "-c", "load orders; show list.countLabel"])
        #expect(result == RunResult(
            stdout: "",
            stderr: "ordersh: a locale ID is at most 100 bytes, not 179: 'fa_IR@numbers=" + String(repeating: "0", count: 46) + "…'\n",
            status: 2))
    }

    @Test("standard input that is a directory, and a -c or script argument that is not UTF-8, are usage errors")
    func unreadableInput() throws {
        let result = try OrdershBinary.bash("""
            ordersh < /; echo "status $?"
            ordersh -c $'echo \\xff'; echo "status $?"
            """)
        #expect(result.stdout == "status 2\nstatus 2\n")
        #expect(result.stderr == """
            ordersh: standard input is a directory, not commands (ordersh < FILE reads a script)
            ordersh: commands and script arguments are text, and this is not valid UTF-8: 'echo \\xFF'

            """)
    }

    @Test("a usage error shows the value escaped and cut, on one line")
    func escapedUsageErrors() throws {
        let result = try OrdershBinary.run(["--locale", "x\u{1B}]0;pwn\u{7}\u{202E}\n" + String(repeating: "y", count: 80), "-c", "echo"])
        #expect(result == RunResult(
            stdout: "",
            stderr: "ordersh: unknown locale 'x\\u{1B}]0;pwn\\u{7}\\u{202E}\\u{A}" + String(repeating: "y", count: 49) + "…'\n", status: 2))
    }
}
