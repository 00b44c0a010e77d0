import Foundation
import Testing

/// Environment variables and standard input that are not what a program expects.
@Suite("Hostile environment and input", .ownThread)
struct HostileEnvironmentTests {
    @Test("an over-long LC_ALL or LANG is ignored with a warning, not a crash", arguments: ["LC_ALL", "LANG"])
    func overlongLocale(variable: String) throws {
        let long = String(repeating: "x", count: 200)
        let result = try OrdershBinary.run(["--locale", "en_US", "-c", "load orders; show list.countLabel"], environment: [variable: long])
        #expect(result == RunResult(
            stdout: "25 orders\n",
            stderr: "ordersh: warning: \(variable) is not a locale name (longer than 100 bytes or not ASCII); ignored\n", status: 0))
    }
}
