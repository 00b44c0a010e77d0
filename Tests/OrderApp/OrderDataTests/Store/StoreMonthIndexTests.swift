import Domain
import Foundation
import GRDB
import SystemPackage
import Testing
@testable import OrderData

/// A month that is a small part of a store is read through the createdAt index, and the
/// statuses of every order through the status index: the same
/// orders, items and statuses as a scan of every row, and the same message for a bad value
/// in the month.
@Suite("SQLite store: a month through the index")
struct StoreMonthIndexTests {
    /// 2,400 generated orders, one every 7.3 hours from September 2025 on: two years, so a
    /// month is about 1/24 of the store. The first order is on hold, a status no other has.
    static func spreadStore(_ scratch: Scratch, name: String = "spread.sqlite", version: StoreVersion = .latest) throws -> (path: String, orders: [Order]) {
        let generated = generatedDataSet(count: 2_400)
        let start = Date(timeIntervalSince1970: 1_756_684_800)  // 2025-09-01T00:00:00Z
        let orders = generated.orders.enumerated().map { index, order in
            Order(
                identifier: order.identifier, title: order.titleText, createdAt: start.addingTimeInterval(Double(index) * 26_280),
                status: index == 0 ? .other("on-hold") : order.status == .other("on-hold") ? .pending : order.status,
                items: order.items, shippingAddress: order.shippingAddress)
        }
        let path = scratch.path(name)
        try StoreWriter.write(DataSet(store: generated.store, orders: orders, promos: generated.promos, bookmarks: generated.bookmarks), to: FilePath(path), version: version.rawValue)
        return (path, orders)
    }

    static let november = DateInterval(start: Date(timeIntervalSince1970: 1_793_491_200), end: Date(timeIntervalSince1970: 1_796_083_200))

    /// Whether a read of `range` in `path` goes through the index.
    static func throughIndex(_ path: String, _ range: DateInterval) throws -> Bool {
        try DatabaseQueue(path: path).read { db in
            let last = try Int64.fetchOne(db, sql: "SELECT max(rowid) FROM orders") ?? 1
            return try MonthThroughIndex.plan(db, range: range, rowids: 1...last) != nil
        }
    }

    /// The month read by one connection, or (`split`) in two halves of the range at once.
    static func readMonth(_ path: String, _ range: DateInterval = november, split: Bool = false) throws -> OrderSelection {
        let helper = split ? StoreHelper(path: FilePath(path), stamp: try FileStamp(path: path), smallestSplit: 0) : nil
        let selection = try StoreReader.readOrders(
            try StoreReader.open(path, shownAs: "store.sqlite"), helper: helper, path: FilePath(path), shownAs: "store.sqlite", createdIn: range)
        #expect(helper.map { $0.connectionsOpened == 1 } ?? true, "the second half is read on the helper's connection")
        return selection
    }

    @Test("the month's orders with their items in file order, and every status in the order the file first holds it",
          arguments: StoreVersion.allCases)
    func sameAsScan(version: StoreVersion) throws {
        let scratch = Scratch()
        let (path, orders) = try Self.spreadStore(scratch, version: version)
        let expected = orders.filter { Self.november.start <= $0.createdAt && $0.createdAt < Self.november.end }
        #expect(expected.count == 99)
        #expect(try Self.throughIndex(path, Self.november))

        let firstSeen = orders.reduce(into: [OrderStatus]()) { if !$0.contains($1.status) { $0.append($1.status) } }
        #expect(firstSeen.first == .other("on-hold"))
        for split in [false, true] {
            let month = try Self.readMonth(path, split: split)
            #expect(month.orders == expected)
            #expect(month.statuses == firstSeen)
            #expect(month.completeRange == Self.november)
        }

        // Without the status index (an older ordersh's store) or the createdAt one (another
        // program's): a scan, the same orders and statuses.
        for index in ["orders_on_status", "orders_on_createdAt"] {
            let copy = scratch.path("without-\(index).sqlite")
            try FileManager.default.copyItem(atPath: path, toPath: copy)
            try scratch.change(copy, "DROP INDEX \(index)")
            #expect(try !Self.throughIndex(copy, Self.november))
            let scanned = try Self.readMonth(copy)
            #expect(scanned.orders == expected)
            #expect(scanned.statuses == firstSeen)
        }
    }

    @Test("thirty statuses, more than are compared one by one, each once in the order the file first holds it, by a scan, split or not, and by the index",
          arguments: StoreVersion.allCases)
    func manyStatuses(version: StoreVersion) throws {
        let scratch = Scratch()
        let (path, _) = try Self.spreadStore(scratch, version: version)
        // Rowid r has status-(7r mod 30): every status repeats, none in a run; the known
        // ones too, under other spellings.
        try scratch.change(path, """
            UPDATE orders SET status = CASE (rowid * 7) % 30 WHEN 3 THEN 'Shipped' WHEN 4 THEN 'SHIPPED' WHEN 5 THEN 'pending'
                ELSE 'status-' || ((rowid * 7) % 30) END
            """)
        let rows = try DatabaseQueue(path: path).read { db in try String.fetchAll(db, sql: "SELECT status FROM orders ORDER BY rowid") }
        var firstSeen: [OrderStatus] = []
        for status in rows.map({ OrderStatus(rawValue: $0) }) where !firstSeen.contains(status) { firstSeen.append(status) }
        #expect(firstSeen.count == 29)
        let scanned = scratch.path("scanned.sqlite")
        try FileManager.default.copyItem(atPath: path, toPath: scanned)
        try scratch.change(scanned, "DROP INDEX orders_on_createdAt")
        #expect(try !Self.throughIndex(scanned, Self.november))
        for split in [false, true] {
            #expect(try Self.readMonth(path, split: split).statuses == firstSeen)
            #expect(try Self.readMonth(scanned, split: split).statuses == firstSeen)
        }
        let whole = try StoreReader.read(FilePath(path), shownAs: "store.sqlite")
        #expect(whole.orders.map(\.status) == rows.map { OrderStatus(rawValue: $0) })
    }

    @Test("a month of rows written in creation order reads its items as one span; rows spread by another program are joined order by order: the same month")
    func spanOrJoin() throws {
        let scratch = Scratch()
        let (path, orders) = try Self.spreadStore(scratch)
        let expected = orders.filter { Self.november.contains($0.createdAt) && $0.createdAt < Self.november.end }
        let rowids = try DatabaseQueue(path: path).read { db in
            try Int64.fetchAll(db, sql: "SELECT row FROM orders WHERE createdAt >= ? AND createdAt < ?",
                               arguments: [Self.november.start.timeIntervalSince1970, Self.november.end.timeIntervalSince1970])
        }
        #expect(StoreReader.denseRows(rowids) != nil)
        #expect(try Self.readMonth(path).orders == expected)

        // Every other order moved far away (the items follow, ON UPDATE CASCADE).
        try scratch.change(path, "UPDATE orders SET row = row * 3 + 1000000 WHERE position % 2 = 0")
        let spread = try DatabaseQueue(path: path).read { db in
            try Int64.fetchAll(db, sql: "SELECT row FROM orders WHERE createdAt >= ? AND createdAt < ?",
                               arguments: [Self.november.start.timeIntervalSince1970, Self.november.end.timeIntervalSince1970])
        }
        #expect(StoreReader.denseRows(spread) == nil)
        for split in [false, true] {
            #expect(try Self.readMonth(path, split: split).orders == expected)
        }
        #expect(StoreReader.denseRows([])?.isEmpty == true)
    }

    @Test("the index is used for a small part of the store only: three months of three are scanned")
    func shareDecides() throws {
        let scratch = Scratch()
        let (path, _) = try Self.spreadStore(scratch)
        let twoYears = DateInterval(start: Date(timeIntervalSince1970: 1_756_684_800), duration: 730 * 86_400)
        #expect(try !Self.throughIndex(path, twoYears))
        #expect(try Self.readMonth(path, twoYears).orders.count == 2_400)
        #expect(try !Self.throughIndex(try scratch.defaultStore(), Self.november))
        // Rowids over SQLite's whole range count as that many rows, without a trap.
        let everyRowid = try DatabaseQueue(path: path).read { db in
            try [Int64.min...Int64.max, 0...Int64.max, Int64.min...(-1)].map {
                try MonthThroughIndex.plan(db, range: Self.november, rowids: $0) != nil
            }
        }
        #expect(everyRowid == [true, true, true])
    }

    @Test("a status the scan would refuse, in a month not read, is left out of the statuses, not listed")
    func refusedStatusOutsideTheMonth() throws {
        let scratch = Scratch()
        let (path, orders) = try Self.spreadStore(scratch)
        let tooLong = String(repeating: "x", count: JSONReader.maximumStringLength + 1)
        try scratch.change(path, "UPDATE orders SET status = x'00ff' WHERE position = 1")
        try scratch.change(path, "UPDATE orders SET status = '\(tooLong)' WHERE position = 2")
        let month = try Self.readMonth(path)
        #expect(month.orders.count == 99)
        let firstSeen = orders.dropFirst(3).reduce(into: [orders[0].status]) { if !$0.contains($1.status) { $0.append($1.status) } }
        #expect(month.statuses == firstSeen)
        #expect(scratch.loadError(path)?.hasSuffix("status: expected text, found a blob of 2 bytes") == true)
    }

    @Test("import writes the status index, found by what it indexes; the items are found by their order's key",
          arguments: StoreVersion.allCases)
    func importWritesTheStatusIndex(version: StoreVersion) throws {
        let scratch = Scratch()
        let (path, _) = try Self.spreadStore(scratch, version: version)
        let found = try DatabaseQueue(path: path).read { db in
            try [("status", "orders"), ("createdAt", "orders"), (version.sql("ORDER_KEY"), "items"), ("title", "orders")].map {
                try StoreIndexes.leading($0.0, on: $0.1, in: db)
            }
        }
        #expect(found == ["orders_on_status", "orders_on_createdAt", "sqlite_autoindex_items_1", nil])
    }

    @Test("a bad value in the month is told as a scan tells it; one outside it waits for the read that reads it",
          arguments: [
            "UPDATE items SET price = 'abc' WHERE position = 0 AND ITEMS_OF(%d)",
            "UPDATE orders SET title = x'00ff' WHERE position = %d",
            "UPDATE items SET quantity = -1 WHERE ITEMS_OF(%d)",
          ], StoreVersion.allCases)
    func badValue(template: String, version: StoreVersion) throws {
        let change = version.sql(template)
        let scratch = Scratch()
        let (path, orders) = try Self.spreadStore(scratch, version: version)
        // An order in November with items, and one in September 2025.
        guard let inside = orders.firstIndex(where: { Self.november.contains($0.createdAt) && !$0.items.isEmpty }) else {
            Issue.record("no November order with items")
            return
        }
        try scratch.change(path, String(format: change, 1))
        #expect(try Self.readMonth(path).orders.count == 99)
        try scratch.change(path, String(format: change, inside))
        let wholeError = scratch.loadError(path)
        #expect(wholeError != nil)
        // The whole read meets the September one first; the month read meets November's.
        try scratch.change(path, version.sql("DELETE FROM items WHERE ITEMS_OF(1)"))
        try scratch.change(path, "DELETE FROM orders WHERE position = 1")
        for split in [false, true] {
            let monthError: String? = {
                do { _ = try Self.readMonth(path, split: split); return nil } catch { return "\(error)" }
            }()
            #expect(monthError == scratch.loadError(path))
            #expect(monthError?.contains("'\(orders[inside].id)'") == true)
        }
    }
}
