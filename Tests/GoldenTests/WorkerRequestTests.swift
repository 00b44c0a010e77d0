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

    @Test("the bytes of a request: a line of four numbers, then the name's and the path's bytes")
    func layout() {
        #expect(String(decoding: Self.requests[0].encoded, as: UTF8.self)
            == "10000000000 0 15 35\ncheckout/save20Fixtures/golden/checkout/save20.osh")
    }

    @Test("a header that is not four numbers, or bytes cut short, is no request", arguments: [
        "10 0 1\nab", "10 2 1 1\nab", "x 0 1 1\nab", "10 0 -1 1\nab", "10 0 5 5\nshort", "10 0 9223372036854775807 1\nab", "{\"goldenCase\": {}}\n",
    ])
    func broken(_ text: String) throws {
        let descriptor = try WorkerAnswerTests.pipe(holding: Array(text.utf8))
        defer { close(descriptor) }
        var reader = LineReader(descriptor: descriptor)
        #expect(reader.nextRequest() == .unreadable)
    }
}
