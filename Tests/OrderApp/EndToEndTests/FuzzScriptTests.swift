import Foundation
import Testing

/// `scripts/fuzz` without building or fuzzing: its names, its usage errors and its ledger.
/// (CI runs `scripts/fuzz selftest`, which builds the fuzzer, on its own.)
@Suite("scripts/fuzz", .ownThread)
struct FuzzScriptTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func fuzz(_ arguments: [String], ledger: String? = nil) throws -> RunResult {
        try OrdershBinary.run(
            executable: Self.root.appendingPathComponent("scripts/fuzz"), arguments, input: nil, directory: Self.root.path,
            environment: ledger.map { ["ORDERSH_FUZZ_LEDGER": $0] } ?? [:])
    }

    @Test("list names the four targets")
    func list() throws {
        #expect(try fuzz(["list"]) == RunResult(stdout: "script\ndata\ndiff\nstore\n", stderr: "", status: 0))
    }

    @Test("an unknown target or a bad duration is refused with exit 2 before anything is built", arguments: [
        (["nope", "10"], "scripts/fuzz: no target 'nope' (usage: scripts/fuzz list | totals | selftest | scripts/fuzz TARGET SECONDS [libFuzzer option…] (targets: script data diff store))\n"),
        (["data", "ten"], "scripts/fuzz: SECONDS takes a whole number of seconds, not 'ten'\n"),
        (["data"], "usage: scripts/fuzz list | totals | selftest | scripts/fuzz TARGET SECONDS [libFuzzer option…] (targets: script data diff store)\n"),
    ])
    func refused(arguments: [String], message: String) throws {
        #expect(try fuzz(arguments) == RunResult(stdout: "", stderr: message, status: 2))
    }

    @Test("totals adds up the runs of each target over every line of the ledger")
    func totals() throws {
        let ledger = FileManager.default.temporaryDirectory.appendingPathComponent("fuzz-ledger-\(UUID().uuidString).tsv").path
        defer { try? FileManager.default.removeItem(atPath: ledger) }
        #expect(try fuzz(["totals"], ledger: ledger).stdout == "scripts/fuzz: no run yet (\(ledger) is empty)\n")
        try """
            finished\tcommit\ttarget\tseconds\truns\texec/s\tresult
            2026-11-23T18:00:00Z\tabc1234\tdata\t3600\t5400000\t1500\tclean
            2026-11-23T19:00:00Z\tabc1234\tdata\t1800\t2700000\t1500\tclean (entered by hand)
            2026-11-23T19:30:00Z\tabc1234+changes\tscript\t600\t90000\t150\tfinding (exit 1)

            """.write(toFile: ledger, atomically: true, encoding: .utf8)
        let lines = try fuzz(["totals"], ledger: ledger).stdout.split(separator: "\n").suffix(4)
        #expect(lines.map { $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ") } == [
            "script 90000 runs in 0.2 h, 1 run(s) with a finding",
            "data 8100000 runs in 1.5 h, 0 run(s) with a finding",
            "diff 0 runs in 0.0 h, 0 run(s) with a finding",
            "store 0 runs in 0.0 h, 0 run(s) with a finding",
        ])
    }
}
