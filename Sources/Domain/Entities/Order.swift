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
        // Ids are nearly always printable ASCII: then the first eight characters are the
        // first eight bytes (when the ninth is ASCII too, no combining mark can join the
        // eighth), and uppercasing is a-z to A-Z. Any other id goes the general way.
        let head = id.utf8.prefix(9)
        guard head.prefix(8).allSatisfy({ (0x20...0x7E).contains($0) }), head.count < 9 || head.last.map({ $0 < 0x80 }) == true else {
            return String(id.prefix(8)).uppercased()
        }
        return String(unsafeUninitializedCapacity: 8) { buffer in
            var written = 0
            for byte in head.prefix(8) {
                buffer[written] = (0x61...0x7A).contains(byte) ? byte - 0x20 : byte
                written += 1
            }
            return written
        }
    }
}
