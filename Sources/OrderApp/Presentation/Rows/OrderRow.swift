import ViewModelDisplay
internal import Domain

/// One order as the list shows it.
///
/// A row is a sheet and a number: a row of the sheet its list was formatted into
/// (``OrderRowSheet``: labels held once for all its rows, the rest read from the order),
/// or the one row of a sheet made from its texts. Copying a row (a list of a million is
/// gathered, filtered and sorted by copying rows) costs one reference count. Equality and
/// hashing are by value, as for any struct, whichever way a row is held.
@DisplayState
public struct OrderRow: Sendable, Hashable, Identifiable, DisplayDescribable {
    // A reference and a number, not an enum of a box and a sheet: an enum keeps its case in
    // the reference's spare bits, and LeakSanitizer, seeing no plain pointer to the sheet,
    // reported every sheet as leaked.
    private let sheet: OrderRowSheet
    private let row: UInt32

    /// The full order id.
    public var id: String { sheet.identifier(of: Int(row)).text }
    /// `Order #7F3A9C2E`, as in `detail.orderNumber`.
    public var orderNumber: String { sheet.orderNumber(of: Int(row)) }
    public var title: String { sheet.title(of: Int(row)).string }
    /// The locale's long date: `November 3, 2026`.
    public var formattedDate: String { sheet.formattedDate(of: Int(row)) }
    /// `Free shipping` or `Shipping: $4.50`.
    public var shippingLabel: String { sheet.shippingLabel(of: Int(row)) }
    /// Some item needs a signature and the address is residential.
    public var requiresSignature: Bool { sheet.requiresSignature(of: Int(row)) }
    @ColoredBy(\OrderRow.statusColor) public var statusLabel: String { sheet.status(of: Int(row)).label }
    public var statusColor: StatusColor { sheet.status(of: Int(row)).color }

    public init(
        id: String, orderNumber: String, title: String, formattedDate: String, shippingLabel: String,
        requiresSignature: Bool, statusLabel: String, statusColor: StatusColor
    ) {
        sheet = OrderRowSheet(made: OrderRowSheet.MadeRow(
            id: OrderIdentifier(id), requiresSignature: requiresSignature, orderNumber: orderNumber, title: TextSlice(title),
            formattedDate: formattedDate, shippingLabel: shippingLabel,
            status: OrderRowSheet.StatusText(label: statusLabel, color: statusColor)))
        row = 0
    }

    /// Row `row` of `sheet`.
    init(_ sheet: OrderRowSheet, row: Int) {
        self.sheet = sheet
        self.row = UInt32(row)
    }

    /// The formatted sheet every row of `rows` is a row of, with each row's number in it;
    /// `nil` when they come from more than one sheet, or from rows made from texts.
    static func commonSheet(of rows: [OrderRow]) -> (sheet: OrderRowSheet, rows: [UInt32])? {
        guard let first = rows.first?.sheet, first.isFormatted else { return nil }
        let sheet = ObjectIdentifier(first)
        var same = true
        // Each row read in place and its sheet compared by identity: a row copied out of the
        // array took a retain and a release of the sheet every thread shares (23 ms of the
        // first show of 350,000 rows).
        let numbers = [UInt32](unsafeUninitializedCapacity: rows.count) { numbers, initialized in
            rows.withUnsafeBufferPointer { rows in
                guard let base = rows.baseAddress, let target = numbers.baseAddress else { return }
                for index in 0..<rows.count {
                    guard ObjectIdentifier((base + index).pointee.sheet) == sheet else {
                        same = false
                        return
                    }
                    (target + index).initialize(to: (base + index).pointee.row)
                    initialized = index + 1
                }
            }
        }
        return same ? (first, numbers) : nil
    }

    /// Appends the cells `show list` prints for the row (``OrderRowSheet/writeListCells(of:into:)``).
    func writeListCells(into cells: inout ShowRowCells) {
        sheet.writeListCells(of: Int(row), into: &cells)
    }

    public static func == (lhs: OrderRow, rhs: OrderRow) -> Bool {
        if lhs.sheet === rhs.sheet, lhs.row == rhs.row { return true }
        let (left, right) = (Int(lhs.row), Int(rhs.row))
        return lhs.sheet.identifier(of: left) == rhs.sheet.identifier(of: right)
            && lhs.requiresSignature == rhs.requiresSignature && lhs.statusColor == rhs.statusColor
            && lhs.orderNumber == rhs.orderNumber && lhs.sheet.title(of: left) == rhs.sheet.title(of: right)
            && lhs.formattedDate == rhs.formattedDate && lhs.shippingLabel == rhs.shippingLabel
            && lhs.statusLabel == rhs.statusLabel
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(sheet.identifier(of: Int(row)))
        hasher.combine(requiresSignature)
        hasher.combine(statusColor)
        hasher.combine(orderNumber)
        hasher.combine(sheet.title(of: Int(row)))
        hasher.combine(formattedDate)
        hasher.combine(shippingLabel)
        hasher.combine(statusLabel)
    }
}
