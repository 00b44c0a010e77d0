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
