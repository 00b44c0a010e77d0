import Foundation

extension Decimal {
    /// Reads a plain decimal literal, `-?digits(.digits)?` (`12.50`, `-1`, `49.99`), exactly;
    /// `nil` for anything else (`12,50`, `1e2`, `12abc`, ` 5`), which `Decimal(string:)` would half-accept.
    public init?(plainText text: String) {
        var text = text
        guard let value = text.withUTF8({ Decimal(plainDigits: $0) }) else { return nil }
        self = value
    }

    /// ``init(plainText:)`` on the text's UTF-8 bytes, for readers that have them at hand.
    public init?(plainDigits bytes: UnsafeBufferPointer<UInt8>) {
        guard let amount = Self.plainCounted(bytes) else { return nil }
        self = amount.value
    }

    /// ``init(plainDigits:)`` with the digits the value has on each side of its point,
    /// counted in the same pass, and its whole cents when it is a whole number of them.
    public static func plainCounted(_ bytes: UnsafeBufferPointer<UInt8>) -> PlainAmount? {
        var significand: UInt64 = 0
        var digits = 0
        var fractionDigits = 0
        var isNegative = false
        var sawPoint = false
        var wholeDigits = 0
        for (offset, byte) in bytes.enumerated() {
            switch byte {
            case UInt8(ascii: "-") where offset == 0:
                isNegative = true
            case UInt8(ascii: ".") where !sawPoint && wholeDigits > 0:
                sawPoint = true
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                if sawPoint { fractionDigits += 1 } else { wholeDigits += 1 }
                digits += 1
                if digits <= 18 { significand = significand &* 10 &+ UInt64(byte &- UInt8(ascii: "0")) }
            default:
                return nil
            }
        }
        guard wholeDigits > 0, !sawPoint || fractionDigits > 0 else { return nil }
        guard digits <= 18 else {
            // Past what a UInt64 holds exactly: Foundation reads the (already checked) text,
            // and rounds past its 38 or 39 digits, so the value must show the same digits.
            let text = String(decoding: bytes, as: UTF8.self)
            guard let value = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")), !value.isNaN,
                  Self.significantDigits(of: value.description.utf8) == Self.significantDigits(of: text.utf8)
            else { return nil }
            return PlainAmount(value: value, cents: value.wholeCents, digits: AmountDigits(whole: wholeDigits, fraction: fractionDigits))
        }
        // Trailing fraction zeros say nothing about the value: 12.50 is 12.5.
        while fractionDigits > 0, significand % 10 == 0, significand != 0 {
            significand /= 10
            fractionDigits -= 1
        }
        let counted = AmountDigits(whole: wholeDigits, fraction: fractionDigits)
        guard significand != 0 else { return PlainAmount(value: .zero, cents: 0, digits: counted) }
        // At most 18 digits, so the significand is below 10^18 and fits an Int.
        var cents: Int?
        if fractionDigits <= 2 {
            let (scaled, overflow) = Int(significand).multipliedReportingOverflow(by: fractionDigits == 2 ? 1 : fractionDigits == 1 ? 10 : 100)
            if !overflow { cents = isNegative ? -scaled : scaled }
        }
        return PlainAmount(
            value: Decimal(sign: isNegative ? .minus : .plus, exponent: -fractionDigits, significand: Decimal(significand)),
            cents: cents, digits: counted)
    }

    /// Whether `bytes` are a plain decimal literal, `-?digits(.digits)?`, whatever its size.
    public static func isPlainLiteral(_ bytes: some Collection<UInt8>) -> Bool {
        var sawPoint = false
        var digitsBefore = 0
        var digitsAfter = 0
        for (offset, byte) in bytes.enumerated() {
            switch byte {
            case UInt8(ascii: "-") where offset == 0: break
            case UInt8(ascii: ".") where !sawPoint && digitsBefore > 0: sawPoint = true
            case UInt8(ascii: "0")...UInt8(ascii: "9"): if sawPoint { digitsAfter += 1 } else { digitsBefore += 1 }
            default: return false
            }
        }
        return digitsBefore > 0 && (!sawPoint || digitsAfter > 0)
    }

    /// The digits of decimal text from its first non-zero digit to its last, without the
    /// point or a sign (`"0120.50"` → `"1205"`): equal for two texts of one value at one
    /// scale, so a rounded reading shows as different digits.
    public static func significantDigits(of text: some Collection<UInt8>) -> [UInt8] {
        let digits = text.filter { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
        guard let first = digits.firstIndex(where: { $0 != UInt8(ascii: "0") }),
              let last = digits.lastIndex(where: { $0 != UInt8(ascii: "0") })
        else { return [] }
        return Array(digits[first...last])
    }
}

/// An amount read from plain decimal text (``Decimal/plainCounted(_:)``): its value, its
/// whole cents when it is a whole number of them that fits an `Int`, and the digits on each
/// side of its point (leading zeros of the whole part included: the count bounds, it does
/// not measure).
public struct PlainAmount: Sendable {
    public let value: Decimal
    /// `value` in whole cents, or `nil` when it is not a whole number of them or does not fit.
    public let cents: Int?
    public let digits: AmountDigits
}
