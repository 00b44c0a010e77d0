import Foundation

/// One line of an order: a product, its unit price and how many were bought.
///
/// A load holds millions of items, so one takes 32 bytes: the price in whole cents, the
/// name with the signature flag, and the quantity in 32 bits. An item whose price is not a
/// whole number of cents that fits an `Int` (`0.001`), or whose quantity needs more bits,
/// keeps its values in a box of their own. Each item is held one way only, so items of
/// equal values hold them alike; where they are held never shows.
public struct OrderItem: Sendable {
    private enum Storage: Sendable {
        /// The name; the item needs no signature.
        case plain(StoredText)
        /// The name; the item needs a signature.
        case signed(StoredText)
        /// Every value, in a box.
        case boxed(BoxedItem)
    }

    // Declared in this order so nothing needs padding: 8 + 17 (+ 3) + 4 bytes.
    /// The price in cents, unless `storage` is `.boxed`.
    private let cents: Int
    private let storage: Storage
    /// The quantity, unless `storage` is `.boxed`.
    private let smallQuantity: UInt32

    public init(name: String, price: Decimal, quantity: Int, requiresSignature: Bool = false) {
        self.init(name: StoredText(name), price: price, quantity: quantity, requiresSignature: requiresSignature)
    }

    public init(name: StoredText, price: Decimal, quantity: Int, requiresSignature: Bool = false) {
        self.init(name: name, price: price, cents: price.wholeCents, quantity: quantity, requiresSignature: requiresSignature)
    }

    /// An item whose price was read as plain text (its cents are not worked out again).
    public init(name: StoredText, price: PlainAmount, quantity: Int, requiresSignature: Bool = false) {
        self.init(name: name, price: price.value, cents: price.cents, quantity: quantity, requiresSignature: requiresSignature)
    }

    /// `cents` is `price`'s whole cents, `nil` when it is not a whole number of them.
    private init(name: StoredText, price: Decimal, cents: Int?, quantity: Int, requiresSignature: Bool) {
        if let cents, let small = UInt32(exactly: quantity) {
            self.cents = cents
            smallQuantity = small
            storage = requiresSignature ? .signed(name) : .plain(name)
        } else {
            self.cents = 0
            smallQuantity = 0
            storage = .boxed(BoxedItem(name: name, price: price, quantity: quantity, requiresSignature: requiresSignature))
        }
    }

    /// The name as held: a long one in its load's ``TextStore`` (see ``StoredText``).
    public var storedName: StoredText {
        switch storage {
        case .plain(let name), .signed(let name): name
        case .boxed(let item): item.name
        }
    }

    /// The product's name as written in the data.
    public var name: String { storedName.string }

    /// The unit price, equal to the one the item was made with.
    public var price: Decimal {
        if case .boxed(let item) = storage { item.price } else { Decimal(cents: cents) }
    }

    /// The unit price in whole cents, or `nil` when it is not a whole number of them (or
    /// does not fit an `Int`); then ``price`` has it exactly.
    public var priceCents: Int? {
        if case .boxed(let item) = storage { item.price.wholeCents } else { cents }
    }

    public var quantity: Int {
        if case .boxed(let item) = storage { item.quantity } else { Int(smallQuantity) }
    }

    public var requiresSignature: Bool {
        switch storage {
        case .plain: false
        case .signed: true
        case .boxed(let item): item.requiresSignature
        }
    }
}

/// The values of an item that do not fit its 32 bytes.
private final class BoxedItem: Sendable {
    let name: StoredText
    let price: Decimal
    let quantity: Int
    let requiresSignature: Bool

    init(name: StoredText, price: Decimal, quantity: Int, requiresSignature: Bool) {
        self.name = name
        self.price = price
        self.quantity = quantity
        self.requiresSignature = requiresSignature
    }
}

extension OrderItem: Hashable {
    public static func == (lhs: OrderItem, rhs: OrderItem) -> Bool {
        guard lhs.quantity == rhs.quantity, lhs.requiresSignature == rhs.requiresSignature else { return false }
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
    /// The item's values, as printed: how they are held does not show.
    public var customMirror: Mirror {
        Mirror(self, children: ["name": name, "price": price, "quantity": quantity, "requiresSignature": requiresSignature], displayStyle: .struct)
    }
}
