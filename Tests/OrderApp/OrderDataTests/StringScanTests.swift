import Testing
@testable import OrderData

/// The word-at-a-time string scan finds the same stop, and the same high bits, as its
/// byte-at-a-time twin.
@Suite("String scan")
struct StringScanTests {
    /// Both scans over `bytes[start..<end]`: (stop, high bits) of the fast one and of the twin.
    static func both(_ bytes: [UInt8], from start: Int = 0, to end: Int? = nil, stops: StringScan.Stops)
        -> (fast: (Int, UInt64), slow: (Int, UInt64)) {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return ((0, 0), (0, 0)) }
            var fastBits: UInt64 = 0
            var slowBits: UInt64 = 0
            let fast = StringScan.firstStop(in: base, from: start, to: end ?? bytes.count, stops: stops, highBits: &fastBits)
            let slow = StringScan.firstStopByBytes(in: base, from: start, to: end ?? bytes.count, stops: stops, highBits: &slowBits)
            return ((fast, fastBits == 0 ? 0 : 1), (slow, slowBits == 0 ? 0 : 1))
        }
    }

    @Test("each byte value, at each place of a word and after it, stops both scans alike",
          arguments: [StringScan.Stops.quoteEscapeOrControl, .anyButPrintableASCII])
    func everyByte(stops: StringScan.Stops) {
        for value in 0...255 {
            for place in 0..<19 {
                var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 19)
                bytes[place] = UInt8(value)
                let (fast, slow) = Self.both(bytes, stops: stops)
                #expect(fast == slow, "byte \(value) at \(place)")
            }
        }
    }

    @Test("known stops: a quote after ASCII, after UTF-8, an escape, a control character")
    func knownStops() {
        let ascii = Array(#"Book club", "#.utf8)
        #expect(Self.both(ascii, stops: .quoteEscapeOrControl).fast == (9, 0))
        #expect(Self.both(ascii, stops: .anyButPrintableASCII).fast == (9, 0))
        let accented = Array(#"Café supplies""#.utf8)
        #expect(Self.both(accented, stops: .quoteEscapeOrControl).fast == (14, 1))
        #expect(Self.both(accented, stops: .anyButPrintableASCII).fast == (3, 0))
        #expect(Self.both(Array(#"line\nbreak""#.utf8), stops: .quoteEscapeOrControl).fast == (4, 0))
        #expect(Self.both(Array("tab\there\"".utf8), stops: .quoteEscapeOrControl).fast == (3, 0))
        #expect(Self.both(Array("delete\u{7F}\"".utf8), stops: .quoteEscapeOrControl).fast == (7, 0))
        #expect(Self.both(Array("delete\u{7F}\"".utf8), stops: .anyButPrintableASCII).fast == (6, 0))
        #expect(Self.both(Array("no end at all".utf8), stops: .quoteEscapeOrControl).fast == (13, 0))
    }

    @Test("a non-ASCII byte after the stop does not count as before it")
    func highBitsStopAtTheStop() {
        let bytes = Array(#"plain" "é""#.utf8)
        #expect(Self.both(bytes, stops: .quoteEscapeOrControl).fast == (5, 0))
    }

    @Test("random runs read from a random offset agree")
    func random() {
        // A linear congruential sequence (Knuth's MMIX constants): deterministic, so a failure repeats.
        var state: UInt64 = 0x5EED
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        let alphabet: [UInt8] = [0x00, 0x09, 0x1F, 0x20, 0x21, 0x22, 0x41, 0x5C, 0x61, 0x7E, 0x7F, 0x80, 0xC3, 0xA9, 0xFF]
        for _ in 0..<2_000 {
            let count = Int(next() % 40)
            let bytes = (0..<count).map { _ in
                next() % 4 == 0 ? alphabet[Int(next() % UInt64(alphabet.count))] : UInt8(ascii: "m")
            }
            let start = count == 0 ? 0 : Int(next() % UInt64(count))
            for stops in [StringScan.Stops.quoteEscapeOrControl, .anyButPrintableASCII] {
                let (fast, slow) = Self.both(bytes, from: start, stops: stops)
                #expect(fast == slow, "\(bytes) from \(start)")
            }
        }
    }
}
