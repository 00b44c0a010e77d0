import GRDB
import SafeIO

/// The schema of an ordersh store (docs/data-store.md), created and upgraded by GRDB's
/// `DatabaseMigrator`, whose `grdb_migrations` table records the version.
///
/// Money is kept as TEXT holding the exact decimal (`"12.50"`), never as REAL: SQLite's
/// REAL is a binary double. Instants are REAL seconds since 1970 (UTC), exact for the
/// doubles `Date` holds; `orders.createdAt` is indexed, for month ranges.
enum StoreSchema {
    /// The migrations this ordersh knows, oldest first; the last is the version it writes.
    static let versions = ["v1", "v2"]

    /// How a store's items find their order: by the order's id (version 1), or by its row
    /// (version 2), which keeps a month's items side by side, since `import` writes the
    /// orders in creation order.
    enum ItemKey: String, Sendable {
        case orderId, orderRow

        /// The items table's column that names the order: the case's name.
        var column: String { rawValue }
    }

    /// How `db`'s items find their order, from the versions it records.
    static func itemKey(_ db: Database) throws -> ItemKey {
        try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations").contains("v2") ? .orderRow : .orderId
    }

    /// The index on `orders.status` that `ordersh import` adds after the rows: it lists the
    /// store's statuses without a scan (``StoreStatuses``). Not part of the schema version:
    /// a store without it (an older ordersh's, another program's) is read the same, by a
    /// scan, and an older ordersh reads a store with it.
    static let statusIndex = "orders_on_status"

    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in
            try db.create(table: "store") { table in
                table.primaryKey("id", .integer).check { $0 == 1 }
                table.column("currency", .text).notNull()
                table.column("taxRate", .text).notNull()
                table.column("freeShippingThreshold", .text).notNull()
                table.column("shippingRate", .text).notNull()
            }
            try db.create(table: "orders") { table in
                table.primaryKey("id", .text)
                table.column("position", .integer).notNull().unique()
                table.column("title", .text).notNull()
                table.column("createdAt", .double).notNull().indexed()
                table.column("status", .text).notNull()
                table.column("isResidential", .boolean).notNull()
            }
            try db.create(table: "items", options: [.withoutRowID]) { table in
                table.column("orderId", .text).notNull().references("orders", onDelete: .cascade)
                table.column("position", .integer).notNull()
                table.column("name", .text).notNull()
                table.column("price", .text).notNull()
                table.column("quantity", .integer).notNull()
                table.column("requiresSignature", .boolean).notNull()
                table.primaryKey(["orderId", "position"])
            }
            try db.create(table: "promos") { table in
                table.primaryKey("code", .text)
                table.column("position", .integer).notNull().unique()
                table.column("kind", .text).notNull()
                table.column("value", .text).notNull()
                table.column("minSubtotal", .text)
                table.column("expiresAt", .double)
            }
            try db.create(table: "bookmarks") { table in
                table.primaryKey("id", .text)
                table.column("position", .integer).notNull().unique()
                table.column("title", .text).notNull()
                table.column("orderId", .text).notNull()
            }
        }
        // Version 2 keys items by their order's row. The orders get a row of their own
        // (`row INTEGER PRIMARY KEY`): VACUUM may renumber an implicit rowid, which the items
        // would then point at wrongly. Written as a conversion of a version 1 store, though
        // `import` runs it only on an empty one.
        migrator.registerMigration("v2") { db in
            try db.create(table: "orders_v2") { table in
                table.primaryKey("row", .integer)
                table.column("id", .text).notNull().unique()
                table.column("position", .integer).notNull().unique()
                table.column("title", .text).notNull()
                table.column("createdAt", .double).notNull()
                table.column("status", .text).notNull()
                table.column("isResidential", .boolean).notNull()
            }
            try db.execute(sql: """
                INSERT INTO orders_v2 (row, id, position, title, createdAt, status, isResidential)
                    SELECT rowid, id, position, title, createdAt, status, isResidential FROM orders ORDER BY rowid
                """)
            try db.create(table: "items_v2", options: [.withoutRowID]) { table in
                table.column("orderRow", .integer).notNull().references("orders", column: "row", onDelete: .cascade, onUpdate: .cascade)
                table.column("position", .integer).notNull()
                table.column("name", .text).notNull()
                table.column("price", .text).notNull()
                table.column("quantity", .integer).notNull()
                table.column("requiresSignature", .boolean).notNull()
                table.primaryKey(["orderRow", "position"])
            }
            try db.execute(sql: """
                INSERT INTO items_v2 (orderRow, position, name, price, quantity, requiresSignature)
                    SELECT o.rowid, i.position, i.name, i.price, i.quantity, i.requiresSignature
                    FROM items AS i JOIN orders AS o ON o.id = i.orderId ORDER BY o.rowid, i.position
                """)
            try db.drop(table: "items")
            try db.drop(table: "orders")
            try db.rename(table: "orders_v2", to: "orders")
            try db.rename(table: "items_v2", to: "items")
            try db.create(index: "orders_on_createdAt", on: "orders", columns: ["createdAt"])
        }
        return migrator
    }

    /// The columns each table must have for this ordersh to read it, with items keyed by `key`.
    static func requiredColumns(_ key: ItemKey) -> [(table: String, columns: [String])] {
        [
            ("store", ["currency", "taxRate", "freeShippingThreshold", "shippingRate"]),
            ("orders", ["id", "position", "title", "createdAt", "status", "isResidential"]),
            ("items", [key.column, "position", "name", "price", "quantity", "requiresSignature"]),
            ("promos", ["code", "position", "kind", "value", "minSubtotal", "expiresAt"]),
            ("bookmarks", ["id", "position", "title", "orderId"]),
        ]
    }

    /// Why `db` cannot be read as an ordersh store of a version this ordersh knows, or `nil`.
    static func problem(in db: Database) throws -> String? {
        guard try db.tableExists("grdb_migrations") else {
            return try db.tableExists("orders")
                ? "an SQLite database without an ordersh schema version (not made by 'ordersh import')"
                : "an SQLite database, but not an ordersh store (no orders table)"
        }
        let applied = try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations")
        let unknown = applied.filter { !versions.contains($0) }
        if !unknown.isEmpty {
            return "made by a newer ordersh (schema \(unknown.sorted().joined(separator: ", "))); this one reads \(versions.joined(separator: ", "))"
        }
        // A store records every version up to the one it was written in: v1, or v1 and v2.
        let expected = applied.contains("v2") ? versions : ["v1"]
        let missing = expected.filter { !applied.contains($0) }
        if !missing.isEmpty { return "schema \(missing.joined(separator: ", ")) was never completed" }
        for (table, columns) in requiredColumns(applied.contains("v2") ? .orderRow : .orderId) {
            guard try db.tableExists(table) else { return "the \(table) table is missing" }
            let present = Set(try db.columns(in: table).map { $0.name.lowercased() })
            if let column = columns.first(where: { !present.contains($0.lowercased()) }) {
                return "the \(table) table has no \(column) column"
            }
        }
        return try repeatedOrderId(in: db)
    }

    /// Why the orders table cannot be read when it holds an id twice: a store ordersh wrote
    /// keeps ids unique with an index, which another program may have dropped. With the
    /// index (every store ordersh writes) this asks SQLite's schema only; without it, one
    /// scan grouped by id finds a repeat, as a data file's reader does (``OrderIdTable``).
    static func repeatedOrderId(in db: Database) throws -> String? {
        for index in try Row.fetchAll(db, sql: "PRAGMA index_list(orders)") where (index["unique"] as Int?) == 1 {
            guard let name = index["name"] as String? else { continue }
            let columns = try String.fetchAll(db, sql: "SELECT name FROM pragma_index_info(?)", arguments: [name])
            if columns == ["id"] { return nil }
        }
        let sql = "SELECT id, min(rowid), max(rowid) FROM orders GROUP BY id HAVING count(*) > 1 ORDER BY min(rowid) LIMIT 1"
        guard let repeated = try Row.fetchOne(db, sql: sql) else { return nil }
        let id = (repeated[0] as DatabaseValue).description
        let first = (repeated[1] as Int64?) ?? 0, second = (repeated[2] as Int64?) ?? 0
        return "duplicate order id \(EchoedValue.cut(id)) in the orders table (rows \(first) and \(second)); "
            + "a store keeps each id once, and this one's UNIQUE index on orders.id is gone"
    }
}
