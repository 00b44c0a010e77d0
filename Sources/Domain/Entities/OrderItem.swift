import Foundation

/// One line of an order: a product, its unit price and how many were bought.
public struct OrderItem: Sendable {
    // Declared in this order so nothing needs padding: 40 bytes an item (34 used).
    public let quantity: Int
    /// The name (a long one in its load's ``TextStore``) and the price (see ``ItemNameAndPrice``).
    private let nameAndPrice: ItemNameAndPrice
    public let requiresSignature: Bool

    public init(name: String, price: Decimal, quantity: Int, requiresSignature: Bool = false) {
        self.init(name: StoredText(name), price: price, quantity: quantity, requiresSignature: requiresSignature)
    }

    public init(name: StoredText, price: Decimal, quantity: Int, requiresSignature: Bool = false) {
        nameAndPrice = ItemNameAndPrice(name: name, price: price, cents: price.wholeCents)
        self.quantity = quantity
        self.requiresSignature = requiresSignature
    }

    /// An item whose price was read as plain text (its cents are not worked out again).
    public init(name: StoredText, price: PlainAmount, quantity: Int, requiresSignature: Bool = false) {
        nameAndPrice = ItemNameAndPrice(name: name, price: price.value, cents: price.cents)
        self.quantity = quantity
        self.requiresSignature = requiresSignature
    }

    /// The name as held: a long one in its load's ``TextStore`` (see ``StoredText``).
    public var storedName: StoredText { nameAndPrice.name }

    /// The product's name as written in the data.
    public var name: String { storedName.string }

    /// The unit price, equal to the one the item was made with.
    public var price: Decimal { nameAndPrice.price }

    /// The unit price in whole cents, or `nil` when it is not a whole number of them (or
    /// does not fit an `Int`); then ``price`` has it exactly.
    public var priceCents: Int? { nameAndPrice.priceCents }
}

extension OrderItem: Hashable {
    public static func == (lhs: OrderItem, rhs: OrderItem) -> Bool {
        guard lhs.quantity == rhs.quantity, lhs.requiresSignature == rhs.requiresSignature else { return false }
        // Equal prices are held alike: in cents, or both exactly.
        switch (lhs.priceCents, rhs.priceCents) {
        case let (left?, right?): guard left == right else { return false }
        case (nil, nil): guard lhs.price == rhs.price else { return false }
        default: return false
        }
        return lhs.storedName == rhs.storedName
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(quantity)
        hasher.combine(storedName)
        if let cents = priceCents { hasher.combine(cents) } else { hasher.combine(price) }
        hasher.combine(requiresSignature)
    }
}

extension OrderItem: CustomReflectable {
    /// The item's values, as printed: how its name and price are held does not show.
    public var customMirror: Mirror {
        Mirror(self, children: ["name": name, "price": price, "quantity": quantity, "requiresSignature": requiresSignature], displayStyle: .struct)
    }
}
