import Foundation

/// An order placed by a customer: the aggregate every use case works on.
public struct Order: Sendable, Hashable, Identifiable {
    // Laid out so nothing pads: the 17-byte identifier, the one-byte address and the
    // items' count and start share three words, and an order is 72 bytes. A million
    // orders are held at once.
    /// The id as held: packed when it has the usual shape (see ``OrderIdentifier``).
    public let identifier: OrderIdentifier
    public let shippingAddress: Address
    /// How many items, or ``OrderItems/wholeBlock`` when they are all of their block's.
    private let itemCount: UInt16
    private let itemStart: UInt32
    public let title: String
    public let createdAt: Date
    public let status: OrderStatus
    /// Where the items are held (`nil`: there are none).
    private let itemBlock: ItemBlock?

    /// The id as written in the data.
    public var id: String { identifier.text }

    public init(
        id: String,
        title: String,
        createdAt: Date,
        status: OrderStatus,
        items: [OrderItem],
        shippingAddress: Address
    ) {
        self.init(
            identifier: OrderIdentifier(id), title: title, createdAt: createdAt, status: status, items: items,
            shippingAddress: shippingAddress)
    }

    public init(
        identifier: OrderIdentifier,
        title: String,
        createdAt: Date,
        status: OrderStatus,
        items: [OrderItem],
        shippingAddress: Address
    ) {
        self.init(identifier: identifier, title: title, createdAt: createdAt, status: status, items: OrderItems(items), shippingAddress: shippingAddress)
    }

    /// An order whose items are already held (a reader's ``ItemStore``).
    public init(
        identifier: OrderIdentifier,
        title: String,
        createdAt: Date,
        status: OrderStatus,
        items: OrderItems,
        shippingAddress: Address
    ) {
        self.identifier = identifier
        self.title = title
        self.createdAt = createdAt
        self.status = status
        let parts = items.parts
        itemBlock = parts.block
        itemStart = parts.start
        itemCount = parts.count
        self.shippingAddress = shippingAddress
    }

    /// The order's lines, in order.
    public var items: OrderItems {
        OrderItems(parts: (itemBlock, itemStart, itemCount))
    }

    public static func == (lhs: Order, rhs: Order) -> Bool {
        lhs.identifier == rhs.identifier && lhs.title == rhs.title && lhs.createdAt == rhs.createdAt
            && lhs.status == rhs.status && lhs.shippingAddress == rhs.shippingAddress && lhs.items == rhs.items
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(identifier)
        hasher.combine(title)
        hasher.combine(createdAt)
        hasher.combine(status)
        hasher.combine(items)
        hasher.combine(shippingAddress)
    }

    /// True when some item needs a signature and the parcel goes to a home.
    public var requiresSignature: Bool {
        shippingAddress.isResidential && items.contains { $0.requiresSignature }
    }

    /// The short number people quote: the first eight characters of the id, uppercased.
    public var number: String { identifier.number }
}

extension Order: CustomReflectable {
    /// The order's values, as printed: where its items are held does not show.
    public var customMirror: Mirror {
        Mirror(self, children: [
            "title": title, "createdAt": createdAt, "status": status, "items": items,
            "identifier": identifier, "shippingAddress": shippingAddress,
        ], displayStyle: .struct)
    }
}
