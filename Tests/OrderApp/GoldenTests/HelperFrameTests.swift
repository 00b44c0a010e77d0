import Foundation
@testable import GoldenHarness
import Testing

/// The frame both directions between a lane and its helper use.
@Suite("Helper frames")
struct HelperFrameTests {
    @Test("frames written back to back are read back whole: absent, empty and raw fields, and a frame of none")
    func roundTrip() throws {
        let frames = [
            HelperFrame([nil, [], [0xFF, 0x0A, 0x00], Array("abc".utf8)]),
            HelperFrame([]),
            HelperFrame([Array(repeating: 0x0A, count: 70_000)]),
        ]
        #expect(frames[0].encoded == Array("- 0 3 3\n".utf8) + [0xFF, 0x0A, 0x00] + Array("abc".utf8))
        #expect(frames[1].encoded == [0x0A])
        // More than a pipe holds unread, and more than one read takes: a file.
        let descriptor = try Self.file(holding: frames.flatMap(\.encoded))
        defer { close(descriptor) }
        var reader = LineReader(descriptor: descriptor)
        for frame in frames {
            #expect(reader.nextFrame(before: nil) == .frame(frame))
        }
        #expect(reader.nextFrame(before: nil) == .ended)
    }

    /// A file holding `bytes`, open for reading and already unlinked.
    static func file(holding bytes: [UInt8]) throws -> Int32 {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("ordersh-frames-\(UUID().uuidString)").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        defer { unlink(path) }
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw CocoaError(.fileReadUnknown) }
        return descriptor
    }

    @Test("a header that is not byte counts is unreadable; fewer bytes than counted are cut", arguments: [
        ("1 x\nab", FrameRead.unreadable), ("1  1\nab", .unreadable), ("-1\n", .unreadable), ("+1\na", .unreadable),
        ("9223372036854775807 1\nab", .unreadable), ("99999999999999999999\n", .unreadable), ("3\nab", .cut),
    ])
    func broken(_ text: String, _ expected: FrameRead) throws {
        let descriptor = try WorkerAnswerTests.pipe(holding: Array(text.utf8))
        defer { close(descriptor) }
        var reader = LineReader(descriptor: descriptor)
        #expect(reader.nextFrame(before: nil) == expected)
    }

    @Test("decimal numbers written and read without Foundation", arguments: [0, 7, 10, 1_234, -56, Int.max, Int.min + 1])
    func decimals(_ value: Int) {
        var bytes: [UInt8] = []
        bytes.appendDecimal(value)
        #expect(String(decoding: bytes, as: UTF8.self) == String(value))
        #expect(Int(decimal: bytes) == value)
    }
}
