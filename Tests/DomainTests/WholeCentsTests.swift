import Foundation
import Testing
@testable import Domain

/// ``Decimal/wholeCents`` read from a Decimal's bytes agrees with the arithmetic on every
/// value: whole cents or not, both signs, every scale, past `Int`.
@Suite("Whole cents from a Decimal's bytes")
struct WholeCentsBytesTests {
    @Test("the layout is known on this platform, and the bytes answer as the arithmetic does")
    func bytesAgree() throws {
        #expect(DecimalBytes.layoutIsKnown)
        var state: UInt64 = 42
        func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        for _ in 0..<20_000 {
            let digits = Int(next() % 20) + 1
            let whole = String(next() % UInt64(pow(10.0, Double(min(digits, 19)))))
            let fraction = String(next() % 100_000)
            let scale = Int(next() % 6)
            let text = (next() % 3 == 0 ? "-" : "") + whole + (scale == 0 ? "" : "." + String(fraction.prefix(scale)))
            let value = try #require(Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")))
            #expect(value.wholeCents == value.arithmeticWholeCents, "\(text)")
        }
        for text in ["12.50", "12.345", "-0.10", "0", "92233720368547758.07", "92233720368547758.08", "1E-30", "7E20", "1E17"] {
            let value = try #require(Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")))
            #expect(value.wholeCents == value.arithmeticWholeCents, "\(text)")
        }
        #expect(Decimal(string: "12.50")?.wholeCents == 1250)
        #expect(Decimal(string: "12.345")?.wholeCents == nil)
    }
}
