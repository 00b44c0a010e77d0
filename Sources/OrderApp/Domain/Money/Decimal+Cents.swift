import Foundation

extension Decimal {
    /// This amount rounded to whole cents, halves away from zero (2.345 → 2.35, -2.345 → -2.35).
    public func roundedToCents() -> Decimal {
        var source = self
        var result = Decimal()
        NSDecimalRound(&result, &source, 2, .plain)
        return result
    }
}

extension Decimal {
    /// This amount as a whole number of cents (12.5 → 1250), or `nil` when it is not one
    /// (0.001), does not fit an `Int`, or is not a number. Exact, but Decimal arithmetic:
    /// callers that meet the same amount often remember the answer (``OrderPricer``).
    public var wholeCents: Int? {
        if DecimalBytes.layoutIsKnown, let answer = DecimalBytes.wholeCents(of: self) { return answer.cents }
        return arithmeticWholeCents
    }

    /// ``wholeCents`` by Decimal arithmetic: slow (a multiplication, a rounding and a
    /// round trip through text), right whatever `Decimal`'s layout.
    var arithmeticWholeCents: Int? {
        guard !isNaN else { return nil }
        var scaled = self * 100
        var whole = Decimal()
        NSDecimalRound(&whole, &scaled, 0, .plain)
        guard whole == scaled, whole.magnitude <= Decimal(Int.max) else { return nil }
        return Int(whole.description)
    }

    /// `cents` hundredths, exactly (1250 → 12.5).
    public init(cents: Int) {
        self.init(sign: cents < 0 ? .minus : .plus, exponent: -2, significand: Decimal(cents.magnitude))
    }
}

/// ``Decimal/wholeCents`` read from a `Decimal`'s bytes: a few integer operations where the
/// arithmetic way took the most time of a load whose prices rarely repeat (no memory of
/// earlier answers helps there). The layout read is swift-foundation's (exponent, then
/// length and sign, then 16-bit mantissa words); it is used only once probes show it reads
/// every value as the arithmetic does.
enum DecimalBytes {
    /// An answer: the cents, or `nil` when the value is not a whole number of cents.
    struct Answer {
        let cents: Int?
    }

    /// Whether this platform's `Decimal` is laid out as read here.
    static let layoutIsKnown: Bool = {
        guard MemoryLayout<Decimal>.size == 20 else { return false }
        let probes = ["0", "12.50", "-3.1", "0.001", "1250", "12.345", "-0.10", "123456789012.34", "92233720368547758.07",
                      "92233720368547758.08", "18446744073709551615", "1E-30", "7E20"]
        return probes.allSatisfy { text in
            guard let value = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) else { return false }
            let read = wholeCents(of: value)
            return read == nil || read?.cents == value.arithmeticWholeCents
        }
    }()

    /// The answer for `value`, or `nil` when the bytes cannot decide (a mantissa past 64
    /// bits): then the arithmetic decides.
    static func wholeCents(of value: Decimal) -> Answer? {
        guard !value.isNaN else { return Answer(cents: nil) }
        return withUnsafeBytes(of: value) { bytes -> Answer? in
            let exponent = Int(Int8(bitPattern: bytes[0]))
            let length = Int(bytes[1] >> 4)
            let negative = bytes[1] & 0x08 != 0
            guard length <= 4 else { return nil }
            var mantissa: UInt64 = 0
            for word in stride(from: length - 1, through: 0, by: -1) {
                mantissa = mantissa << 16 | UInt64(bytes[4 + word * 2]) | UInt64(bytes[5 + word * 2]) << 8
            }
            var cents = mantissa
            let power = exponent + 2
            if power >= 0 {
                for _ in 0..<power {
                    let (scaled, overflow) = cents.multipliedReportingOverflow(by: 10)
                    guard !overflow else { return Answer(cents: nil) }
                    cents = scaled
                }
            } else {
                for _ in 0..<(-power) {
                    guard cents % 10 == 0 else { return Answer(cents: nil) }
                    cents /= 10
                    if cents == 0 { break }
                }
            }
            guard cents <= UInt64(Int.max) else { return Answer(cents: nil) }
            return Answer(cents: negative ? -Int(cents) : Int(cents))
        }
    }
}
