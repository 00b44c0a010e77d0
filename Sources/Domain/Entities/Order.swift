import Foundation

/// An order placed by a customer: the aggregate every use case works on.
public struct Order: Sendable, Hashable, Identifiable {
    public let id: String
    public let title: String
    public let createdAt: Date
    public let status: OrderStatus
    public let items: [OrderItem]
    public let shippingAddress: Address

    public init(
        id: String,
        title: String,
        createdAt: Date,
        status: OrderStatus,
        items: [OrderItem],
        shippingAddress: Address
    ) {
        self.id = id
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
    public var number: String {
        String(id.prefix(8)).uppercased()
    }
}
