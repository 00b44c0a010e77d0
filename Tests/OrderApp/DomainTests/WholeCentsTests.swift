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
        var random = SplitMix(seed: 42)
        func next() -> UInt64 { random.next() }
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

/// ``Decimal/plainCounted(_:)`` works out the cents from the digits it reads, as
/// ``Decimal/wholeCents`` does from the value.
@Suite("Whole cents read from plain text")
struct PlainAmountCentsTests {
    static func plain(_ text: String) -> PlainAmount? {
        var text = text
        return text.withUTF8 { Decimal.plainCounted($0) }
    }

    @Test("the cents of plain text are the value's whole cents, at every scale and size")
    func centsAgree() throws {
        var random = SplitMix(seed: 7)
        func next() -> UInt64 { random.next() }
        var texts = ["12.50", "12.5", "12.500", "12.345", "0", "0.00", "0.10", "0.001", "-3.1", "1250",
                     "92233720368547758.07", "92233720368547758.08", "922337203685477580", "9223372036854775807.00",
                     "123456789012345678901234567890.25", "00012.30"]
        for _ in 0..<20_000 {
            let whole = String(next() % UInt64(pow(10.0, Double(Int(next() % 19) + 1))))
            let scale = Int(next() % 6)
            let fraction = String(String(next() % 1_000_000).prefix(scale))
            texts.append((next() % 4 == 0 ? "-" : "") + whole + (fraction.isEmpty ? "" : "." + fraction))
        }
        for text in texts {
            let amount = try #require(Self.plain(text), "\(text)")
            #expect(amount.value == Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")), "\(text)")
            #expect(amount.cents == amount.value.wholeCents, "\(text)")
        }
        #expect(Self.plain("12.50")?.cents == 1250)
        #expect(Self.plain("7")?.cents == 700)
        #expect(Self.plain("0.001")?.cents == nil)
        #expect(Self.plain("92233720368547758.07")?.cents == Int.max)
        #expect(Self.plain("92233720368547758.08")?.cents == nil)
    }

    @Test("an item made from plain text holds what one made from its value holds")
    func itemsAgree() throws {
        for text in ["12.50", "0.001", "92233720368547758.08", "0"] {
            let amount = try #require(Self.plain(text))
            let read = OrderItem(name: StoredText("Mug"), price: amount, quantity: 2)
            let made = OrderItem(name: "Mug", price: amount.value, quantity: 2)
            #expect(read == made && read.hashValue == made.hashValue, "\(text)")
            #expect(read.priceCents == made.priceCents && read.price == made.price, "\(text)")
        }
    }
}
