/// One order as the list shows it.
public struct OrderRow: Sendable, Hashable, Identifiable, DisplayDescribable {
    /// The full order id.
    public let id: String
    /// `Order #7F3A9C2E`, as in `detail.orderNumber`.
    public let orderNumber: String
    public let title: String
    /// The locale's long date: `November 3, 2026`.
    public let formattedDate: String
    /// `Free shipping` or `Shipping: $4.50`.
    public let shippingLabel: String
    /// Some item needs a signature and the address is residential.
    public let requiresSignature: Bool
    public let statusLabel: String
    public let statusColor: StatusColor

    public static let displaySchema = DisplaySchema<OrderRow>([
        .string("id") { $0.id },
        .string("orderNumber") { $0.orderNumber },
        .string("title") { $0.title },
        .string("formattedDate") { $0.formattedDate },
        .string("shippingLabel") { $0.shippingLabel },
        .bool("requiresSignature") { $0.requiresSignature },
        .string("statusLabel") { $0.statusLabel },
        .statusColor("statusColor") { $0.statusColor },
    ])
}
