import Foundation

/// A store's rates as whole-number ratios, to price a subtotal of whole cents with integer
/// arithmetic. It is the fast twin of ``CalculateOrderTotal/execute(subtotal:store:promo:)``
/// with no promo, and tests hold it to that: tax = subtotal × taxRate rounded half-up to
/// cents, total = subtotal + tax, shipping free above the threshold (strictly), else
/// total × shippingRate rounded half-up. It refuses (`nil`) whatever it cannot do exactly:
/// a rate with more than 12 decimals, a threshold that is not whole cents, an overflow.
struct CentsRates: Sendable {
    /// A non-negative rate as numerator ÷ 10^scale.
    struct Ratio: Sendable {
        let numerator: Int
        let denominator: Int

        /// The rate written plainly (`0.08875`), or `nil` when it cannot be held exactly.
        init?(_ rate: Decimal) {
            guard rate >= 0, !rate.isNaN else { return nil }
            let text = rate.description
            let parts = text.split(separator: ".", omittingEmptySubsequences: false)
            guard parts.count <= 2, text.allSatisfy({ $0 == "." || ("0"..."9").contains($0) }) else { return nil }
            let fraction = parts.count == 2 ? parts[1] : ""
            guard fraction.count <= 12, let numerator = Int(parts[0] + fraction) else { return nil }
            var denominator = 1
            for _ in 0..<fraction.count { denominator *= 10 }
            self.numerator = numerator
            self.denominator = denominator
        }

        /// `value` × this rate, rounded half-up; `nil` on overflow.
        func applied(to value: Int) -> Int? {
            let (product, overflow) = value.multipliedReportingOverflow(by: numerator)
            guard !overflow, value >= 0 else { return nil }
            let (quotient, remainder) = product.quotientAndRemainder(dividingBy: denominator)
            return remainder * 2 >= denominator ? quotient + 1 : quotient
        }
    }

    let tax: Ratio
    let shipping: Ratio
    let thresholdCents: Int

    init?(store: StoreSettings) {
        guard let tax = Ratio(store.taxRate), let shipping = Ratio(store.shippingRate),
              let threshold = store.freeShippingThreshold.wholeCents else { return nil }
        self.tax = tax
        self.shipping = shipping
        thresholdCents = threshold
    }

    /// The total and shipping, in cents, of a subtotal of `subtotal` cents with no promo;
    /// `nil` when it would overflow.
    func price(subtotal: Int) -> (total: Int, shipping: Int?)? {
        guard let tax = tax.applied(to: subtotal) else { return nil }
        let (total, overflow) = subtotal.addingReportingOverflow(tax)
        guard !overflow else { return nil }
        if total > thresholdCents { return (total, nil) }
        guard let shipping = shipping.applied(to: total) else { return nil }
        return (total, shipping)
    }
}
