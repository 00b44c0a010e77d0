import Foundation
@testable import GoldenHarness
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
            lineOrigins: [1, 1, 2, nil], nanoseconds: 1_234),
        CaseRun(outcome: .ran),
        CaseRun(outcome: .timedOut(limit: 2_000_000_000, line: 3, command: "load orders"), transcript: "osh> load orders\n"),
    ]

    @Test("answers written back to back are read back whole: transcripts with line breaks, quotes and non-ASCII, and an empty one")
    func roundTrip() throws {
        let encoder = JSONEncoder()
        let bytes = try Self.runs.flatMap { try WorkerAnswer.encode($0, with: encoder) }
        let descriptor = try Self.pipe(holding: bytes)
        defer { close(descriptor) }
        var reader = LineReader(descriptor: descriptor)
        for expected in Self.runs {
            guard case .answer(let run) = reader.nextAnswer(before: nil, decoder: JSONDecoder()) else {
                Issue.record("no answer for \(expected.transcript)")
                return
            }
            #expect(run == expected)
        }
        guard case .ended = reader.nextAnswer(before: nil, decoder: JSONDecoder()) else {
            Issue.record("more than was written")
            return
        }
    }

    @Test("a helper that stops inside a transcript has ended; a line that is not an answer is unreadable")
    func brokenAnswers() throws {
        let whole = try WorkerAnswer.encode(Self.runs[0], with: JSONEncoder())
        let cut = try Self.pipe(holding: Array(whole.dropLast(5)))
        defer { close(cut) }
        var reader = LineReader(descriptor: cut)
        guard case .ended = reader.nextAnswer(before: nil, decoder: JSONDecoder()) else {
            Issue.record("a cut transcript was read as an answer")
            return
        }

        let garbage = try Self.pipe(holding: Array("{\"transcriptBytes\": 3}\nabc".utf8))
        defer { close(garbage) }
        var other = LineReader(descriptor: garbage)
        guard case .unreadable = other.nextAnswer(before: nil, decoder: JSONDecoder()) else {
            Issue.record("a header without a run was read as an answer")
            return
        }
    }
}
