import DisplayInterface
import Presentation

/// The items of an order as `show detail` and `show summary` lay them out.
enum ItemTable {
    static func block(_ rows: [ItemRow]) -> ShowBlock {
        .table(ShowTable(columns: [.init("ITEM", isFlexible: true), .init("QTY", kind: .count), .init("TOTAL", kind: .amount)], rows: rows, indent: 2) { row in
            [ShowCell(row.name), ShowCell(row.quantityLabel), ShowCell(row.lineTotalLabel)]
        })
    }
}
