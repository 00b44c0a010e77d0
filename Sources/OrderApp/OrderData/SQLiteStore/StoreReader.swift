import Domain
import Foundation
import GRDB
import GRDBSQLite
import SafeIO
import SystemPackage

/// Reads a data set from an ordersh store (docs/data-store.md), read-only, in one read
/// transaction so every table is seen at the same moment. Every value is checked by the
/// data file's rules; a problem names the file, the row and the column:
/// `store.sqlite: orders row 'a1b2c3d4': items[0].price: not a decimal amount 'abc'`.
enum StoreReader {
    /// How long a load waits for a writer that holds the database before it gives up.
    static let busyTimeout: TimeInterval = 2

    /// The first 16 bytes of every SQLite database file.
    static let header = Array("SQLite format 3\u{0}".utf8)

    /// The whole data set, on a connection of its own (`ordersh export`, tests).
    static func read(_ path: FilePath, shownAs name: String) throws -> DataSet {
        let queue = try open(path, shownAs: name)
        return try read(queue, helper: StoreHelper(path: path, stamp: FileStamp(path: path, shownAs: name)), path: path, shownAs: name)
    }

    /// The whole data set, in one read transaction on `queue`; `helper` reads half of each
    /// large table at the same time (`nil`: `queue` reads everything).
    static func read(_ queue: DatabaseQueue, helper: StoreHelper?, path: FilePath, shownAs name: String) throws -> DataSet {
        try reading(queue, path: path, shownAs: name) { db in
            DataSet(
                store: try readStore(db, file: name), orders: try readOrders(db, file: name, createdIn: nil, helper: helper).orders,
                promos: try readPromos(db, file: name), bookmarks: try readBookmarks(db, file: name))
        }
    }

    /// The orders created in `range` (start ≤ createdAt < end), with their items, and the
    /// status of every order.
    static func readOrders(
        _ queue: DatabaseQueue, helper: StoreHelper?, path: FilePath, shownAs name: String, createdIn range: DateInterval
    ) throws -> OrderSelection {
        try reading(queue, path: path, shownAs: name) { db in
            let read = try readOrders(db, file: name, createdIn: range, helper: helper)
            return OrderSelection(orders: read.orders, completeRange: range, statuses: read.statuses, createdSpan: try createdSpan(db))
        }
    }

    /// From the store's first order to its last, by creation, through the createdAt index.
    private static func createdSpan(_ db: Database) throws -> DateInterval? {
        // A store not made by ordersh may hold text or a blob there (SQLite orders them after
        // every number): such a bound gives no span, never a trap.
        // One min or max a SELECT: SQLite answers each from an end of the index, but walks
        // every row for the two together (0.5 s of a store of 10M).
        guard let bounds = try Row.fetchOne(db, sql: "SELECT (SELECT min(createdAt) FROM orders), (SELECT max(createdAt) FROM orders)"),
              let first = seconds(bounds[0] as DatabaseValue), let last = seconds(bounds[1] as DatabaseValue),
              ValueRules.isInRange(first), ValueRules.isInRange(last), first <= last else { return nil }
        return DateInterval(start: Date(timeIntervalSince1970: first), end: Date(timeIntervalSince1970: last))
    }

    /// The seconds `value` holds when it is a number.
    private static func seconds(_ value: DatabaseValue) -> Double? {
        switch value.storage {
        case .double(let seconds): seconds
        case .int64(let seconds): Double(seconds)
        case .null, .string, .blob: nil
        }
    }

    /// The store's money settings alone.
    static func readStoreSettings(_ queue: DatabaseQueue, path: FilePath, shownAs name: String) throws -> StoreSettings {
        try reading(queue, path: path, shownAs: name) { db in try readStore(db, file: name) }
    }

    /// A read-only connection to the store at `path`; SQLite's errors become the user's.
    static func open(_ path: FilePath, shownAs name: String) throws(DataFileError) -> DatabaseQueue {
        var configuration = Configuration()
        configuration.readonly = true
        configuration.busyMode = .timeout(busyTimeout)
        configuration.label = name
        do {
            return try DatabaseQueue(path: SQLiteName.of(path), configuration: configuration)
        } catch let error as DatabaseError {
            throw DataFileError(file: name, message: describe(error, path: path))
        } catch {
            throw DataFileError(file: name, message: "cannot open the database: \(error)")
        }
    }

    /// `body` in one read transaction on `queue`, once the store's schema is known to be
    /// one this ordersh reads; SQLite's errors become the user's.
    private static func reading<T>(_ queue: DatabaseQueue, path: FilePath, shownAs name: String, _ body: (Database) throws -> T) throws -> T {
        do {
            return try queue.read { db in
                if let problem = try StoreSchema.problem(in: db) { throw DataFileError(file: name, message: problem) }
                return try body(db)
            }
        } catch let error as DatabaseError {
            throw DataFileError(file: name, message: describe(error, path: path))
        }
    }

    /// Why a store could not be opened, when the reason is not SQLite's own: a store in
    /// WAL mode needs its `-shm` file beside it, which a read-only folder or medium cannot
    /// hold (SQLite says only "unable to open").
    static func describe(_ error: DatabaseError, path: FilePath) -> String {
        // A writer that stopped mid-transaction left a hot journal: only a connection that
        // may write can roll it back, and a read-only one reports "attempt to write".
        if error.resultCode == .SQLITE_READONLY,
           FilePath(bytes: path.bytes + Array("-journal".utf8)).withPlatformString({ access($0, F_OK) }) == 0 {
            let name = EchoedValue.path(path.nameBytes)
            return "\(name)-journal is left beside it by a program that stopped in the middle of a write, and a read-only "
                + "reader cannot roll it back. Open the store once with write access to finish the rollback "
                + "(sqlite3 \(name) 'PRAGMA quick_check'), or import it again"
        }
        let folder = path.removingLastComponent()
        guard error.resultCode == .SQLITE_CANTOPEN || error.resultCode == .SQLITE_READONLY,
              isWriteAheadLogged(path), (folder.isEmpty ? "." : folder).withPlatformString({ access($0, W_OK) }) != 0
        else { return describe(error) }
        let name = EchoedValue.path(path.nameBytes)
        return "a store in WAL mode in a read-only folder or medium: SQLite must create \(name)-shm beside it to read it. "
            + "Copy the store to a writable folder, or turn WAL off where it is written (sqlite3 \(name) 'PRAGMA journal_mode=DELETE')"
    }

    /// Whether the database file's header says WAL mode (its read and write versions are 2).
    static func isWriteAheadLogged(_ path: FilePath) -> Bool {
        guard let header = try? RegularFile.read(path, limit: 20, larger: .start), header.count == 20 else { return false }
        return header[18] == 2 && header[19] == 2
    }

    /// What a failed SQLite call means for the user.
    static func describe(_ error: DatabaseError) -> String {
        switch error.resultCode {
        case .SQLITE_BUSY, .SQLITE_LOCKED:
            "the database is locked by another program (waited \(Int(busyTimeout)) s)"
        case .SQLITE_NOTADB:
            "not an SQLite database (the header says so, the rest does not)"
        case .SQLITE_CORRUPT:
            "the database is damaged or cut short"
        case .SQLITE_CANTOPEN, .SQLITE_PERM, .SQLITE_AUTH:
            "cannot open the database (permission denied?)"
        case .SQLITE_IOERR:
            "cannot read the database (I/O error; cut short?)"
        default:
            "cannot read the database: \(error.message ?? "\(error.resultCode)")"
        }
    }

    /// The orders with their items, all of them or those created in `range` (`nil`: all),
    /// and the status of every order. The orders table is scanned as stored (rows
    /// outside `range` are skipped once their date and status are read) and put in
    /// position order afterwards: a scan through the position or the createdAt index jumps
    /// between pages, and took three to five times as long for a month of three. Items come
    /// by their primary key, which groups them by order id, and are joined by walking the
    /// orders' id index in step with them: a merge of two sorted streams, compared as bytes
    /// where SQLite keeps them. (Looking each order id up in a table of a hundred thousand
    /// strings cost more than SQLite's whole read.)
    ///
    /// A large store is read in halves, one on `helper`'s connection at the same time: the
    /// orders by rowid, the items by order id. The halves are joined in the order a single
    /// scan reads them, and the first half's problem is told first, so the result and the
    /// error are those of one connection reading alone (`helper` `nil`).
    private static func readOrders(
        _ db: Database, file: String, createdIn range: DateInterval?, helper: StoreHelper?
    ) throws -> (orders: [Order], statuses: [OrderStatus]) {
        let stop = StopSignal()
        // Each from an end of the table (together, SQLite would walk every row).
        let bounds = try Row.fetchOne(db, sql: "SELECT (SELECT min(rowid) FROM orders), (SELECT max(rowid) FROM orders)")
        let lowest: Int64? = bounds?[0], highest: Int64? = bounds?[1]
        // A damaged file can give a least rowid above the greatest: then there is no range
        // of rowids to count, and the scan reports what it meets.
        if let range, let lowest, let highest, lowest <= highest,
           let month = try MonthThroughIndex.plan(db, range: range, rowids: lowest...highest) {
            return try readOrders(db, file: file, month: month, helper: helper.flatMap { $0.canSplit(db) ? $0 : nil }, stop: stop)
        }
        var partner: StoreHelper?
        // Rowids may be anything SQLite allows, −2⁶³ and 2⁶³−1 included: the span saturates
        // and the middle is taken without a sum that could overflow.
        if let helper, let lowest, let highest,
           highest.subtractingReportingOverflow(lowest).overflow || highest - lowest >= helper.smallestSplit, helper.canSplit(db) {
            partner = helper
        }

        var scan: HeadScan
        var middle: Int64?
        if let partner, let lowest, let highest {
            let split = lowest / 2 + highest / 2 + (lowest % 2 + highest % 2) / 2
            let (first, second) = try partner.both(in: db, stop: stop) {
                try scanHeads(db, file: file, createdIn: range, rows: .atMost(split), stop: stop)
            } theirs: { helperDB in
                try scanHeads(helperDB, file: file, createdIn: range, rows: .above(split), stop: stop)
            }
            scan = first
            scan.append(second)
            middle = split
        } else {
            scan = try scanHeads(db, file: file, createdIn: range, rows: .all, stop: stop)
        }
        let heads = scan.heads
        var rowids = RowPositions()
        for (index, rowid) in scan.rowids.enumerated() { rowids.add(rowid: rowid, index: index) }

        var items = [OrderItems](repeating: [], count: heads.count)
        let groups: [ItemGroup]
        if try StoreSchema.itemKey(db) == .orderRow {
            // A read of every order reads every item, to find any whose order is missing; a
            // read of a range, those between the first and the last order read (the scan
            // reads in rowid order).
            let complete = range == nil
            let span = complete ? ItemRows()
                : scan.rowids.first.map { ItemRows(lowest: $0, highest: scan.rowids.last) } ?? ItemRows(isEmpty: true)
            if let partner, let middle, let (early, late) = span.split(at: middle) {
                let positions = rowids
                let (first, second) = try partner.both(in: db, stop: stop) {
                    try readItems(db, file: file, heads: heads, rowids: positions, rows: early, complete: complete, stop: stop)
                } theirs: { helperDB in
                    try readItems(helperDB, file: file, heads: heads, rowids: positions, rows: late, complete: complete, stop: stop)
                }
                groups = first + second
            } else {
                groups = try readItems(db, file: file, heads: heads, rowids: rowids, rows: span, complete: complete, stop: stop)
            }
        } else if let partner, let key = splitKey(heads) {
            let positions = rowids
            let (first, second) = try partner.both(in: db, stop: stop) {
                try readItems(db, file: file, heads: heads, rowids: positions, orderIDs: .below(key), stop: stop)
            } theirs: { helperDB in
                try readItems(helperDB, file: file, heads: heads, rowids: positions, orderIDs: .from(key), stop: stop)
            }
            groups = first + second
        } else {
            groups = try readItems(db, file: file, heads: heads, rowids: rowids, orderIDs: .all, stop: stop)
        }
        for group in groups { items[group.head] = group.items }
        return (orders(scan, items: items), scan.seen.statuses)
    }

    /// The orders of `scan` with their items, in position order; a large read's are made
    /// in shares on every core, each writing its own part of the result.
    static func orders(_ scan: HeadScan, items: [OrderItems]) -> [Order] {
        orders(ReadPart(heads: scan.heads, positions: scan.positions, items: items), nil)
    }

    /// The orders read in two parts (a month's halves), as if one read had read them all:
    /// the parts are not joined first, which would copy every head and item list once more.
    ///
    /// Each order is made in read order and put at its place by position. A month's rows
    /// come in creation order, and in a file made in another order than by time the
    /// position order is a jump a row: reading the heads in position order was a cache miss
    /// each. Each share also makes the orders of its own part of the read, whose title
    /// and item blocks its reader made: two cores retaining the same blocks fight over
    /// their reference counts.
    static func orders(_ first: ReadPart, _ second: ReadPart?) -> [Order] {
        let order = positionOrder(second.map { first.positions + $0.positions } ?? first.positions)
        let places = [Int](unsafeUninitializedCapacity: order.count) { buffer, initialized in
            for (place, index) in order.enumerated() { buffer.initializeElement(at: index, to: place) }
            initialized = order.count
        }
        let (heads, items) = (first.heads, first.items)
        let (laterHeads, laterItems) = (second?.heads ?? [], second?.items ?? [])
        return Array(unsafeUninitializedCapacity: places.count) { buffer, initialized in
            guard let base = buffer.baseAddress else { return }
            let slots = OrderSlots(base: base)
            Shares.each(places.count) { share in
                for index in share {
                    let (head, lines) = index < heads.count
                        ? (heads[index], items[index]) : (laterHeads[index - heads.count], laterItems[index - heads.count])
                    (slots.base + places[index]).initialize(to: Order(
                        identifier: head.id, title: head.title, createdAt: head.createdAt, status: head.status, items: lines,
                        shippingAddress: Address(isResidential: head.isResidential)))
                }
            }
            initialized = places.count
        }
    }

    /// What one part of a read holds: the orders' heads, their positions and their items, in read order.
    struct ReadPart {
        let heads: [Head]
        let positions: [Int64]
        let items: [OrderItems]
    }

    /// The result of ``orders(_:_:)`` as it is made: each share initializes only its own places.
    private struct OrderSlots: @unchecked Sendable {
        let base: UnsafeMutablePointer<Order>
    }

    /// Which rows of the orders table a scan reads: by rowid, or those created in a range
    /// through an index on `createdAt` (in creation order).
    enum OrderRows {
        case all, atMost(Int64), above(Int64)
        case created(DateInterval, index: String)

        var condition: (sql: String, arguments: StatementArguments) {
            switch self {
            case .all: ("", [])
            case .atMost(let rowid): (" WHERE rowid <= ?", [rowid])
            case .above(let rowid): (" WHERE rowid > ?", [rowid])
            case .created(let range, let index):
                (" INDEXED BY \(StoreIndexes.quoted(index)) WHERE createdAt >= ? AND createdAt < ? ORDER BY createdAt, rowid",
                 [range.start.timeIntervalSince1970, range.end.timeIntervalSince1970])
            }
        }
    }

    /// Which orders' items a read joins: all, those whose id sorts (as bytes) below a key,
    /// or those from it on.
    enum OrderIDRange {
        case all, below(String), from(String)

        func condition(_ column: String) -> (sql: String, arguments: StatementArguments) {
            switch self {
            case .all: ("", [])
            case .below(let key): (" WHERE \(column) < ?", [key])
            case .from(let key): (" WHERE \(column) >= ?", [key])
            }
        }
    }

    /// The orders read by a scan of (part of) the orders table, in rowid order.
    struct HeadScan {
        var heads: [Head] = []
        var positions: [Int64] = []
        var rowids: [Int64] = []
        var seen = SeenStatuses()

        /// Makes room for `count` orders.
        mutating func reserveCapacity(_ count: Int) {
            heads.reserveCapacity(count)
            positions.reserveCapacity(count)
            rowids.reserveCapacity(count)
        }

        /// Adds the rows of a scan of later rowids.
        mutating func append(_ later: HeadScan) {
            heads += later.heads
            positions += later.positions
            rowids += later.rowids
            seen.append(later.seen)
        }
    }

    /// An order's own columns, until its items are read.
    struct Head: Sendable {
        let id: OrderIdentifier
        /// In the scan's own ``TextStore``.
        let title: TextSlice
        let createdAt: Date
        let status: OrderStatus
        let isResidential: Bool
    }

    /// The items of one order, by its place among the heads: written into the reader's item
    /// store, then finished there (``StoreReader/checked(_:heads:file:storage:)``).
    struct ItemGroup: Sendable {
        let head: Int
        var items: OrderItems = []
        /// How many items have been read.
        var count = 0
        /// The digits its money needs, counted as its prices are read.
        var digits = OrderDigits()

        init(head: Int) {
            self.head = head
        }

        /// Writes the item `row` holds into `storage`'s items: its name, price,
        /// quantity and flag in columns 1–4, and (`checksPosition`) a position in column 5
        /// that must be a number. A long name is kept in the storage's texts.
        mutating func append(_ row: StoreRow, checksPosition: Bool, storage: ReaderStorage) throws(ValueFault) {
            if checksPosition { _ = try row.integer(5) }
            let name = try row.storedText(1, in: storage.texts)
            let price = try row.countedAmount(2)
            let quantity = try row.quantity(3)
            // `consume`: passed on, not copied and released (a count on the name's block each).
            storage.items.append(OrderItem(name: consume name, price: price, quantity: quantity, requiresSignature: try row.flag(4)))
            count += 1
            digits.add(price: price.digits, quantity: quantity)
        }

        /// Appends the item `row` holds, as above; a bad value is reported as one of the
        /// order's items, at its place: `columns` names the row's columns and `orderId`
        /// gives the order's id (asked only then).
        mutating func append(
            _ row: StoreRow, columns: [String], file: String, checksPosition: Bool, storage: ReaderStorage, orderId: () -> String
        ) throws {
            do throws(ValueFault) {
                try append(row, checksPosition: checksPosition, storage: storage)
            } catch {
                throw StoreValue(row, error.column, columns[error.column], table: "orders", key: orderId(), file: file, item: count)
                    .failure(error.problem)
            }
        }
    }

    /// The heads of the orders `rows` selects (those created in `range` only, when given),
    /// with room made at once for `expected` of them.
    static func scanHeads(
        _ db: Database, file: String, createdIn range: DateInterval?, rows: OrderRows, expected: Int = 0, stop: StopSignal
    ) throws -> HeadScan {
        var scan = HeadScan()
        scan.reserveCapacity(expected)
        let titles = TextStore()
        let columns = ["rowid", "position", "id", "title", "createdAt", "status", "isResidential"]
        let condition = rows.condition
        let sql = "SELECT rowid, position, id, title, createdAt, status, isResidential FROM orders" + condition.sql
        var scanned = 0
        try StoreRow.each(db, sql: sql, arguments: condition.arguments) { row in
            scanned += 1
            if scanned % 4096 == 0 { try stop.check() }
            do throws(ValueFault) {
                let createdAt = try row.instant(4)
                let status = try scan.seen.status(row, 5)
                if let range, !(range.start <= createdAt && createdAt < range.end) { return }
                scan.positions.append(try row.integer(1))
                scan.rowids.append(row.int64(0))
                scan.heads.append(Head(
                    id: try row.orderID(2), title: try row.textSlice(3, in: titles), createdAt: createdAt, status: status, isResidential: try row.flag(6)))
            } catch {
                let id = try StoreValue(row, 2, "id", table: "orders", key: nil, file: file).text()
                throw StoreValue(row, error.column, columns[error.column], table: "orders", key: id, file: file).failure(error.problem)
            }
        }
        return scan
    }

    /// The id that splits the items in two halves of about the same size: the median, as
    /// bytes, of one id in every `heads.count / 1024` (1,024 to 2,047 of them, or all when
    /// fewer); `nil` when there are too few to split.
    static func splitKey(_ heads: [Head]) -> String? {
        guard heads.count >= 2 else { return nil }
        let step = max(1, heads.count / 1024)
        let sample = stride(from: 0, to: heads.count, by: step).map { Array(heads[$0].id.text.utf8) }
            .sorted { $0.lexicographicallyPrecedes($1) }
        return String(decoding: sample[sample.count / 2], as: UTF8.self)
    }

    /// The items of the orders in `orderIDs`, grouped by order in id order.
    private static func readItems(
        _ db: Database, file: String, heads: [Head], rowids: RowPositions, orderIDs: OrderIDRange, stop: StopSignal
    ) throws -> [ItemGroup] {
        // At most one group an order read.
        var groups: [ItemGroup] = []
        groups.reserveCapacity(heads.count)
        var current: ItemGroup?
        // The orders' ids in the items' order (both sorted as bytes), with the row of each.
        let idCondition = orderIDs.condition("id")
        let ids = try StoreCursor(db, sql: "SELECT id, rowid FROM orders\(idCondition.sql) ORDER BY id", arguments: idCondition.arguments)
        /// Whether the items being read belong to the order the id cursor is on, and where
        /// that order is among the heads (`nil`: it was not read, being outside the range).
        var group: (open: Bool, head: Int?) = (false, nil)
        let itemColumns = ["orderId", "name", "price", "quantity", "requiresSignature", "position"]
        let itemCondition = orderIDs.condition("orderId")
        // A schema that lets a position be NULL (not one ordersh writes) has it read and
        // checked: a NULL would sort its item first without a word.
        let checksPosition = try positionMayBeNull(db)
        // This connection's thread's own storage: a store has one writer.
        let storage = ReaderStorage()
        let sql = "SELECT orderId, name, price, quantity, requiresSignature\(checksPosition ? ", position" : "") "
            + "FROM items\(itemCondition.sql) ORDER BY orderId, position"
        var scanned = 0
        try StoreRow.each(db, sql: sql, arguments: itemCondition.arguments) { row in
            scanned += 1
            if scanned % 4096 == 0 { try stop.check() }
            // Items come grouped by order: the order is found once per group.
            if !group.open || StoreRow.compareText(row, 0, ids.row, 0) != 0 {
                while ids.hasRow, StoreRow.compareText(ids.row, 0, row, 0) < 0 { try ids.step() }
                guard ids.hasRow, StoreRow.compareText(ids.row, 0, row, 0) == 0 else {
                    let orderId = try StoreValue(row, 0, "orderId", table: "items", key: nil, file: file).text()
                    throw DataFileError(file: file, path: "items row of order '\(orderId)'", message: "no such order")
                }
                group = (true, rowids.index(ofRowid: ids.row.int64(1)))
                if let done = current.take() { groups.append(try checked(done, heads: heads, file: file, storage: storage)) }
                current = group.head.map { ItemGroup(head: $0) }
            }
            guard let head = group.head else { return }
            try current?.append(row, columns: itemColumns, file: file, checksPosition: checksPosition, storage: storage) { heads[head].id.text }
        }
        if let done = current.take() { groups.append(try checked(done, heads: heads, file: file, storage: storage)) }
        return groups
    }

    /// The rows of orders whose items a read of a version 2 store reads: from `lowest` to
    /// `highest`, both included, a `nil` bound meaning none; or none at all (`isEmpty`).
    struct ItemRows: Sendable {
        var lowest: Int64?
        var highest: Int64?
        var isEmpty = false

        /// The rows up to `middle` and those above it, or `nil` when one side would be empty.
        func split(at middle: Int64) -> (ItemRows, ItemRows)? {
            guard !isEmpty, middle < Int64.max, lowest.map({ $0 <= middle }) ?? true, highest.map({ middle < $0 }) ?? true else { return nil }
            return (ItemRows(lowest: lowest, highest: middle), ItemRows(lowest: middle + 1, highest: highest))
        }

        var condition: (sql: String, arguments: StatementArguments) {
            if isEmpty { return (" WHERE 0", []) }
            var clauses: [String] = []
            var arguments: StatementArguments = []
            if let lowest {
                clauses.append("orderRow >= ?")
                arguments += [lowest]
            }
            if let highest {
                clauses.append("orderRow <= ?")
                arguments += [highest]
            }
            return (clauses.isEmpty ? "" : " WHERE " + clauses.joined(separator: " AND "), arguments)
        }
    }

    /// The items of the orders among `heads` in a version 2 store (items keyed by their
    /// order's row, found through `rowids`), those of the orders in `rows`, grouped by order
    /// in row order. In a read of every order (`complete`) an item whose order does not exist
    /// is reported; in a read of a range, an item whose order was not read is skipped (the
    /// order is outside the range, or missing, which a read of every order reports).
    static func readItems(
        _ db: Database, file: String, heads: [Head], rowids: RowPositions, rows: ItemRows, complete: Bool, stop: StopSignal
    ) throws -> [ItemGroup] {
        // At most one group an order read.
        var groups: [ItemGroup] = []
        groups.reserveCapacity(heads.count)
        var current: ItemGroup?
        var currentRow: Int64?
        let itemColumns = ["orderRow", "name", "price", "quantity", "requiresSignature", "position"]
        let checksPosition = try positionMayBeNull(db)
        // This connection's thread's own storage: a store has one writer.
        let storage = ReaderStorage()
        let condition = rows.condition
        let sql = "SELECT orderRow, name, price, quantity, requiresSignature\(checksPosition ? ", position" : "") "
            + "FROM items\(condition.sql) ORDER BY orderRow, position"
        var scanned = 0
        try StoreRow.each(db, sql: sql, arguments: condition.arguments) { row in
            scanned += 1
            if scanned % 4096 == 0 { try stop.check() }
            let orderRow: Int64
            do throws(ValueFault) { orderRow = try row.integer(0) } catch {
                throw StoreValue(row, 0, "orderRow", table: "items", key: nil, file: file).failure(error.problem)
            }
            if orderRow != currentRow {
                currentRow = orderRow
                if let done = current.take() { groups.append(try checked(done, heads: heads, file: file, storage: storage)) }
                current = rowids.index(ofRowid: orderRow).map { ItemGroup(head: $0) }
                if current == nil, complete {
                    throw DataFileError(file: file, path: "items row of orders row \(orderRow)", message: "no such order")
                }
            }
            guard let head = current?.head else { return }
            try current?.append(row, columns: itemColumns, file: file, checksPosition: checksPosition, storage: storage) { heads[head].id.text }
        }
        if let done = current.take() { groups.append(try checked(done, heads: heads, file: file, storage: storage)) }
        return groups
    }

    /// Whether the items table's schema lets `position` be NULL (a store made by another
    /// program; ordersh's own declares it NOT NULL).
    static func positionMayBeNull(_ db: Database) throws -> Bool {
        try Row.fetchAll(db, sql: "PRAGMA table_info(items)").contains { row in
            (row["name"] as String?) == "position" && (row["notnull"] as Int?) == 0
        }
    }

    /// `group` with its items finished in `storage`, once its money is known to stay exact
    /// (domain.md §3).
    static func checked(_ group: consuming ItemGroup, heads: [Head], file: String, storage: ReaderStorage) throws(DataFileError) -> ItemGroup {
        guard group.digits.surelyFits || OrderDigits.fits(storage.items.pending) else {
            throw DataFileError(file: file, path: "orders row '\(heads[group.head].id.text)': items", message: ValueRules.subtotalOutOfRange)
        }
        group.items = storage.items.finish()
        return group
    }

    /// The indices of `positions` in ascending order of position (positions are unique).
    static func positionOrder(_ positions: [Int64]) -> [Int] {
        // A store written by ordersh holds the positions 0..<n, its rows in creation order:
        // a whole store, or a month of it, is placed by position in one pass over the span
        // of its positions, not sorted. A span much wider than the rows (a short month of
        // a large store, positions another program wrote) is sorted.
        guard let lowest = positions.min(), let highest = positions.max() else { return [] }
        let (span, overflow) = highest.subtractingReportingOverflow(lowest)
        if !overflow, span < 16 * Int64(positions.count) + 4096 {
            var slots = [Int](repeating: -1, count: Int(span) + 1)
            var unique = true
            for (index, position) in positions.enumerated() {
                let slot = Int(position - lowest)
                if slots[slot] != -1 { unique = false }
                slots[slot] = index
            }
            if unique { return slots.filter { $0 >= 0 } }
        }
        // A month of a large store: its positions are spread over the file, past what the
        // slots would hold. They are put in order by a stable radix sort (equal positions,
        // in a damaged store, keep the order they were read in).
        var keys = positions.map(RadixSort.orderedBits)
        var order = Array(positions.indices)
        RadixSort.sort(&keys, carrying: &order)
        return order
    }

    private static func readStore(_ db: Database, file: String) throws -> StoreSettings {
        let settings = try StoreRow.all(db, sql: "SELECT currency, taxRate, freeShippingThreshold, shippingRate FROM store") { row in
            let value = { (index: Int, column: String) in StoreValue(row, index, column, table: "store", key: nil, file: file) }
            return StoreSettings(
                currency: try value(0, "currency").text(),
                taxRate: try value(1, "taxRate").amount(),
                freeShippingThreshold: try value(2, "freeShippingThreshold").amount(),
                shippingRate: try value(3, "shippingRate").amount())
        }
        guard settings.count <= 1 else {
            throw DataFileError(file: file, path: "store", message: "holds \(settings.count) rows; one is read")
        }
        return settings.first ?? .standard
    }

    private static func readPromos(_ db: Database, file: String) throws -> [Promo] {
        try StoreRow.all(db, sql: "SELECT code, kind, value, minSubtotal, expiresAt FROM promos ORDER BY position") { row in
            let code = try StoreValue(row, 0, "code", table: "promos", key: nil, file: file).text()
            let value = { (index: Int, column: String) in StoreValue(row, index, column, table: "promos", key: code, file: file) }
            let kindText = try value(1, "kind").text()
            guard let kind = Promo.Kind(rawValue: kindText) else {
                throw value(1, "kind").failure("expected percent or amount, found '\(ValueRules.echo(kindText))'")
            }
            let amount = try value(2, "value").amount()
            if kind == .percent, amount > 100 { throw value(2, "value").failure("a percent must be 0–100, found \(amount)") }
            return Promo(
                code: code, kind: kind, value: amount,
                minSubtotal: try value(3, "minSubtotal").optionalAmount(),
                expiresAt: try value(4, "expiresAt").optionalInstant())
        }
    }

    private static func readBookmarks(_ db: Database, file: String) throws -> [Bookmark] {
        try StoreRow.all(db, sql: "SELECT id, title, orderId FROM bookmarks ORDER BY position") { row in
            let id = try StoreValue(row, 0, "id", table: "bookmarks", key: nil, file: file).text()
            let value = { (index: Int, column: String) in StoreValue(row, index, column, table: "bookmarks", key: id, file: file) }
            return Bookmark(id: id, title: try value(1, "title").text(), orderId: try value(2, "orderId").text())
        }
    }
}

/// The current row of a statement being stepped, read through SQLite's C API: a million
/// rows are decoded without a generic conversion per value.
struct StoreRow {
    let statement: OpaquePointer

    init(_ statement: Statement) {
        self.statement = statement.sqliteStatement
    }

    /// `read` of every row of `sql`, in order (the row is valid only during the call).
    static func all<T>(_ db: Database, sql: String, _ read: (StoreRow) throws -> T) throws -> [T] {
        var results: [T] = []
        try each(db, sql: sql) { results.append(try read($0)) }
        return results
    }

    /// Calls `body` with every row of `sql`, in order (the row is valid only during the call).
    static func each(_ db: Database, sql: String, arguments: StatementArguments = [], _ body: (StoreRow) throws -> Void) throws {
        let statement = try db.makeStatement(sql: sql)
        try statement.setArguments(arguments)
        let row = StoreRow(statement)
        // Stepped directly: GRDB's cursor would do per-row work these reads do not need.
        while true {
            let code = sqlite3_step(row.statement)
            if code == SQLITE_DONE { break }
            guard code == SQLITE_ROW else {
                throw DatabaseError(resultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(db.sqliteConnection)), sql: sql)
            }
            try body(row)
        }
    }

    func isNull(_ index: Int) -> Bool { sqlite3_column_type(statement, Int32(index)) == SQLITE_NULL }

    func int64(_ index: Int) -> Int64 { sqlite3_column_int64(statement, Int32(index)) }

    /// The column's text as UTF-8 bytes, valid until the row moves on; `nil` when it is not TEXT.
    func withText<T>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> T) rethrows -> T? {
        guard sqlite3_column_type(statement, Int32(index)) == SQLITE_TEXT else { return nil }
        let start = sqlite3_column_text(statement, Int32(index))
        let count = Int(sqlite3_column_bytes(statement, Int32(index)))
        return try body(UnsafeBufferPointer(start: start, count: count))
    }

    /// The value as an error message shows it: `'abc'`, `12`, `NULL`.
    func shown(_ index: Int) -> String {
        switch sqlite3_column_type(statement, Int32(index)) {
        case SQLITE_NULL: "NULL"
        case SQLITE_INTEGER: String(int64(index))
        case SQLITE_FLOAT: String(sqlite3_column_double(statement, Int32(index)))
        case SQLITE_TEXT: "'" + ValueRules.echo(withText(index) { String(decoding: $0, as: UTF8.self) } ?? "") + "'"
        default: "a blob of \(sqlite3_column_bytes(statement, Int32(index))) bytes"
        }
    }
}

/// A statement stepped by hand, one row at a time, beside another being read.
final class StoreCursor {
    let row: StoreRow
    private let statement: Statement
    private let db: Database
    private var state: Int32

    /// The statement of `sql`, on its first row (if any).
    init(_ db: Database, sql: String, arguments: StatementArguments = []) throws {
        self.db = db
        statement = try db.makeStatement(sql: sql)
        try statement.setArguments(arguments)
        row = StoreRow(statement)
        state = SQLITE_ROW
        try step()
    }

    /// Whether the cursor is on a row (false once past the last).
    var hasRow: Bool { state == SQLITE_ROW }

    /// Moves to the next row.
    func step() throws {
        state = sqlite3_step(row.statement)
        guard state == SQLITE_ROW || state == SQLITE_DONE else {
            throw DatabaseError(
                resultCode: ResultCode(rawValue: state), message: String(cString: sqlite3_errmsg(db.sqliteConnection)), sql: statement.sql)
        }
    }
}

/// The statuses met in a scan, each once: a row's status is compared as bytes with the
/// spellings met before, and made into an ``OrderStatus`` only when it is new. The first
/// few spellings are compared one by one (a store has five or so, and a row then costs no
/// allocation); past them, a spelling is found by its bytes in a table, so a million
/// distinct statuses cost a million lookups, not a million squared.
struct SeenStatuses {
    private var list = StatusList()
    private var spellings: [(bytes: [UInt8], status: OrderStatus)] = []
    private var spellingTable: [[UInt8]: OrderStatus] = [:]
    /// How many spellings are compared one by one before the table takes over.
    private static let comparedInTurn = 8

    /// Every status met, each once, in the order first met.
    var statuses: [OrderStatus] { list.statuses }

    /// Adds the statuses a scan of later rows met, after these.
    mutating func append(_ later: SeenStatuses) {
        for spelling in later.spellings { remember(spelling.bytes, as: spelling.status) }
        list.add(contentsOf: later.list)
    }

    mutating func status(_ row: StoreRow, _ index: Int) throws(ValueFault) -> OrderStatus {
        let known = row.withText(index) { bytes in knownStatus(spelled: bytes) }
        guard let known else { throw ValueFault(column: index, problem: "expected text, found \(row.shown(index))") }
        if let known { return known }
        let text = try row.text(index)
        let status = OrderStatus(rawValue: text)
        remember(Array(text.utf8), as: status)
        list.add(status)
        return status
    }

    private func knownStatus(spelled bytes: UnsafeBufferPointer<UInt8>) -> OrderStatus? {
        if let spelling = spellings.first(where: { spelling in spelling.bytes.withUnsafeBufferPointer { $0.sameBytes(as: bytes) } }) {
            return spelling.status
        }
        guard spellings.count == Self.comparedInTurn else { return nil }
        return spellingTable[Array(bytes)]
    }

    private mutating func remember(_ bytes: [UInt8], as status: OrderStatus) {
        if spellings.count < Self.comparedInTurn {
            guard !spellings.contains(where: { $0.bytes == bytes }) else { return }
            spellings.append((bytes, status))
        } else if spellingTable[bytes] == nil, !spellings.contains(where: { $0.bytes == bytes }) {
            spellingTable[bytes] = status
        }
    }
}

/// Where each order row read (by rowid) sits among the heads read. The orders table is
/// scanned in rowid order: while the rowids run on from the first one read (as a store
/// written by ordersh has them, gaps where rows were skipped included: a month of such a
/// store is a run of rowids that starts anywhere) an array holds them; once a rowid is far
/// beyond the rows read, a dictionary does.
struct RowPositions {
    private var dense: [Int32] = []
    /// The rowid of `dense[0]`: the first one added.
    private var base: Int64?
    private var sparse: [Int64: Int] = [:]
    private var isSparse = false

    init() {}

    /// The rows of `rowids`, each at its index, in any order: an array over their span when
    /// it is at most four rows an order (a month of a store ordersh wrote), else a dictionary.
    init(rowids: [Int64]) {
        guard let lowest = rowids.min(), let highest = rowids.max() else { return }
        let (span, overflow) = highest.subtractingReportingOverflow(lowest)
        guard !overflow, span <= 4 * Int64(rowids.count) + 4096, rowids.count <= Int(Int32.max) else {
            for (index, rowid) in rowids.enumerated() { add(rowid: rowid, index: index) }
            return
        }
        base = lowest
        dense = [Int32](repeating: -1, count: Int(span) + 1)
        for (index, rowid) in rowids.enumerated() {
            let offset = Int(rowid - lowest)
            guard dense[offset] == -1 else {
                // A rowid twice (not in a table): the dictionary keeps the last, as `add` does.
                self = RowPositions()
                for (index, rowid) in rowids.enumerated() { add(rowid: rowid, index: index) }
                return
            }
            dense[offset] = Int32(index)
        }
    }

    mutating func add(rowid: Int64, index: Int) {
        let base = base ?? rowid
        self.base = base
        // Up to four rowids an order read: a quarter of the table read keeps the array.
        let (offset, overflow) = rowid.subtractingReportingOverflow(base)
        if !isSparse, !overflow, offset >= 0, offset <= 4 * Int64(index) + 4096, index <= Int32.max {
            let offset = Int(offset)
            if offset >= dense.count { dense.append(contentsOf: repeatElement(-1, count: offset - dense.count + 1)) }
            if dense[offset] == -1 {
                dense[offset] = Int32(index)
                return
            }
        }
        if !isSparse {
            for (offset, index) in dense.enumerated() where index >= 0 { sparse[base + Int64(offset)] = Int(index) }
            dense = []
            isSparse = true
        }
        sparse[rowid] = index
    }

    /// Whether the rowids added so far are held in the array (tests).
    var isArray: Bool { !isSparse }

    func index(ofRowid rowid: Int64) -> Int? {
        if isSparse { return sparse[rowid] }
        guard let base else { return nil }
        let (offset, overflow) = rowid.subtractingReportingOverflow(base)
        return dense.withUnsafeBufferPointer { slots in
            guard !overflow, offset >= 0, offset < Int64(slots.count), case let index = slots[Int(offset)], index >= 0 else { return nil }
            return Int(index)
        }
    }
}

/// What is wrong with one value of a row, without saying where: the reader that knows the
/// table, the row's key and the column's name makes the message.
struct ValueFault: Error {
    let column: Int
    let problem: String
}

/// The values of a row, read by the data file's rules.
extension StoreRow {
    private func type(_ index: Int) -> Int32 { sqlite3_column_type(statement, Int32(index)) }

    /// How the text of column `left` of `a` sorts against column `right` of `b`, as SQLite's
    /// BINARY collation sorts them (bytes, then length); a value that is not text sorts first.
    static func compareText(_ a: StoreRow, _ left: Int, _ b: StoreRow, _ right: Int) -> Int {
        a.withText(left) { mine in
            b.withText(right) { theirs -> Int in
                let common = min(mine.count, theirs.count)
                if common > 0, let x = mine.baseAddress, let y = theirs.baseAddress {
                    let order = memcmp(x, y, common)
                    if order != 0 { return Int(order) }
                }
                return mine.count - theirs.count
            } ?? 1
        } ?? -1
    }

    /// Text of at most ``JSONReader/maximumStringLength`` bytes, as in a data file.
    func text(_ index: Int) throws(ValueFault) -> String {
        try withCheckedText(index) { String(decoding: $0, as: UTF8.self) }
    }

    /// ``text(_:)`` held in `texts` (``TextStore/store(utf8:)``), read from SQLite's bytes.
    func storedText(_ index: Int, in texts: TextStore) throws(ValueFault) -> StoredText {
        try withCheckedText(index) { texts.store(utf8: $0) }
    }

    /// ``text(_:)`` held in `texts` (``TextStore/slice(utf8:)``), read from SQLite's bytes.
    func textSlice(_ index: Int, in texts: TextStore) throws(ValueFault) -> TextSlice {
        try withCheckedText(index) { texts.slice(utf8: $0) }
    }

    /// `body` of the bytes of text of at most ``JSONReader/maximumStringLength`` bytes; other
    /// values fail as ``text(_:)`` fails.
    private func withCheckedText<T>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> T) throws(ValueFault) -> T {
        guard let text = withText(index, { $0.count <= JSONReader.maximumStringLength ? body($0) : nil }) else {
            throw ValueFault(column: index, problem: "expected text, found \(shown(index))")
        }
        guard let text else { throw ValueFault(column: index, problem: "text \(JSONReader.tooLongText)") }
        return text
    }

    /// An order id: text of at least 8 characters, as in a data file.
    func orderID(_ index: Int) throws(ValueFault) -> OrderIdentifier {
        // The usual 32 hexadecimal digits are packed from SQLite's bytes with no `String` made.
        if let packed = withText(index, { OrderIdentifier(packing: $0) }), let identifier = packed { return identifier }
        let id = try text(index)
        guard id.count >= OrderDecoding.shortestID else { throw ValueFault(column: index, problem: OrderDecoding.shortIDProblem(id)) }
        return OrderIdentifier(id)
    }

    /// Money and rates: exact decimal text, never below zero.
    func amount(_ index: Int) throws(ValueFault) -> Decimal { try countedAmount(index).value }

    /// ``amount(_:)`` with the digits it has on each side of its point and its cents.
    func countedAmount(_ index: Int) throws(ValueFault) -> PlainAmount {
        guard let parsed = withText(index, { Decimal.plainCounted($0) }), let amount = parsed else {
            if withText(index, { Decimal.isPlainLiteral($0) }) == true {
                throw ValueFault(column: index, problem: ValueRules.tooPrecise(shown(index)))
            }
            throw ValueFault(column: index, problem: "not a decimal amount \(shown(index))")
        }
        // The sign says it (a literal's zero is always plain zero): no Decimal comparison,
        // and no Decimal zero made, for each item.
        guard amount.value.sign == .plus || amount.value.isZero else {
            throw ValueFault(column: index, problem: ValueRules.negative(amount.value))
        }
        return amount
    }

    func integer(_ index: Int) throws(ValueFault) -> Int64 {
        guard type(index) == SQLITE_INTEGER else {
            throw ValueFault(column: index, problem: "expected a whole number, found \(shown(index))")
        }
        return int64(index)
    }

    func quantity(_ index: Int) throws(ValueFault) -> Int {
        guard type(index) == SQLITE_INTEGER, let quantity = Int(exactly: int64(index)) else {
            throw ValueFault(column: index, problem: "expected a whole number, found \(shown(index))")
        }
        guard quantity >= 1 else { throw ValueFault(column: index, problem: ValueRules.quantityTooSmall(quantity)) }
        return quantity
    }

    func flag(_ index: Int) throws(ValueFault) -> Bool {
        // The type is asked first: reading a value as a number may convert it.
        guard type(index) == SQLITE_INTEGER, case let number = int64(index), number == 0 || number == 1 else {
            throw ValueFault(column: index, problem: "expected 0 or 1, found \(shown(index))")
        }
        return number == 1
    }

    /// Seconds since 1970 (UTC), in the years 1…9999 (``ValueRules/isInRange(_:)``).
    func instant(_ index: Int) throws(ValueFault) -> Date {
        let seconds: TimeInterval
        switch type(index) {
        case SQLITE_FLOAT: seconds = sqlite3_column_double(statement, Int32(index))
        case SQLITE_INTEGER: seconds = TimeInterval(int64(index))
        default: throw ValueFault(column: index, problem: "expected seconds since 1970, found \(shown(index))")
        }
        guard ValueRules.isInRange(seconds) else {
            throw ValueFault(column: index, problem: ValueRules.instantOutOfRange(shown(index)))
        }
        return Date(timeIntervalSince1970: seconds)
    }
}

/// One value of a store row, read by the data file's rules; a problem names the row.
struct StoreValue {
    let row: StoreRow
    let index: Int
    let column: String
    let table: String
    let key: String?
    let file: String
    /// The position of the order's item the value belongs to, if it is an item's.
    let item: Int?

    init(_ row: StoreRow, _ index: Int, _ column: String, table: String, key: String?, file: String, item: Int? = nil) {
        self.row = row
        self.index = index
        self.column = column
        self.table = table
        self.key = key
        self.file = file
        self.item = item
    }

    func failure(_ message: String) -> DataFileError {
        let place = key.map { "\(table) row '\($0)'" } ?? "\(table) row"
        let name = item.map { "items[\($0)].\(column)" } ?? column
        return DataFileError(file: file, path: place, message: "\(name): \(message)")
    }

    private func located<T>(_ read: (StoreRow) throws(ValueFault) -> T) throws(DataFileError) -> T {
        do { return try read(row) } catch { throw failure(error.problem) }
    }

    func text() throws(DataFileError) -> String { try located { row throws(ValueFault) in try row.text(index) } }

    func amount() throws(DataFileError) -> Decimal { try located { row throws(ValueFault) in try row.amount(index) } }

    func instant() throws(DataFileError) -> Date { try located { row throws(ValueFault) in try row.instant(index) } }

    func optionalAmount() throws(DataFileError) -> Decimal? {
        row.isNull(index) ? nil : try amount()
    }

    func optionalInstant() throws(DataFileError) -> Date? {
        row.isNull(index) ? nil : try instant()
    }
}
