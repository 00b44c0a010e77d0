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
