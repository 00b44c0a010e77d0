import Foundation

/// One line of an order: a product, its unit price and how many were bought.
public struct OrderItem: Sendable, Hashable {
    // Declared in this order so nothing needs padding: 48 bytes an item.
    public let quantity: Int
    /// The name as held: a long one in its load's ``TextStore`` (see ``StoredText``).
    public let storedName: StoredText
    public let price: Decimal
    public let requiresSignature: Bool

    public init(name: String, price: Decimal, quantity: Int, requiresSignature: Bool = false) {
        self.init(name: StoredText(name), price: price, quantity: quantity, requiresSignature: requiresSignature)
    }

    public init(name: StoredText, price: Decimal, quantity: Int, requiresSignature: Bool = false) {
        storedName = name
        self.price = price
        self.quantity = quantity
        self.requiresSignature = requiresSignature
    }

    /// The product's name as written in the data.
    public var name: String { storedName.string }
}
