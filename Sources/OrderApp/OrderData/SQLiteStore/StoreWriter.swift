import Domain
import Foundation
import GRDB
import SafeIO
import SystemPackage

/// Writes a data set as a new ordersh store: into a temporary file beside the target, in
/// one transaction, renamed into place only when all of it is written, so a failure leaves
/// nothing half-written and an existing store is replaced whole or not at all.
enum StoreWriter {
    /// `install` puts the complete temporary file in place (default: a rename over `path`).
    /// `version` is the schema written: the latest, or an older one (tests of what an older
    /// ordersh wrote).
    static func write(
        _ dataSet: DataSet, to path: FilePath, version: String = StoreSchema.versions.last ?? "v1",
        install: ((TemporarySibling) throws -> Void)? = nil
    ) throws {
        let temporary = TemporarySibling(of: path)
        defer { temporary.remove() }
        do {
            let queue = try DatabaseQueue(path: SQLiteName.of(temporary.path))
            try StoreSchema.migrator.migrate(queue, upTo: version)
            try queue.write { db in
                try insert(dataSet, into: db, itemKey: try StoreSchema.itemKey(db))
                // After the rows: one index built whole is faster than one grown row by row.
                try db.execute(sql: "CREATE INDEX \(StoreSchema.statusIndex) ON orders(status)")
            }
            try queue.close()
        } catch let error as DatabaseError {
            throw DataFileError(file: path, message: "cannot write the store: \(error.message ?? "\(error.resultCode)")")
        }
        if let install { try install(temporary) } else { try temporary.install(as: FileTarget(path)) }
    }

    /// The orders' positions in the order their rows are written: by creation, ties in
    /// position order. A month's orders then sit side by side in the table, so a month
    /// read through the `createdAt` index reads their pages in order instead of jumping to
    /// one page for each order; every reader puts the rows back in position order.
    static func creationOrder(_ orders: [Order]) -> [Int] {
        let created = orders.map(\.createdAt)
        return created.indices.sorted { left, right in
            created[left] == created[right] ? left < right : created[left] < created[right]
        }
    }

    private static func insert(_ dataSet: DataSet, into db: Database, itemKey: StoreSchema.ItemKey) throws {
        let store = dataSet.store
        try db.execute(
            sql: "INSERT INTO store (id, currency, taxRate, freeShippingThreshold, shippingRate) VALUES (1, ?, ?, ?, ?)",
            arguments: [store.currency, store.taxRate.exactText, store.freeShippingThreshold.exactText, store.shippingRate.exactText])
        let order = try db.makeStatement(
            sql: "INSERT INTO orders (id, position, title, createdAt, status, isResidential) VALUES (?, ?, ?, ?, ?, ?)")
        let item = try db.makeStatement(
            sql: "INSERT INTO items (\(itemKey.column), position, name, price, quantity, requiresSignature) VALUES (?, ?, ?, ?, ?, ?)")
        for position in creationOrder(dataSet.orders) {
            let entry = dataSet.orders[position]
            try order.execute(arguments: [
                entry.id, position, entry.title, entry.createdAt.timeIntervalSince1970, entry.status.rawValue,
                entry.shippingAddress.isResidential,
            ])
            let key: DatabaseValue = switch itemKey {
            case .orderId: entry.id.databaseValue
            case .orderRow: db.lastInsertedRowID.databaseValue
            }
            for (itemPosition, line) in entry.items.enumerated() {
                try item.execute(arguments: [key, itemPosition, line.name, line.price.exactText, line.quantity, line.requiresSignature])
            }
        }
        for (position, promo) in dataSet.promos.enumerated() {
            try db.execute(
                sql: "INSERT INTO promos (code, position, kind, value, minSubtotal, expiresAt) VALUES (?, ?, ?, ?, ?, ?)",
                arguments: [
                    promo.code, position, promo.kind.rawValue, promo.value.exactText, promo.minSubtotal?.exactText,
                    promo.expiresAt?.timeIntervalSince1970,
                ])
        }
        for (position, bookmark) in dataSet.bookmarks.enumerated() {
            try db.execute(
                sql: "INSERT INTO bookmarks (id, position, title, orderId) VALUES (?, ?, ?, ?)",
                arguments: [bookmark.id, position, bookmark.title, bookmark.orderId])
        }
    }
}
