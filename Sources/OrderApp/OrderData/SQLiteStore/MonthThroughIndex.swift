import Domain
import Foundation
import GRDB

/// A month read through the `createdAt` index: when the orders created in the range are a
/// small part of a store (a month of years), only their rows are read, in creation order,
/// and their items are found by the order's row (schema v2) or by its id (v1). A scan in
/// rowid order reads every row and skips most; through the index each row costs a jump to
/// its page, which wins only when few are read.
struct MonthThroughIndex {
    let range: DateInterval
    /// The index of `orders` on `createdAt`.
    let createdIndex: String
    /// The index of `orders` on `status`, which lists the store's statuses (``StoreStatuses``).
    let statusIndex: String
    /// How the store's items find their order.
    var itemKey: StoreSchema.ItemKey = .orderId
    /// How many orders the range holds, as ``plan(_:range:rowids:)`` counted them: room made
    /// at once for the heads, which would otherwise grow (and copy) step by step.
    var orderCount = 0

    /// The range's two halves by time, or `nil` when it is too short to split.
    var halves: (MonthThroughIndex, MonthThroughIndex)? {
        let middle = range.start.addingTimeInterval(range.duration / 2)
        guard range.start < middle, middle < range.end else { return nil }
        // Each half is given the whole count: a half's share is not known, and the room it
        // does not use is never touched (a large array has pages of its own).
        return (MonthThroughIndex(range: DateInterval(start: range.start, end: middle), createdIndex: createdIndex, statusIndex: statusIndex, itemKey: itemKey, orderCount: orderCount),
                MonthThroughIndex(range: DateInterval(start: middle, end: range.end), createdIndex: createdIndex, statusIndex: statusIndex, itemKey: itemKey, orderCount: orderCount))
    }

    /// The part of a store's orders below which the index is used. Read through the
    /// index, with its items, an order costs about twelve times what a scan pays for each
    /// row (estimated from ordersh's load of a month of 2M orders over 20 months, both
    /// reads on two connections; most of it `pread` of pages the scan reads in order).
    static let largestShare = 12

    /// How to read the orders created in `range`, when the store has the indexes it takes
    /// (on `orders.createdAt`, the items' key `items.orderRow` or `items.orderId`, and
    /// `orders.status`: without the last, the scan that lists the statuses would read every
    /// row anyway) and the range holds less
    /// than 1/``largestShare`` of its rows; `nil`: scan them all. The rows are counted by
    /// the span of `rowids`, exact for a store ordersh writes and at most too many for one
    /// with gaps (where the index may then be used for a larger part: slower, never wrong).
    static func plan(_ db: Database, range: DateInterval, rowids: ClosedRange<Int64>) throws -> MonthThroughIndex? {
        let itemKey = try StoreSchema.itemKey(db)
        guard let createdIndex = try StoreIndexes.leading("createdAt", on: "orders", in: db),
              try StoreIndexes.leading(itemKey.column, on: "items", in: db) != nil,
              let statusIndex = try StoreIndexes.leading("status", on: "orders", in: db)
        else { return nil }
        // Rowids may span SQLite's whole range: the count saturates.
        let (span, overflow) = rowids.upperBound.subtractingReportingOverflow(rowids.lowerBound)
        let (count, beyond) = span.addingReportingOverflow(1)
        let rows = overflow || beyond ? Int64.max : count
        let condition = StoreReader.OrderRows.created(range, index: createdIndex).condition
        // Counted up to the share only: a large range is not walked to learn it is large.
        let largest = rows / Int64(largestShare)
        let inRange = try Int64.fetchOne(
            db, sql: "SELECT count(*) FROM (SELECT 1 FROM orders" + condition.sql + " LIMIT ?)",
            arguments: condition.arguments + [largest + 1]) ?? 0
        guard inRange <= largest else { return nil }
        return MonthThroughIndex(range: range, createdIndex: createdIndex, statusIndex: statusIndex, itemKey: itemKey, orderCount: Int(inRange))
    }
}

extension StoreReader {
    /// The orders created in `month`'s range with their items, read through the indexes,
    /// and the status of every order of the store (``StoreStatuses``). A bad value in a
    /// row outside the range is reported by the read that reads it. With `helper`, the
    /// range's second half (by time) is read on its connection at the same time, and the
    /// halves joined in creation order; the first half's problem is told first.
    static func readOrders(
        _ db: Database, file: String, month: MonthThroughIndex, helper: StoreHelper?, stop: StopSignal
    ) throws -> (orders: [Order], statuses: [OrderStatus]) {
        let orders: [Order]
        if let helper, let (early, late) = month.halves {
            let (first, second) = try helper.both(in: db, stop: stop) {
                try readPart(db, file: file, month: early, stop: stop)
            } theirs: { helperDB in
                try readPart(helperDB, file: file, month: late, stop: stop)
            }
            orders = Self.orders(first, second)
        } else {
            orders = Self.orders(try readPart(db, file: file, month: month, stop: stop), nil)
        }
        return (orders, try StoreStatuses.read(db, index: month.statusIndex))
    }

    /// The heads of the orders created in `month`'s range and the items of each.
    private static func readPart(_ db: Database, file: String, month: MonthThroughIndex, stop: StopSignal) throws -> ReadPart {
        let scan = try scanHeads(db, file: file, createdIn: month.range, rows: .created(month.range, index: month.createdIndex), expected: month.orderCount, stop: stop)
        var items = [OrderItems](repeating: [], count: scan.heads.count)
        let groups: [ItemGroup]
        if month.itemKey == .orderRow, let rows = denseRows(scan.rowids) {
            // Version 2, the rows of a store ordersh wrote: the items of the span of rows
            // read, in the items table's order, skipping those of orders outside the range.
            groups = try readItems(db, file: file, heads: scan.heads, rowids: RowPositions(rowids: scan.rowids), rows: rows, complete: false, stop: stop)
        } else {
            groups = try readItems(db, file: file, scan: scan, month: month, stop: stop)
        }
        for group in groups { items[group.head] = group.items }
        return ReadPart(heads: scan.heads, positions: scan.positions, items: items)
    }

    /// The span of `rowids` when it holds at most twice as many rows (those of orders
    /// created outside the range are read and skipped), or `nil`: the items are then
    /// joined order by order.
    static func denseRows(_ rowids: [Int64]) -> ItemRows? {
        guard let lowest = rowids.min(), let highest = rowids.max() else { return ItemRows(isEmpty: true) }
        let (span, overflow) = highest.subtractingReportingOverflow(lowest)
        guard !overflow, span < 2 * Int64(rowids.count) + 1024 else { return nil }
        return ItemRows(lowest: lowest, highest: highest)
    }

    /// The items of the orders `scan` read, joined to them in the same index order: each
    /// order's items, by position, follow one another, and the orders come as the scan had them.
    private static func readItems(_ db: Database, file: String, scan: HeadScan, month: MonthThroughIndex, stop: StopSignal) throws -> [ItemGroup] {
        let index = StoreIndexes.quoted(month.createdIndex)
        let join = switch month.itemKey {
        case .orderId: "i.orderId = o.id"
        case .orderRow: "i.orderRow = o.rowid"
        }
        let sql = "SELECT o.rowid, i.name, i.price, i.quantity, i.requiresSignature, i.position "
            + "FROM orders AS o INDEXED BY \(index) JOIN items AS i ON \(join) "
            + "WHERE o.createdAt >= ? AND o.createdAt < ? ORDER BY o.createdAt, o.rowid, i.position"
        let checksPosition = try positionMayBeNull(db)
        // This connection's thread's own storage: a store has one writer.
        let storage = ReaderStorage()
        let columns = ["rowid", "name", "price", "quantity", "requiresSignature", "position"]
        var groups: [ItemGroup] = []
        groups.reserveCapacity(scan.heads.count)
        var current: ItemGroup?
        var next = 0
        var scanned = 0
        let arguments: StatementArguments = [month.range.start.timeIntervalSince1970, month.range.end.timeIntervalSince1970]
        try StoreRow.each(db, sql: sql, arguments: arguments) { row in
            scanned += 1
            if scanned % 4096 == 0 { try stop.check() }
            let rowid = row.int64(0)
            if current.map({ scan.rowids[$0.head] != rowid }) ?? true {
                while next < scan.rowids.count, scan.rowids[next] != rowid { next += 1 }
                // Both statements read the same index in one transaction: an item's order is one the scan read.
                guard next < scan.rowids.count else {
                    throw DataFileError(file: file, path: "items", message: "an item of an order the index did not list (orders row \(rowid))")
                }
                if let done = current.take() { groups.append(try checked(done, heads: scan.heads, file: file, storage: storage)) }
                current = ItemGroup(head: next)
                next += 1
            }
            guard let head = current?.head else { return }
            try current?.append(row, columns: columns, file: file, checksPosition: checksPosition, storage: storage) { scan.heads[head].id.text }
        }
        if let done = current.take() { groups.append(try checked(done, heads: scan.heads, file: file, storage: storage)) }
        return groups
    }
}
