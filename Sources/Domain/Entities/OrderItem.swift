import Foundation

/// One line of an order: a product, its unit price and how many were bought.
public struct OrderItem: Sendable, Hashable {
    public let name: String
    public let price: Decimal
    public let quantity: Int
    public let requiresSignature: Bool

    public init(name: String, price: Decimal, quantity: Int, requiresSignature: Bool = false) {
        self.name = name
        self.price = price
        self.quantity = quantity
        self.requiresSignature = requiresSignature
    }
}
