import Domain
import Foundation
import GRDB

/// Reads a data set from an ordersh store (docs/data-store.md), read-only, in one read
/// transaction so every table is seen at the same moment. Every value is checked by the
/// data file's rules; a problem names the file, the row and the column:
/// `store.sqlite: orders row 'a1b2c3d4': items[0].price: not a decimal amount 'abc'`.
enum StoreReader {
    /// How long a load waits for a writer that holds the database before it gives up.
    static let busyTimeout: TimeInterval = 2

    /// The first 16 bytes of every SQLite database file.
    static let header = Array("SQLite format 3\u{0}".utf8)

    static func read(_ path: String, shownAs name: String) throws -> DataSet {
        var configuration = Configuration()
        configuration.readonly = true
        configuration.busyMode = .timeout(busyTimeout)
        configuration.label = name
        do {
            let queue = try DatabaseQueue(path: path, configuration: configuration)
            return try queue.read { db in
                if let problem = try StoreSchema.problem(in: db) { throw DataFileError(file: name, message: problem) }
                return try read(db, file: name)
            }
        } catch let error as DataFileError {
            throw error
        } catch let error as DatabaseError {
            throw DataFileError(file: name, message: describe(error))
        }
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

    private static func read(_ db: Database, file: String) throws -> DataSet {
        let store = try readStore(db, file: file)
        let itemsByOrder = try readItems(db, file: file)
        var orders: [Order] = []
        orders.reserveCapacity(try Int.fetchOne(db, sql: "SELECT count(*) FROM orders") ?? 0)
        let cursor = try Row.fetchCursor(db, sql: "SELECT id, title, createdAt, status, isResidential FROM orders ORDER BY position")
        while let row = try cursor.next() {
            if orders.count % 4096 == 0, Task.isCancelled { throw CancellationError() }
            let id = try StoreValue(row, 0, "id", table: "orders", key: nil, file: file).text()
            let value = { (index: Int, column: String) in StoreValue(row, index, column, table: "orders", key: id, file: file) }
            orders.append(Order(
                id: id,
                title: try value(1, "title").text(),
                createdAt: try value(2, "createdAt").instant(),
                status: OrderStatus(rawValue: try value(3, "status").text()),
                items: itemsByOrder[id] ?? [],
                shippingAddress: Address(isResidential: try value(4, "isResidential").flag())))
        }
        return DataSet(store: store, orders: orders, promos: try readPromos(db, file: file), bookmarks: try readBookmarks(db, file: file))
    }

    private static func readStore(_ db: Database, file: String) throws -> StoreSettings {
        let rows = try Row.fetchAll(db, sql: "SELECT currency, taxRate, freeShippingThreshold, shippingRate FROM store")
        guard let row = rows.first else { return .standard }
        guard rows.count == 1 else { throw DataFileError(file: file, path: "store", message: "holds \(rows.count) rows; one is read") }
        let value = { (index: Int, column: String) in StoreValue(row, index, column, table: "store", key: nil, file: file) }
        return StoreSettings(
            currency: try value(0, "currency").text(),
            taxRate: try value(1, "taxRate").amount(),
            freeShippingThreshold: try value(2, "freeShippingThreshold").amount(),
            shippingRate: try value(3, "shippingRate").amount())
    }

    private static func readItems(_ db: Database, file: String) throws -> [String: [OrderItem]] {
        var items: [String: [OrderItem]] = [:]
        var currentOrder: String?
        var current: [OrderItem] = []
        let cursor = try Row.fetchCursor(
            db, sql: "SELECT orderId, name, price, quantity, requiresSignature FROM items ORDER BY orderId, position")
        while let row = try cursor.next() {
            let orderId = try StoreValue(row, 0, "orderId", table: "items", key: nil, file: file).text()
            if orderId != currentOrder {
                if let currentOrder { items[currentOrder] = current }
                currentOrder = orderId
                current = []
            }
            let path = "items[\(current.count)]."
            let value = { (index: Int, column: String) in
                StoreValue(row, index, path + column, table: "orders", key: orderId, file: file)
            }
            current.append(OrderItem(
                name: try value(1, "name").text(),
                price: try value(2, "price").amount(),
                quantity: try value(3, "quantity").quantity(),
                requiresSignature: try value(4, "requiresSignature").flag()))
        }
        if let currentOrder { items[currentOrder] = current }
        let orderIds = Set(try String.fetchAll(db, sql: "SELECT id FROM orders"))
        if let stray = items.keys.sorted().first(where: { !orderIds.contains($0) }) {
            throw DataFileError(file: file, path: "items row of order '\(stray)'", message: "no such order")
        }
        return items
    }

    private static func readPromos(_ db: Database, file: String) throws -> [Promo] {
        try Row.fetchAll(db, sql: "SELECT code, kind, value, minSubtotal, expiresAt FROM promos ORDER BY position").map { row in
            let code = try StoreValue(row, 0, "code", table: "promos", key: nil, file: file).text()
            let value = { (index: Int, column: String) in StoreValue(row, index, column, table: "promos", key: code, file: file) }
            let kindText = try value(1, "kind").text()
            guard let kind = Promo.Kind(rawValue: kindText) else {
                throw value(1, "kind").failure("expected percent or amount, found '\(kindText)'")
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
        try Row.fetchAll(db, sql: "SELECT id, title, orderId FROM bookmarks ORDER BY position").map { row in
            let id = try StoreValue(row, 0, "id", table: "bookmarks", key: nil, file: file).text()
            let value = { (index: Int, column: String) in StoreValue(row, index, column, table: "bookmarks", key: id, file: file) }
            return Bookmark(id: id, title: try value(1, "title").text(), orderId: try value(2, "orderId").text())
        }
    }
}

/// One value of a store row, read by the data file's rules; a problem names the row.
private struct StoreValue {
    let row: Row
    let index: Int
    let column: String
    let table: String
    let key: String?
    let file: String

    init(_ row: Row, _ index: Int, _ column: String, table: String, key: String?, file: String) {
        self.row = row
        self.index = index
        self.column = column
        self.table = table
        self.key = key
        self.file = file
    }

    func failure(_ message: String) -> DataFileError {
        let place = key.map { "\(table) row '\($0)'" } ?? "\(table) row"
        return DataFileError(file: file, path: place, message: "\(column): \(message)")
    }

    private var value: DatabaseValue { row[index] }

    private func shown(_ value: DatabaseValue) -> String {
        switch value.storage {
        case .null: "NULL"
        case .int64(let number): String(number)
        case .double(let number): String(number)
        case .string(let text): "'\(text)'"
        case .blob(let data): "a blob of \(data.count) bytes"
        }
    }

    func text() throws(DataFileError) -> String {
        guard case .string(let text) = value.storage else { throw failure("expected text, found \(shown(value))") }
        return text
    }

    /// Money and rates: exact decimal text, never below zero.
    func amount() throws(DataFileError) -> Decimal {
        guard case .string(let text) = value.storage, let amount = Decimal(plainText: text) else {
            throw failure("not a decimal amount \(shown(value))")
        }
        guard amount >= 0 else { throw failure("must not be negative, found \(text)") }
        return amount
    }

    func quantity() throws(DataFileError) -> Int {
        guard case .int64(let number) = value.storage, let quantity = Int(exactly: number) else {
            throw failure("expected a whole number, found \(shown(value))")
        }
        guard quantity >= 1 else { throw failure("must be at least 1, found \(quantity)") }
        return quantity
    }

    func flag() throws(DataFileError) -> Bool {
        guard case .int64(let number) = value.storage, number == 0 || number == 1 else {
            throw failure("expected 0 or 1, found \(shown(value))")
        }
        return number == 1
    }

    /// Seconds since 1970 (UTC).
    func instant() throws(DataFileError) -> Date {
        switch value.storage {
        case .double(let seconds) where seconds.isFinite: return Date(timeIntervalSince1970: seconds)
        case .int64(let seconds): return Date(timeIntervalSince1970: TimeInterval(seconds))
        default: throw failure("expected seconds since 1970, found \(shown(value))")
        }
    }

    func optionalAmount() throws(DataFileError) -> Decimal? {
        value.isNull ? nil : try amount()
    }

    func optionalInstant() throws(DataFileError) -> Date? {
        value.isNull ? nil : try instant()
    }
}
