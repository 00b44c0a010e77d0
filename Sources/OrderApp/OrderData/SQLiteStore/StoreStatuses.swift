import Domain
import GRDB

/// The status of every order of a store, each once, in the order the orders table first
/// holds it (by rowid), as a scan of every row would meet them; read without that scan.
enum StoreStatuses {
    /// Through `index` (on `orders.status`), one step a distinct value: a loose index scan
    /// takes the smallest value, then the smallest above it, and so on, and each value's
    /// first row. A value the scan would refuse (not text, or text past the length any
    /// value may have) is left out: the read that reads its row reports it.
    static func read(_ db: Database, index name: String) throws -> [OrderStatus] {
        let index = StoreIndexes.quoted(name)
        let sql = """
            WITH RECURSIVE distinct_status(status) AS (
                SELECT (SELECT status FROM orders INDEXED BY \(index) WHERE status IS NOT NULL ORDER BY status LIMIT 1)
                UNION ALL
                SELECT (SELECT status FROM orders INDEXED BY \(index) WHERE status > distinct_status.status ORDER BY status LIMIT 1)
                FROM distinct_status WHERE distinct_status.status IS NOT NULL)
            SELECT status, (SELECT min(rowid) FROM orders INDEXED BY \(index) WHERE orders.status = distinct_status.status)
            FROM distinct_status WHERE status IS NOT NULL
            """
        var found: [(rowid: Int64, text: String)] = []
        try StoreRow.each(db, sql: sql) { row in
            if let text = try? row.text(0) { found.append((row.int64(1), text)) }
        }
        var statuses = StatusList()
        for (_, text) in found.sorted(by: { $0.rowid < $1.rowid }) { statuses.add(OrderStatus(rawValue: text)) }
        return statuses.statuses
    }
}
