import Foundation

/// One line of an order: a product, its unit price and how many were bought.
public struct OrderItem: Sendable, Hashable {
    public let name: String
    // Declared before the price so the Int needs no padding: 48 bytes an item, not 56.
    public let quantity: Int
    public let price: Decimal
    public let requiresSignature: Bool

    public init(name: String, price: Decimal, quantity: Int, requiresSignature: Bool = false) {
        self.name = name
        self.price = price
        self.quantity = quantity
        self.requiresSignature = requiresSignature
    }
}
