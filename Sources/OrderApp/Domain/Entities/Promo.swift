import Foundation

/// A promotion code a customer can apply to a cart.
public struct Promo: Sendable, Hashable {
    /// How a promo reduces the subtotal.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// `value` percent of the subtotal, rounded to cents.
        case percent
        /// A fixed amount, never more than the subtotal.
        case amount
    }

    public let code: String
    public let kind: Kind
    public let value: Decimal
    public let minSubtotal: Decimal?
    public let expiresAt: Date?

    public init(code: String, kind: Kind, value: Decimal, minSubtotal: Decimal? = nil, expiresAt: Date? = nil) {
        self.code = code
        self.kind = kind
        self.value = value
        self.minSubtotal = minSubtotal
        self.expiresAt = expiresAt
    }
}
