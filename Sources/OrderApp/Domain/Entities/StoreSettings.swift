import Foundation

/// The store-wide money settings every total is computed with.
public struct StoreSettings: Sendable, Hashable {
    /// ISO 4217 code of the currency all prices are in.
    public let currency: String
    public let taxRate: Decimal
    /// Orders whose total is strictly above this ship free.
    public let freeShippingThreshold: Decimal
    /// The share of the total charged for shipping below the threshold.
    public let shippingRate: Decimal

    public init(currency: String, taxRate: Decimal, freeShippingThreshold: Decimal, shippingRate: Decimal) {
        self.currency = currency
        self.taxRate = taxRate
        self.freeShippingThreshold = freeShippingThreshold
        self.shippingRate = shippingRate
    }

    /// The settings used when a data file has no `store`: USD, 8.875 % tax,
    /// free shipping above $100.00, otherwise 10 % of the total.
    public static let standard = StoreSettings(
        currency: "USD",
        taxRate: Decimal(sign: .plus, exponent: -5, significand: 8875),
        freeShippingThreshold: 100,
        shippingRate: Decimal(sign: .plus, exponent: -2, significand: 10)
    )
}
