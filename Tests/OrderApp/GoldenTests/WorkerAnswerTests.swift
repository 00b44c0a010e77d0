import Foundation
@testable import GoldenHarness
import Shell
import Testing

/// What a helper process writes for each case, read back as its lane reads it: through a pipe.
@Suite("Helper answers")
struct WorkerAnswerTests {
    /// A pipe holding `bytes`, its writing end closed; the reading end is returned.
    static func pipe(holding bytes: [UInt8]) throws -> Int32 {
        var ends: [Int32] = [0, 0]
        guard Glibc.pipe(&ends) == 0 else { throw CocoaError(.fileWriteUnknown) }
        let written = bytes.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
        close(ends[1])
        guard written == bytes.count else { throw CocoaError(.fileWriteUnknown) }
        return ends[0]
    }

    static let runs = [
        CaseRun(
            outcome: .ran, transcript: "osh> echo \"a\\b\"\n\"a\\b\"\nosh> show list\nCafé · 7 “orders”\n",
            lineOrigins: [1, 1, 2, nil], nanoseconds: 1_234,
            coverage: ReadCoverage(commands: ["show VM", "echo TEXT"], properties: ["list.rows", "list.rows.title"])),
        CaseRun(outcome: .ran),
        CaseRun(outcome: .timedOut(limit: 2_000_000_000, line: 3, command: "load orders"), transcript: "osh> load orders\n"),
        CaseRun(outcome: .timedOut(limit: 5, line: nil, command: nil), nanoseconds: 6),
        CaseRun(outcome: .skipped(reason: "waits for\nissue 12")),
        CaseRun(outcome: .broken(reason: ""), lineOrigins: [nil]),
    ]

    @Test("answers written back to back are read back whole: every outcome, line breaks, quotes, non-ASCII, coverage, empty fields")
    func roundTrip() throws {
        let descriptor = try Self.pipe(holding: Self.runs.flatMap(WorkerAnswer.encode))
        defer { close(descriptor) }
        var reader = LineReader(descriptor: descriptor)
        for expected in Self.runs {
            guard case .answer(let run) = reader.nextAnswer(before: nil) else {
                Issue.record("no answer for \(expected.outcome)")
                return
            }
            #expect(run == expected)
        }
        guard case .ended = reader.nextAnswer(before: nil) else {
            Issue.record("more than was written")
            return
        }
    }

    @Test("the bytes of an answer: counts, then how it ended, the times, origins, transcript and coverage")
    func layout() {
        let run = CaseRun(
            outcome: .ran, transcript: "osh> x\n", lineOrigins: [1, nil], nanoseconds: 42,
            coverage: ReadCoverage(commands: ["x"], properties: ["a.b", "a"]))
        #expect(String(decoding: WorkerAnswer.encode(run), as: UTF8.self) == "3 - - - 2 3 7 1 1 1 3\nran421 -osh> x\n1xaa.b")
    }

    @Test("a helper that stops inside an answer has ended")
    func cutAnswer() throws {
        let whole = WorkerAnswer.encode(Self.runs[0])
        let cut = try Self.pipe(holding: Array(whole.dropLast(5)))
        defer { close(cut) }
        var reader = LineReader(descriptor: cut)
        guard case .ended = reader.nextAnswer(before: nil) else {
            Issue.record("a cut transcript was read as an answer")
            return
        }
    }

    @Test("a frame that is not an answer is unreadable", arguments: [
        // the old JSON header; too few fields; an unknown outcome; a time that is not a number;
        "{\"transcriptBytes\": 3}\nabc", "3 - - - 1 0 0\nran0", "3 - - - 1 0 0 1\nwon00", "3 - - - 1 0 0 1\nranx0",
        // a line origin that is not a number; a timeout without its limit;
        "3 - - - 1 1 0 1\nran1x0", "8 - - - 1 0 0 1\ntimedOut00",
        // more command forms than fields; an absent form.
        "3 - - - 1 0 0 1\nran02", "3 - - - 1 0 0 1 -\nran01",
    ])
    func unreadable(_ text: String) throws {
        let descriptor = try Self.pipe(holding: Array(text.utf8))
        defer { close(descriptor) }
        var reader = LineReader(descriptor: descriptor)
        guard case .unreadable = reader.nextAnswer(before: nil) else {
            Issue.record("read as an answer: \(text.debugDescription)")
            return
        }
    }
}
