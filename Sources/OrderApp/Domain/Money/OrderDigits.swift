import Foundation

/// How many digits an amount has on each side of its point, from its first significant
/// digit to its last (`0120.50` → 3 and 1).
public struct AmountDigits: Sendable, Hashable {
    public var whole: Int
    public var fraction: Int

    public init(whole: Int, fraction: Int) {
        self.whole = whole
        self.fraction = fraction
    }

    /// The digits of a plain decimal literal's bytes (`-?digits(.digits)?`), as the readers
    /// have them while they parse; the text must be one ``Decimal/init(plainDigits:)`` read.
    public init(plainText bytes: UnsafeBufferPointer<UInt8>) {
        var whole = 0, fraction = 0, fractionSeen = 0, sawPoint = false, leading = true
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "."): sawPoint = true
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                if sawPoint {
                    fractionSeen += 1
                    if byte != UInt8(ascii: "0") { fraction = fractionSeen }
                } else if !(leading && byte == UInt8(ascii: "0")) {
                    leading = false
                    whole += 1
                }
            default: break
            }
        }
        self.init(whole: whole, fraction: fraction)
    }

    /// The digits of a JSON number's text (`50.0`, `-0.5`), or `nil` when it has an
    /// exponent (`1E2`): one pass over its bytes.
    public init?(numberText bytes: UnsafeBufferPointer<UInt8>) {
        for byte in bytes where byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") { return nil }
        self.init(plainText: bytes)
    }

    /// The digits of `amount`, from its text: the slow way, for amounts no reader counted.
    public init(of amount: Decimal) {
        var text = amount.description
        self = text.withUTF8 { AmountDigits(plainText: $0) }
    }
}

/// Whether an order's money stays exact (domain.md §3: the subtotal is exact): every line
/// `price × quantity` and their sum in at most ``most`` significant digits. `Decimal`
/// keeps 38; the tax and the shipping added to the subtotal need the other two. Counting
/// digits costs a few integer operations an item; only an order that may not fit is
/// worked out in `Decimal`, reporting what it had to round.
public struct OrderDigits: Sendable {
    /// The most significant digits an order's subtotal may need.
    public static let most = 36

    private var whole = 0
    private var fraction = 0
    private var lines = 0

    public init() {}

    /// Adds a line of a price with `price` digits and `quantity`.
    public mutating func add(price: AmountDigits, quantity: Int) {
        var quantityDigits = 1
        if quantity >= 10 {
            var rest = quantity / 10
            while rest > 0 {
                quantityDigits += 1
                rest /= 10
            }
        }
        whole = max(whole, price.whole + quantityDigits)
        fraction = max(fraction, price.fraction)
        lines += 1
    }

    /// Whether the digits counted prove the subtotal exact: the widest line's whole digits,
    /// the finest fraction, and one more digit for every tenfold of lines summed.
    public var surelyFits: Bool {
        var carry = 0
        var count = lines
        while count > 1 {
            carry += 1
            count /= 10
        }
        return whole + fraction + carry <= Self.most
    }

    /// Whether `items`' lines and subtotal are exact in at most ``most`` digits, worked out
    /// in `Decimal` (for the orders ``surelyFits`` cannot vouch for).
    public static func fits(_ items: some Collection<OrderItem>) -> Bool {
        var subtotal = Decimal.zero
        for item in items {
            var price = item.price
            var quantity = Decimal(item.quantity)
            var line = Decimal.zero
            guard NSDecimalMultiply(&line, &price, &quantity, .plain) == .noError, within(line) else { return false }
            var sum = Decimal.zero
            guard NSDecimalAdd(&sum, &subtotal, &line, .plain) == .noError, within(sum) else { return false }
            subtotal = sum
        }
        return true
    }

    private static func within(_ amount: Decimal) -> Bool {
        let digits = AmountDigits(of: amount)
        return digits.whole + digits.fraction <= most
    }
}
