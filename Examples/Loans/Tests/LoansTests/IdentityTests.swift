import Foundation
import Testing

/// The program as its users meet it: help, errors, record, `test --update`, `--junit` and a
/// failing diff all speak of loansh, never of the app the engine came from.
@Suite("loansh is itself")
struct IdentityTests {
    /// The built `loansh`, beside this test's own binary.
    static let binary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        .appendingPathComponent("loansh")

    private func run(_ arguments: [String], in folder: ScratchFolder, environment: [String: String] = [:]) throws -> String {
        let process = Process()
        process.executableURL = Self.binary
        process.arguments = arguments
        process.currentDirectoryURL = folder.url
        var variables = ProcessInfo.processInfo.environment
        variables.removeValue(forKey: "CI")
        variables.merge(environment) { $1 }
        process.environment = variables
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    @Test("help, errors, record, --update, --junit and a failing diff never say ordersh or osh")
    func noOtherName() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        var seen = try run(["--help"], in: folder)
        seen += try run(["test", "--help"], in: folder)
        seen += try run(["-c", "help; help set; help borrow; frobnicate"], in: folder)
        seen += try run(["-c", "load loan B9"], in: folder)
        seen += try run(["--locale", "xx_NOPE", "-c", "quit"], in: folder)
        seen += try run(["no-such-script.lsh"], in: folder)
        seen += try run(["test"], in: folder)
        seen += try run(["-c", "record cases/first; load books; borrow; record stop --accept-errors"], in: folder)
        seen += try run(["test", "cases", "--update"], in: folder)
        let out = folder.url.appendingPathComponent("cases/first.out")
        let recorded = try String(contentsOf: out, encoding: .utf8)
        try recorded.replacingOccurrences(of: "loans> load books", with: "loans> load books\nsomething else").write(to: out, atomically: true, encoding: .utf8)
        seen += try run(["test", "cases", "--junit", "report.xml"], in: folder)
        seen += try String(contentsOf: folder.url.appendingPathComponent("report.xml"), encoding: .utf8)
        seen += try String(contentsOf: folder.url.appendingPathComponent("cases/first.lsh"), encoding: .utf8)
        seen += recorded
        seen += try run(["test", "cases"], in: folder, environment: ["CI": "true"])
        #expect(seen.contains("loansh test"))
        #expect(seen.contains("loans> load books"))
        #expect(seen.contains("# Recorded at the loansh prompt"))
        #expect(seen.contains(#"<testsuites name="loansh test""#))
        #expect(seen.contains("-something else"))
        #expect(!seen.contains("ordersh"), "\(seen)")
        #expect(!seen.lowercased().contains("osh"), "\(seen)")
    }

    @Test("record on the system clock writes the instant it started as set now, and the case it wrote passes")
    func recordFixesTheClock() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let before = Date()
        let said = try run(["-c", "record cases/due; load loan B1; borrow; show loan.statusLabel; record stop"], in: folder)
        let script = try String(contentsOf: folder.url.appendingPathComponent("cases/due.lsh"), encoding: .utf8)
        let setNow = try #require(script.split(separator: "\n").first { $0.hasPrefix("set now ") })
        let instant = try #require(try? Date(String(setNow.dropFirst("set now ".count)), strategy: .iso8601))
        #expect(abs(instant.timeIntervalSince(before)) < 60, "\(script)")
        #expect(said.contains("note: the session followed the system clock; the case fixes now at \(setNow.dropFirst("set now ".count))"))
        // The due date in the transcript is fourteen days after that instant, whatever the day of the replay.
        let replayed = try run(["test", "cases"], in: folder)
        #expect(replayed.contains("1 passed, 0 failed"), "\(replayed)")
    }
}
