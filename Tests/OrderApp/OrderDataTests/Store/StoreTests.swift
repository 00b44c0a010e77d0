import Domain
import Foundation
import GRDB
import SystemPackage
import Testing
@testable import OrderData

@Suite("SQLite store")
struct StoreTests {
    @Test("the default data imported into a store reads back as the same data set, chosen by content")
    func defaultDataRoundTrip() async throws {
        let scratch = Scratch()
        let embedded = try EmbeddedDataSet.decoded.get()
        // A store named like a data file is still read as a store.
        let path = try scratch.defaultStore("orders.json")
        #expect(try DataFileRepository.isStore(path, shownAs: "orders.json"))
        let repository = DataFileRepository(source: .file(path))
        #expect(try await repository.fetchOrders() == embedded.orders)
        #expect(try await repository.fetchPromos() == embedded.promos)
        #expect(try await repository.fetchBookmarks() == embedded.bookmarks)
        #expect(try await repository.fetchStoreSettings() == embedded.store)
        #expect(embedded.orders.count == 66)
    }

    @Test("import → export → import gives the same data set, on the default data and on 22,000 generated orders",
          arguments: [0, 22_000])
    func lossless(generated count: Int) throws {
        let scratch = Scratch()
        let original = count == 0 ? try EmbeddedDataSet.decoded.get() : generatedDataSet(count: count)
        let json = scratch.path("original.json")
        try DataFileEncoder.write(original, to: json)
        if count > 0 {
            // Large enough that every JSON read of it takes the two-reader path (SecondHalf: 8 MiB).
            let size = (try FileManager.default.attributesOfItem(atPath: json)[.size] as? Int) ?? 0
            #expect(size >= 8 << 20, "the generated file has \(size) bytes")
        }
        #expect(try DataFileRepository.read(json, shownAs: "original.json") == original)

        let imported = try DataTransfer.importData(from: json, to: scratch.path("a.sqlite"), replace: false)
        #expect(imported.orders == original.orders.count)
        _ = try DataTransfer.exportData(from: scratch.path("a.sqlite"), to: scratch.path("back.json"), replace: false)
        _ = try DataTransfer.importData(from: scratch.path("back.json"), to: scratch.path("b.sqlite"), replace: false)

        #expect(try DataFileRepository.read(scratch.path("a.sqlite"), shownAs: "a") == original)
        #expect(try DataFileRepository.read(scratch.path("back.json"), shownAs: "back") == original)
        #expect(try DataFileRepository.read(scratch.path("b.sqlite"), shownAs: "b") == original)
    }

    @Test("an existing target is refused without --replace and replaced whole with it")
    func refuseOrReplace() throws {
        let scratch = Scratch()
        let json = scratch.path("data.json")
        try DataFileEncoder.write(generatedDataSet(count: 3), to: json)
        let store = try scratch.defaultStore()
        #expect(throws: DataFileError(file: store, message: "already exists; add --replace to overwrite it")) {
            try DataTransfer.importData(from: json, to: store, replace: false)
        }
        #expect(try DataFileRepository.read(store, shownAs: "s").orders.count == 66)
        _ = try DataTransfer.importData(from: json, to: store, replace: true)
        #expect(try DataFileRepository.read(store, shownAs: "s").orders.count == 3)
        #expect(throws: DataFileError(file: json, message: "already exists; add --replace to overwrite it")) {
            try DataTransfer.exportData(from: store, to: json, replace: false)
        }
    }

    @Test("a store order whose subtotal would need more than 36 digits is refused with its row", arguments: StoreVersion.allCases)
    func subtotalDigits(version: StoreVersion) throws {
        let scratch = Scratch()
        let path = try scratch.defaultStore(version: version)
        try scratch.change(path, version.sql("UPDATE items SET price = '\(String(repeating: "9", count: 36)).99', quantity = 9223372036854775807 "
            + "WHERE position = 0 AND ITEMS_OF(0)"))
        let message = try #require(scratch.loadError(path))
        #expect(message == "store.sqlite: orders row 'f2876b5abb7c28523110633f5567e315': items: is out of range: price × quantity and their "
            + "sum need more than 36 significant digits, and ordersh keeps amounts exact (38 digits, two of them for tax and shipping)")
    }

    @Test("a price written -0 or -0.00 is zero, not a negative amount", arguments: ["-0", "-0.00"])
    func negativeZero(price: String) throws {
        let scratch = Scratch()
        let path = try scratch.defaultStore()
        try scratch.change(path, StoreVersion.latest.sql("UPDATE items SET price = '\(price)' WHERE position = 0 AND ITEMS_OF(0)"))
        let orders = try DataFileRepository.read(path, shownAs: "store.sqlite").orders
        #expect(orders.first { $0.id == "f2876b5abb7c28523110633f5567e315" }?.items.first?.price == 0)
    }

    @Test("a NULL item position, in a store whose schema allows it, is refused with its row like any other NULL",
          arguments: StoreVersion.allCases)
    func nullItemPosition(version: StoreVersion) throws {
        let scratch = Scratch()
        let path = try scratch.defaultStore(version: version)
        try scratch.change(path, version.sql("""
            CREATE TABLE loose (ORDER_KEY NOT NULL, position INTEGER, name TEXT NOT NULL, price TEXT NOT NULL,
                quantity INTEGER NOT NULL, requiresSignature BOOLEAN NOT NULL);
            INSERT INTO loose SELECT ORDER_KEY, CASE WHEN position = 0 THEN NULL ELSE position END, name, price, quantity,
                requiresSignature FROM items;
            DROP TABLE items;
            ALTER TABLE loose RENAME TO items;
            """))
        let message = try #require(scratch.loadError(path))
        #expect(message.hasPrefix("store.sqlite: orders row '"))
        #expect(message.hasSuffix("': items[0].position: expected a whole number, found NULL"))
    }

    @Test("a bad data file leaves no store and no temporary file behind")
    func failedImportLeavesNothing() throws {
        let scratch = Scratch()
        let json = scratch.path("bad.json")
        #expect(FileManager.default.createFile(atPath: json, contents: Data(#"{"orders": [{"id": "a"}]}"#.utf8)))
        #expect(throws: DataFileError.self) { try DataTransfer.importData(from: json, to: scratch.path("s.sqlite"), replace: false) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.folder) == ["bad.json"])
    }

    @Test("each load sees the store as it is now: another program's UPDATE between two loads shows up")
    func seesChanges() async throws {
        let scratch = Scratch()
        let path = try scratch.defaultStore()
        let repository = DataFileRepository(source: .file(path))
        let before = try await repository.fetchOrders()
        let first = try #require(before.first)
        try scratch.change(path, "UPDATE orders SET title = 'Renamed', status = 'cancelled' WHERE id = '\(first.id)'")
        let after = try await repository.fetchOrders()
        #expect(after.first?.title == "Renamed")
        #expect(after.first?.status == .cancelled)
        #expect(after.dropFirst() == before.dropFirst())
    }

    @Test("the store is opened read-only: reading it changes nothing on disk")
    func readOnly() throws {
        let scratch = Scratch()
        let path = try scratch.defaultStore()
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        _ = try DataFileRepository.read(path, shownAs: "store.sqlite")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.folder) == ["store.sqlite"])
    }

    @Test("a month read from a store holds exactly that month's orders, in file order, and every order's status",
          arguments: StoreVersion.allCases)
    func monthRead(version: StoreVersion) async throws {
        let scratch = Scratch()
        let path = try scratch.defaultStore(version: version)
        try scratch.change(path, "UPDATE orders SET status = 'on-hold' WHERE position = 0")
        let all = try DataFileRepository.read(path, shownAs: "store.sqlite").orders
        let november = DateInterval(start: Date(timeIntervalSince1970: 1_793_491_200), end: Date(timeIntervalSince1970: 1_796_083_200))
        let expected = all.filter { november.start <= $0.createdAt && $0.createdAt < november.end }
        #expect(expected.count > 0 && expected.count < all.count)
        #expect(!november.contains(all[0].createdAt))

        // Through the selector, as the composition root wires it: the store narrows.
        let selector = DataSourceSelector(source: .file(path))
        let selection = try await selector.fetchOrders(createdIn: november)
        #expect(selection.orders.map(\.id) == expected.map(\.id))
        #expect(selection.orders.map(\.items) == expected.map(\.items))
        #expect(selection.completeRange == november)
        #expect(selection.statuses.contains(.other("on-hold")))
        #expect(Set(selection.statuses) == Set(all.map(\.status)))

        // A store already read whole answers from what it holds; a data file never narrows.
        #expect(try await selector.fetchOrders() == all)
        let whole = try await selector.fetchOrders(createdIn: november)
        #expect(whole.completeRange == nil && whole.orders == all)
        let file = try await DataSourceSelector().fetchOrders(createdIn: november)
        #expect(file.completeRange == nil && file.orders.count == 66)
    }

    @Test("a bad value in a month not read is met by the read that reads it, not by this month's", arguments: StoreVersion.allCases)
    func badValueInAnotherMonth(version: StoreVersion) async throws {
        let scratch = Scratch()
        let path = try scratch.defaultStore(version: version)
        // The first order of the file is from September.
        try scratch.change(path, version.sql("UPDATE items SET price = 'abc' WHERE position = 0 AND ITEMS_OF(0)"))
        let november = DateInterval(start: Date(timeIntervalSince1970: 1_793_491_200), end: Date(timeIntervalSince1970: 1_796_083_200))
        let repository = DataFileRepository(source: .file(path, shownAs: "store.sqlite"))
        #expect(try await repository.fetchOrders(createdIn: november).orders.count == 30)
        await #expect(throws: DataFileError.self) { _ = try await repository.fetchOrders() }
        #expect(scratch.loadError(path) == "store.sqlite: orders row 'f2876b5abb7c28523110633f5567e315': items[0].price: not a decimal amount 'abc'")
    }

    @Test("orders whose rowids are not 1…n, as another program may leave them, are read the same; so are they after VACUUM, which renumbers implicit rowids",
          arguments: [
              ["UPDATE orders SET rowid = rowid + 1000000 WHERE position % 3 = 0", "UPDATE orders SET rowid = -rowid WHERE position = 5"],
              ["UPDATE orders SET rowid = rowid * 1000 WHERE position % 2 = 0", "VACUUM"],
          ], StoreVersion.allCases)
    func sparseRowids(changes: [String], version: StoreVersion) throws {
        let scratch = Scratch()
        let path = try scratch.defaultStore(version: version)
        let before = try DataFileRepository.read(path, shownAs: "store.sqlite")
        for change in changes { try scratch.change(path, change) }
        #expect(try DataFileRepository.read(path, shownAs: "store.sqlite") == before)
    }

    @Test("version 2's migration turns a version 1 store into one that reads the same, every item keyed by its order's row")
    func migrateVersion1() throws {
        let scratch = Scratch()
        let data = generatedDataSet(count: 500)
        let path = scratch.path("old.sqlite")
        try StoreWriter.write(data, to: FilePath(path), version: "v1")
        try scratch.change(path, "UPDATE orders SET rowid = rowid + 100000 WHERE position % 3 = 0")
        let queue = try DatabaseQueue(path: path)
        try StoreSchema.migrator.migrate(queue)
        let (key, orphans, items) = try queue.read { db in
            (try StoreSchema.itemKey(db),
             try Int.fetchOne(db, sql: "SELECT count(*) FROM items WHERE orderRow NOT IN (SELECT row FROM orders)"),
             try Int.fetchOne(db, sql: "SELECT count(*) FROM items"))
        }
        try queue.close()
        #expect(key == .orderRow)
        #expect(orphans == 0)
        #expect(items == data.orders.reduce(0) { $0 + $1.items.count })
        #expect(try DataFileRepository.read(path, shownAs: "old.sqlite") == data)
    }

    @Test("import writes the orders in creation order, ties in file order; every read gives them back in file order")
    func creationOrder() async throws {
        let scratch = Scratch()
        let start = Date(timeIntervalSince1970: 1_793_491_200)  // 2026-11-01T00:00:00Z
        let days = [20, 3, 20, 0, 35, 3]
        var data = generatedDataSet(count: 0)
        data.orders = days.enumerated().map { position, day in
            Order(
                id: "order\(position)-id", title: "Order \(position)", createdAt: start.addingTimeInterval(Double(day) * 86_400),
                status: .pending, items: [OrderItem(name: "Item \(position)", price: 1, quantity: 1, requiresSignature: false)],
                shippingAddress: Address(isResidential: true))
        }
        let path = scratch.path("store.sqlite")
        try StoreWriter.write(data, to: path)
        let queue = try DatabaseQueue(path: path)
        let written = try await queue.read { try Int.fetchAll($0, sql: "SELECT position FROM orders ORDER BY rowid") }
        #expect(written == [3, 1, 5, 0, 2, 4])
        try queue.close()
        #expect(try DataFileRepository.read(path, shownAs: "store.sqlite").orders == data.orders)
        let november = DateInterval(start: start, end: start.addingTimeInterval(30 * 86_400))
        let repository = DataFileRepository(source: .file(path, shownAs: "store.sqlite"))
        let month = try await repository.fetchOrders(createdIn: november).orders.map(\.id)
        #expect(month == ["order0-id", "order1-id", "order2-id", "order3-id", "order5-id"])
    }
}

@Suite("Bad SQLite stores")
struct BadStoreTests {
    @Test("each bad store fails with one message naming the file and what is wrong", arguments: [
        ("UPDATE items SET price = 'abc' WHERE position = 0 AND ITEMS_OF(0)",
         "store.sqlite: orders row 'f2876b5abb7c28523110633f5567e315': items[0].price: not a decimal amount 'abc'"),
        ("UPDATE items SET price = '-1' WHERE position = 1 AND ITEMS_OF(0)",
         "store.sqlite: orders row 'f2876b5abb7c28523110633f5567e315': items[1].price: must not be negative, found -1"),
        ("UPDATE items SET quantity = 0 WHERE position = 0 AND ITEMS_OF(0)",
         "store.sqlite: orders row 'f2876b5abb7c28523110633f5567e315': items[0].quantity: must be at least 1, found 0"),
        ("UPDATE orders SET createdAt = 'yesterday' WHERE position = 1",
         "store.sqlite: orders row '0698593c4060d50dbc2a2a49930e57b6': createdAt: expected seconds since 1970, found 'yesterday'"),
        ("UPDATE orders SET isResidential = 2 WHERE position = 1",
         "store.sqlite: orders row '0698593c4060d50dbc2a2a49930e57b6': isResidential: expected 0 or 1, found 2"),
        // The data file's rules hold for a store another program edited.
        ("PRAGMA foreign_keys = OFF; UPDATE items SET orderId = 'abc' WHERE ITEMS_OF(1); UPDATE orders SET id = 'abc' WHERE position = 1",
         "store.sqlite: orders row 'abc': id: an order id needs at least 8 characters (its order number shows the first 8), found \"abc\""),
        ("UPDATE orders SET title = printf('%.*c', 2097152, 'x') WHERE position = 1",
         "store.sqlite: orders row '0698593c4060d50dbc2a2a49930e57b6': title: text longer than 1 MiB, the most ordersh reads in one value"),
        ("UPDATE store SET taxRate = '8%'",
         "store.sqlite: store row: taxRate: not a decimal amount '8%'"),
        ("UPDATE promos SET kind = 'bogo' WHERE code = 'SAVE20'",
         "store.sqlite: promos row 'SAVE20': kind: expected percent or amount, found 'bogo'"),
        ("INSERT INTO grdb_migrations VALUES ('v3')",
         "store.sqlite: made by a newer ordersh (schema v3); this one reads v1, v2"),
        ("DROP TABLE grdb_migrations",
         "store.sqlite: an SQLite database without an ordersh schema version (not made by 'ordersh import')"),
        ("DROP TABLE bookmarks",
         "store.sqlite: the bookmarks table is missing"),
        ("ALTER TABLE orders DROP COLUMN title",
         "store.sqlite: the orders table has no title column"),
        ("ALTER TABLE items RENAME COLUMN ORDER_KEY TO orderKey",
         "store.sqlite: the items table has no ORDER_KEY column"),
        ("DELETE FROM grdb_migrations WHERE identifier = 'v1'",
         "store.sqlite: schema v1 was never completed"),
    ], StoreVersion.allCases)
    func badValue(_ bad: (change: String, message: String), version: StoreVersion) throws {
        let (change, message) = bad
        let scratch = Scratch()
        let path = try scratch.defaultStore(version: version)
        // A version 2 store's items do not name their order's id: nothing to rename.
        try scratch.change(path, version.sql(version == .v1 ? change : change.replacingOccurrences(of: "UPDATE items SET orderId = 'abc' WHERE ITEMS_OF(1); ", with: "")))
        #expect(scratch.loadError(path) == version.sql(message))
    }

    @Test("an item whose order is missing is named by what names its order", arguments: [
        // Version 1: items and order ids are merged as two sorted streams: an orphan before
        // the first id, between two ids, and one that is a prefix of an id are each found.
        (StoreVersion.v1, "INSERT INTO items VALUES ('nobody', 0, 'Mug', '1', 1, 0)", "items row of order 'nobody': no such order"),
        (.v1, "INSERT INTO items VALUES ('0', 0, 'Mug', '1', 1, 0)", "items row of order '0': no such order"),
        (.v1, "INSERT INTO items VALUES ('8', 0, 'Mug', '1', 1, 0)", "items row of order '8': no such order"),
        (.v1, "INSERT INTO items VALUES ('f2876b5abb7c', 0, 'Mug', '1', 1, 0)", "items row of order 'f2876b5abb7c': no such order"),
        // Version 2: by the order's row, before the first, between two and after the last;
        // a row that is not a number is a bad value.
        (.v2, "INSERT INTO items VALUES (0, 0, 'Mug', '1', 1, 0)", "items row of orders row 0: no such order"),
        (.v2, "PRAGMA foreign_keys = ON; UPDATE orders SET row = row + 100 WHERE row > 30; PRAGMA foreign_keys = OFF; INSERT INTO items VALUES (50, 0, 'Mug', '1', 1, 0)",
         "items row of orders row 50: no such order"),
        (.v2, "INSERT INTO items VALUES (9223372036854775807, 0, 'Mug', '1', 1, 0)", "items row of orders row 9223372036854775807: no such order"),
        (.v2, "INSERT INTO items VALUES ('nobody', 0, 'Mug', '1', 1, 0)", "items row: orderRow: expected a whole number, found 'nobody'"),
    ])
    func orphanItem(version: StoreVersion, change: String, message: String) throws {
        let scratch = Scratch()
        let path = try scratch.defaultStore(version: version)
        try scratch.change(path, "PRAGMA foreign_keys = OFF; " + change)
        #expect(scratch.loadError(path) == "store.sqlite: " + message)
    }

    @Test("a foreign SQLite database, a truncated store and a file that only starts like one")
    func notOurs() throws {
        let scratch = Scratch()
        let foreign = scratch.path("foreign.sqlite")
        let queue = try DatabaseQueue(path: foreign)
        try queue.write { try $0.execute(sql: "CREATE TABLE notes (body TEXT)") }
        try queue.close()
        #expect(scratch.loadError(foreign) == "store.sqlite: an SQLite database, but not an ordersh store (no orders table)")

        let whole = try Data(contentsOf: URL(fileURLWithPath: try scratch.defaultStore()))
        let truncated = scratch.path("truncated.sqlite")
        #expect(FileManager.default.createFile(atPath: truncated, contents: whole.prefix(whole.count / 2)))
        let cut = scratch.loadError(truncated)
        #expect(cut == "store.sqlite: the database is damaged or cut short"
            || cut == "store.sqlite: cannot read the database (I/O error; cut short?)", "\(cut ?? "no error")")

        let impostor = scratch.path("impostor.sqlite")
        #expect(FileManager.default.createFile(atPath: impostor, contents: Data("SQLite format 3\u{0}".utf8 + Array(repeating: 0x41, count: 2000))))
        #expect(scratch.loadError(impostor) == "store.sqlite: not an SQLite database (the header says so, the rest does not)")
    }

    @Test("a store held by a writer is waited for, then reported")
    func locked() throws {
        let scratch = Scratch()
        let path = try scratch.defaultStore()
        let writer = try DatabaseQueue(path: path)
        try writer.writeWithoutTransaction { db in
            try db.execute(sql: "BEGIN EXCLUSIVE")
            let started = Date()
            #expect(scratch.loadError(path) == "store.sqlite: the database is locked by another program (waited 2 s)")
            #expect(Date().timeIntervalSince(started) >= 1.5)
            try db.execute(sql: "ROLLBACK")
        }
        #expect(scratch.loadError(path) == nil)
    }
}

@Suite("Large SQLite stores")
struct LargeStoreTests {
    /// A store of 20,000 generated orders (about 6 MB).
    static func largeStore(_ scratch: Scratch) throws -> (path: String, data: DataSet) {
        let data = generatedDataSet(count: 20_000)
        let path = scratch.path("large.sqlite")
        try StoreWriter.write(data, to: path)
        return (path, data)
    }

    @Test("reads the same data set; a bad value in either table is named by its order")
    func sameAsOneConnection() throws {
        let scratch = Scratch()
        let (path, data) = try Self.largeStore(scratch)
        #expect(try DataFileRepository.read(path, shownAs: "large.sqlite") == data)

        let withItems = try #require(data.orders.first { !$0.items.isEmpty }?.id)
        try scratch.change(path, "UPDATE items SET price = 'x' WHERE orderRow = (SELECT rowid FROM orders WHERE id = '\(withItems)') AND position = 0")
        #expect(scratch.loadError(path) == "store.sqlite: orders row '\(withItems)': items[0].price: not a decimal amount 'x'")
        // The orders table is read first: its problem is told before the items'.
        let id = data.orders[7].id
        try scratch.change(path, "UPDATE orders SET createdAt = 'soon' WHERE id = '\(id)'")
        #expect(scratch.loadError(path) == "store.sqlite: orders row '\(id)': createdAt: expected seconds since 1970, found 'soon'")
    }

    @Test("a cancelled load of a large store stops with CancellationError; the next load reads it all")
    func cancel() async throws {
        let scratch = Scratch()
        let (path, data) = try Self.largeStore(scratch)
        let repository = DataFileRepository(source: .file(path))
        let cancelled = Task { try await repository.fetchOrders() }
        cancelled.cancel()
        await #expect(throws: CancellationError.self) { _ = try await cancelled.value }
        #expect(try await repository.fetchOrders() == data.orders)
    }
}
