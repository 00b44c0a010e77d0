import Foundation

/// An order placed by a customer: the aggregate every use case works on.
public struct Order: Sendable, Hashable, Identifiable {
    public let title: String
    public let createdAt: Date
    public let status: OrderStatus
    public let items: [OrderItem]
    // Declared here, before the one-byte address, so the 17-byte identifier and the flag
    // share a word: an order is 72 bytes.
    /// The id as held: packed when it has the usual shape (see ``OrderIdentifier``).
    public let identifier: OrderIdentifier
    public let shippingAddress: Address

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
        self.identifier = identifier
        self.title = title
        self.createdAt = createdAt
        self.status = status
        self.items = items
        self.shippingAddress = shippingAddress
    }

    /// True when some item needs a signature and the parcel goes to a home.
    public var requiresSignature: Bool {
        shippingAddress.isResidential && items.contains { $0.requiresSignature }
    }

    /// The short number people quote: the first eight characters of the id, uppercased.
    public var number: String { identifier.number }
}
