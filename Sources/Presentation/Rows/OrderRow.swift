import DisplayInterface
internal import Domain

/// One order as the list shows it.
///
/// A row is a reference and a number: either a row of the sheet its list was formatted
/// into (``OrderRowSheet``: labels held once for all its rows, the rest read from the
/// order), or a box of its own values (a row made from texts). Copying a row (a list of a
/// million is gathered, filtered and sorted by copying rows) costs one reference count.
/// Equality and hashing are by value, as for any struct, whichever way a row is held.
@DisplayState
public struct OrderRow: Sendable, Hashable, Identifiable, DisplayDescribable {
    private enum Storage: Sendable {
        case values(Box)
        case sheet(OrderRowSheet, UInt32)
    }

    private let storage: Storage

    /// The full order id.
    public var id: String { identifier.text }
    /// `Order #7F3A9C2E`, as in `detail.orderNumber`.
    public var orderNumber: String {
        switch storage {
        case .values(let box): box.values.orderNumber
        case .sheet(let sheet, let row): sheet.orderNumber(of: Int(row))
        }
    }
    public var title: String { titleText.string }
    /// The locale's long date: `November 3, 2026`.
    public var formattedDate: String {
        switch storage {
        case .values(let box): box.values.formattedDate
        case .sheet(let sheet, let row): sheet.formattedDate(of: Int(row))
        }
    }
    /// `Free shipping` or `Shipping: $4.50`.
    public var shippingLabel: String {
        switch storage {
        case .values(let box): box.values.shippingLabel
        case .sheet(let sheet, let row): sheet.shippingLabel(of: Int(row))
        }
    }
    /// Some item needs a signature and the address is residential.
    public var requiresSignature: Bool {
        switch storage {
        case .values(let box): box.values.requiresSignature
        case .sheet(let sheet, let row): sheet.requiresSignature(of: Int(row))
        }
    }
    @ColoredBy(\OrderRow.statusColor) public var statusLabel: String {
        switch storage {
        case .values(let box): box.values.statusLabel
        case .sheet(let sheet, let row): sheet.status(of: Int(row)).label
        }
    }
    public var statusColor: StatusColor {
        switch storage {
        case .values(let box): box.values.statusColor
        case .sheet(let sheet, let row): sheet.status(of: Int(row)).color
        }
    }

    private var identifier: OrderIdentifier {
        switch storage {
        case .values(let box): box.values.id
        case .sheet(let sheet, let row): sheet.identifier(of: Int(row))
        }
    }

    private var titleText: TextSlice {
        switch storage {
        case .values(let box): box.values.title
        case .sheet(let sheet, let row): sheet.title(of: Int(row))
        }
    }

    public init(
        id: String, orderNumber: String, title: String, formattedDate: String, shippingLabel: String,
        requiresSignature: Bool, statusLabel: String, statusColor: StatusColor
    ) {
        storage = .values(Box(Values(
            id: OrderIdentifier(id), requiresSignature: requiresSignature, statusColor: statusColor, orderNumber: orderNumber,
            title: TextSlice(title), formattedDate: formattedDate, shippingLabel: shippingLabel, statusLabel: statusLabel)))
    }

    /// Row `row` of `sheet`.
    init(_ sheet: OrderRowSheet, row: Int) {
        storage = .sheet(sheet, UInt32(row))
    }

    public static func == (lhs: OrderRow, rhs: OrderRow) -> Bool {
        switch (lhs.storage, rhs.storage) {
        case (.values(let left), .values(let right)) where left === right: return true
        case (.sheet(let left, let leftRow), .sheet(let right, let rightRow)) where left === right && leftRow == rightRow: return true
        default:
            return lhs.identifier == rhs.identifier && lhs.requiresSignature == rhs.requiresSignature
                && lhs.statusColor == rhs.statusColor && lhs.orderNumber == rhs.orderNumber && lhs.titleText == rhs.titleText
                && lhs.formattedDate == rhs.formattedDate && lhs.shippingLabel == rhs.shippingLabel
                && lhs.statusLabel == rhs.statusLabel
        }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(identifier)
        hasher.combine(requiresSignature)
        hasher.combine(statusColor)
        hasher.combine(orderNumber)
        hasher.combine(titleText)
        hasher.combine(formattedDate)
        hasher.combine(shippingLabel)
        hasher.combine(statusLabel)
    }

    /// The values of a row made from texts, shared by its copies and never changed.
    private final class Box: Sendable {
        let values: Values

        init(_ values: Values) {
            self.values = values
        }
    }

    private struct Values: Sendable {
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
