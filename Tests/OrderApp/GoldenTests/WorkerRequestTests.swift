import Foundation
import SafeIO
@testable import GoldenHarness
import SystemPackage
import Testing

/// What a lane writes its helper for each case, read back as the helper reads it: through a pipe.
@Suite("Helper requests")
struct WorkerRequestTests {
    static let requests = [
        WorkerRequest(
            goldenCase: GoldenCase(name: "checkout/save20", scriptPath: FilePath("Fixtures/golden/checkout/save20.osh")),
            timeout: .seconds(10), coverage: false),
        // A name and a path with a line break, spaces, non-ASCII and a byte that is not UTF-8.
        WorkerRequest(
            goldenCase: GoldenCase(name: "odd\nname é \\xFE", scriptPath: FilePath(bytes: Array("cases/odd\nname é ".utf8) + [0xFE] + Array(".osh".utf8))),
            timeout: nil, coverage: true),
        WorkerRequest(goldenCase: GoldenCase(name: "", scriptPath: FilePath("x.osh")), timeout: .nanoseconds(1), coverage: true),
    ]

    @Test("requests written back to back are read back whole, with their line breaks and raw bytes")
    func roundTrip() throws {
        let descriptor = try WorkerAnswerTests.pipe(holding: Self.requests.flatMap { $0.encoded })
        defer { close(descriptor) }
        var reader = LineReader(descriptor: descriptor)
        for expected in Self.requests {
            #expect(reader.nextRequest() == .request(expected))
        }
        #expect(reader.nextRequest() == .ended)
    }

    @Test("the bytes of a request: the byte counts of its four fields, then the fields")
    func layout() {
        #expect(String(decoding: Self.requests[0].encoded, as: UTF8.self)
            == "11 1 15 35\n100000000000checkout/save20Fixtures/golden/checkout/save20.osh")
        #expect(String(decoding: Self.requests[2].encoded, as: UTF8.self) == "1 1 0 5\n11x.osh")
        #expect(String(decoding: Self.requests[1].encoded, as: UTF8.self).hasPrefix("- 1 "))
    }

    @Test("a frame that is not four fields of a request, or bytes cut short, is no request", arguments: [
        // three fields; coverage 2; a time limit that is not a number; a negative count;
        "1 1 1\n10a", "1 1 1 1\n12ab", "1 1 1 1\nx0ab", "1 1 -1 1\n10ab",
        // no name; bytes cut short; counts whose sum overflows; the old JSON request.
        "1 1 - 1\n10a", "1 1 5 5\n10short", "1 1 9223372036854775807 1\n10ab", "{\"goldenCase\": {}}\n",
    ])
    func broken(_ text: String) throws {
        let descriptor = try WorkerAnswerTests.pipe(holding: Array(text.utf8))
        defer { close(descriptor) }
        var reader = LineReader(descriptor: descriptor)
        #expect(reader.nextRequest() == .unreadable)
    }
}
