import ViewModelDisplay

/// The list's rows as its table writes them: a row at a time, each cell's bytes copied
/// straight from where the rows keep them (a million rows make no `String` a cell). The
/// cells are `orderNumber`, `title`, `formattedDate`, `shippingLabel`, `yes` or nothing
/// for `requiresSignature`, and `statusLabel` in its colour.
public struct OrderRowCells: Sendable {
    private let rows: [OrderRow]
    /// The rows' numbers in their one formatted sheet (every list's), when they share one.
    private let common: (sheet: OrderRowSheet, numbers: [UInt32])?

    /// How many rows ahead a row's record is asked for, then its order (which needs the
    /// record), then its title (which needs the order): far enough for the loads to overlap
    /// the rows between, near enough to stay cached.
    private static let recordLookahead = 16
    private static let orderLookahead = 8
    private static let titleLookahead = 4

    init(_ rows: [OrderRow]) {
        self.rows = rows
        common = OrderRow.commonSheet(of: rows).map { (sheet: $0.sheet, numbers: $0.rows) }
    }

    /// How many rows there are.
    public var count: Int { common?.numbers.count ?? rows.count }

    /// Writes row `index`'s cells into `cells`. Rows are read in order; their records,
    /// orders and titles, scattered over memory, are asked for ahead.
    public func write(_ index: Int, into cells: inout ShowRowCells) {
        guard let (sheet, numbers) = common else {
            rows[index].writeListCells(into: &cells)
            return
        }
        sheet.prefetch(
            numbers, recordOf: index + Self.recordLookahead, orderOf: index + Self.orderLookahead, titleOf: index + Self.titleLookahead)
        sheet.writeListCells(of: Int(numbers[index]), into: &cells)
    }
}
