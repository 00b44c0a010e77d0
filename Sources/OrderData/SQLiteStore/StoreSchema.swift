import GRDB

/// The schema of an ordersh store (docs/data-store.md), created and upgraded by GRDB's
/// `DatabaseMigrator`, whose `grdb_migrations` table records the version.
///
/// Money is kept as TEXT holding the exact decimal (`"12.50"`), never as REAL: SQLite's
/// REAL is a binary double. Instants are REAL seconds since 1970 (UTC), exact for the
/// doubles `Date` holds; `orders.createdAt` is indexed, for month ranges.
enum StoreSchema {
    /// The migrations this ordersh knows, oldest first; the last is the version it writes.
    static let versions = ["v1"]

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
        return migrator
    }

    /// The columns each table must have for this ordersh to read it.
    static let requiredColumns: [(table: String, columns: [String])] = [
        ("store", ["currency", "taxRate", "freeShippingThreshold", "shippingRate"]),
        ("orders", ["id", "position", "title", "createdAt", "status", "isResidential"]),
        ("items", ["orderId", "position", "name", "price", "quantity", "requiresSignature"]),
        ("promos", ["code", "position", "kind", "value", "minSubtotal", "expiresAt"]),
        ("bookmarks", ["id", "position", "title", "orderId"]),
    ]

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
        let missing = versions.filter { !applied.contains($0) }
        if !missing.isEmpty { return "schema \(missing.joined(separator: ", ")) was never completed" }
        for (table, columns) in requiredColumns {
            guard try db.tableExists(table) else { return "the \(table) table is missing" }
            let present = Set(try db.columns(in: table).map { $0.name.lowercased() })
            if let column = columns.first(where: { !present.contains($0.lowercased()) }) {
                return "the \(table) table has no \(column) column"
            }
        }
        return nil
    }
}
