#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Testing
@testable import OrderData

/// A skipped string is checked as a read one is: the same error at the same place, or the
/// same end, for every string; and ``UTF8Check`` agrees with `String` on what is UTF-8.
@Suite("Skipping a string")
struct SkippedStringTests {
    /// What reading or skipping the value at the start of `bytes` gives: the error, or the
    /// line the reader stopped on and the byte after the value.
    private enum Outcome: Equatable {
        case failed(JSONSyntaxError)
        case ended(line: Int, next: String)
    }

    private func outcome(_ bytes: [UInt8], chunk: Int?, skip: Bool) -> Outcome {
        // A file read in small chunks puts a refill inside escapes and characters.
        let reader: JSONReader
        var descriptor: Int32 = -1
        if let chunk {
            let path = "/tmp/ordersh-skip-\(getpid()).json"
            let file = fopen(path, "wb")
            _ = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, file) }
            fclose(file)
            descriptor = open(path, O_RDONLY)
            unlink(path)
            reader = JSONReader(descriptor: descriptor, chunkSize: chunk)
        } else {
            reader = JSONReader(bytes: bytes)
        }
        defer { if descriptor >= 0 { close(descriptor) } }
        do throws(JSONSyntaxError) {
            if skip { try reader.skipValue() } else { _ = try reader.readString() }
            var rest = ""
            if let next = reader.peek() { rest = String(UnicodeScalar(next)) }
            return .ended(line: reader.line, next: rest)
        } catch {
            return .failed(error)
        }
    }

    private static let strings: [String] = [
        #""plain""#, #""caf\u00e9""#, #""Łukasz""#, #""\u0141ukasz Nowak""#, #""a\"b\\c\/d\b\f\n\r\t""#,
        #""\ud83d\ude00 smile""#, #""\ud83d x""#, #""\ude00""#, #""\ud83d\u0041""#, #""\u12""#, #""\u12G4""#,
        #""\q""#, "\"tab\there\"", "\"line\nbreak\"", #""unterminated"#, #""esc at end\"#, #""\u00"#,
        #""\u0000 nul""#, #""€ then \u00e9 then 😀""#, "\"\u{7F} delete\"",
    ]

    /// Strings with bytes that are not UTF-8 in several places, alone and with escapes.
    private static let byteStrings: [[UInt8]] = {
        let bad: [[UInt8]] = [[0xFF], [0xC0, 0x80], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
                              [0xC3], [0xE2, 0x82], [0xF0, 0x9F, 0x98], [0x80], [0xC3, 0xA9]]
        var strings: [[UInt8]] = []
        for run in bad {
            strings.append([0x22] + run + [0x22])
            strings.append([0x22] + Array("ab".utf8) + run + Array(#"\u00e9"#.utf8) + [0x22])
            strings.append([0x22] + Array(#"\u00e9"#.utf8) + run + [0x22])
            strings.append([0x22] + run + Array(#"\q"#.utf8) + [0x22])
            strings.append([0x22] + run + [0x09] + [0x22])
            // A bad run, then a good escape, then another error: the later error is the one given.
            strings.append([0x22] + run + Array(#"\u00e9\q"#.utf8) + [0x22])
            strings.append([0x22] + run + Array(#"\n"#.utf8) + [0x09] + [0x22])
            strings.append([0x22] + run)
        }
        return strings
    }()

    @Test("skipping and reading agree on every string: errors, their places, and the end")
    func agree() {
        let inputs = Self.strings.map { Array($0.utf8) + Array(", 1]".utf8) } + Self.byteStrings.map { $0 + Array(", 1]".utf8) }
        for input in inputs {
            for chunk in [nil, 1, 2, 3, 5, 7] as [Int?] {
                let read = outcome(input, chunk: chunk, skip: false)
                let skipped = outcome(input, chunk: chunk, skip: true)
                #expect(read == skipped, "\(input) in chunks of \(chunk.map(String.init) ?? "all")")
            }
        }
    }

    @Test("a string longer than the limit is refused where it starts, skipped or read")
    func tooLong() {
        let long = [0x22] + Array(String(repeating: "é", count: JSONReader.maximumStringLength / 2 + 1).utf8) + [0x22]
        let read = outcome(long, chunk: nil, skip: false)
        #expect(read == outcome(long, chunk: nil, skip: true))
        #expect(read == .failed(JSONSyntaxError(message: "a string \(JSONReader.tooLongText)", line: 1, column: 1)))
    }

    @Test("UTF8Check agrees with String on every one- and two-byte run and on random longer runs")
    func utf8() {
        func agrees(_ bytes: [UInt8]) -> Bool {
            var check = UTF8Check()
            for byte in bytes { check.add(byte) }
            return check.isComplete == (String(validating: bytes, as: UTF8.self) != nil)
        }
        var failures: [[UInt8]] = []
        for first in 0...255 {
            if !agrees([UInt8(first)]) { failures.append([UInt8(first)]) }
            for second in 0...255 where !agrees([UInt8(first), UInt8(second)]) { failures.append([UInt8(first), UInt8(second)]) }
        }
        // A fixed generator: the same runs every time. Lead bytes are common, as in text.
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next() -> UInt8 {
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            let pick = UInt8(truncatingIfNeeded: state >> 32)
            return [0x41, 0xC2, 0xDF, 0xE0, 0xED, 0xEF, 0xF0, 0xF4, 0xF5, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0][Int(pick & 15)]
        }
        for _ in 0..<200_000 {
            let run = (0..<(3 + Int(state & 3))).map { _ in next() }
            if !agrees(run) { failures.append(run) }
        }
        #expect(failures.isEmpty, "\(failures.prefix(5))")
    }

    @Test("whole documents: skipping and parsing agree on every data file of the fixtures and the fuzz seeds")
    func documents() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var files = ["Fixtures/default-data.json"]
        for folder in ["Fixtures/golden/_data", "Fixtures/fuzz/data"] {
            let names = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)
            files += names.filter { $0.hasSuffix(".json") }.sorted().map { folder + "/" + $0 }
        }
        #expect(files.count > 10)
        for file in files {
            let bytes = try [UInt8](Data(contentsOf: root.appendingPathComponent(file)))
            #expect(JSONSkipCheck.disagreement(in: bytes) == nil, "\(file)")
            // Cut short at every 97th byte: the errors of a truncated document agree too.
            for end in stride(from: 0, to: bytes.count, by: 97) {
                #expect(JSONSkipCheck.disagreement(in: Array(bytes[..<end])) == nil, "\(file) cut at \(end)")
            }
        }
    }
}
