import DisplayInterface
internal import Domain

/// One order as the list shows it.
///
/// A value with its texts in one shared, immutable box: copying a row (a list of a million
/// is gathered, filtered and sorted by copying rows) costs one reference count, not one for
/// each of its strings. Equality and hashing are by value, as for any struct.
@DisplayState
public struct OrderRow: Sendable, Hashable, Identifiable, DisplayDescribable {
    private let box: Box

    /// The full order id.
    public var id: String { box.values.id.text }
    /// `Order #7F3A9C2E`, as in `detail.orderNumber`.
    public var orderNumber: String { box.values.orderNumber }
    public var title: String { box.values.title.string }
    /// The locale's long date: `November 3, 2026`.
    public var formattedDate: String { box.values.formattedDate }
    /// `Free shipping` or `Shipping: $4.50`.
    public var shippingLabel: String { box.values.shippingLabel }
    /// Some item needs a signature and the address is residential.
    public var requiresSignature: Bool { box.values.requiresSignature }
    @ColoredBy(\OrderRow.statusColor) public var statusLabel: String { box.values.statusLabel }
    public var statusColor: StatusColor { box.values.statusColor }

    public init(
        id: String, orderNumber: String, title: String, formattedDate: String, shippingLabel: String,
        requiresSignature: Bool, statusLabel: String, statusColor: StatusColor
    ) {
        self.init(
            identifier: OrderIdentifier(id), orderNumber: orderNumber, title: TextSlice(title), formattedDate: formattedDate,
            shippingLabel: shippingLabel, requiresSignature: requiresSignature, statusLabel: statusLabel, statusColor: statusColor)
    }

    /// A row that keeps the order's id and title as the order holds them (packed, and in
    /// shared bytes: no text is made).
    init(
        identifier: OrderIdentifier, orderNumber: String, title: TextSlice, formattedDate: String, shippingLabel: String,
        requiresSignature: Bool, statusLabel: String, statusColor: StatusColor
    ) {
        box = Box(Values(
            id: identifier, requiresSignature: requiresSignature, statusColor: statusColor, orderNumber: orderNumber,
            title: title, formattedDate: formattedDate, shippingLabel: shippingLabel, statusLabel: statusLabel))
    }

    public static func == (lhs: OrderRow, rhs: OrderRow) -> Bool {
        lhs.box === rhs.box || lhs.box.values == rhs.box.values
    }

    public func hash(into hasher: inout Hasher) {
        box.values.hash(into: &hasher)
    }

    /// The row's values, shared by its copies and never changed.
    private final class Box: Sendable {
        let values: Values

        init(_ values: Values) {
            self.values = values
        }
    }

    // The one-byte fields follow the 17-byte id, in its word's spare bytes: 104 bytes, not 120.
    private struct Values: Hashable, Sendable {
        let id: OrderIdentifier
        let requiresSignature: Bool
        let statusColor: StatusColor
        let orderNumber: String
        let title: TextSlice
        let formattedDate: String
        let shippingLabel: String
        let statusLabel: String
    }
}
