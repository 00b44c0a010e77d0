import Domain
import Foundation

/// Turns the fields of one order element into an ``Order``, checking them in a fixed
/// order (items first, then id, title, createdAt, status, shippingAddress), each problem
/// located by file, JSON path and line. Paths are built only for an error.
struct OrderDecoding {
    /// The fewest characters an order id may have: the order number shows the first 8.
    static let shortestID = 8

    /// Why `id`, shorter than ``shortestID``, is refused (a data file's and a store's words).
    static func shortIDProblem(_ id: String) -> String {
        "an order id needs at least \(shortestID) characters (its order number shows the first \(shortestID)), found \"\(ValueRules.echo(id))\""
    }

    let file: String

    /// The order `fields` hold, its items and long item names kept in `storage`.
    func order(_ fields: OrderFields, at index: Int, storage: ReaderStorage) throws(DataFileError) -> Order {
        let path = { "orders[\(index)]" }
        if let value = fields.notObject { throw failure(path(), value.line, "expected an object, found \(value.typeName)") }
        var items: OrderItems = []
        switch fields.items {
        case nil: throw missing("items", in: path(), line: fields.line)
        case .other(let value):
            if case .null = value.kind { throw missing("items", in: path(), line: fields.line) }
            throw failure(path() + ".items", value.line, "expected an array, found \(value.typeName)")
        case .list:
            let store = storage.items
            var digits = OrderDigits()
            for (position, item) in fields.itemList.enumerated() {
                let decoded: OrderItem
                do {
                    decoded = try self.item(item, texts: storage.texts, path: { path() + ".items[\(position)]" })
                } catch {
                    store.cancel()
                    throw error
                }
                digits.add(price: item.plainPrice == nil ? Self.digits(of: item.price, decoded.price) : item.plainPriceDigits, quantity: decoded.quantity)
                store.append(decoded)
            }
            if !digits.surelyFits, !OrderDigits.fits(store.pending) {
                store.cancel()
                throw failure(path() + ".items", fields.line, ValueRules.subtotalOutOfRange)
            }
            items = store.finish()
        }
        let identifier: OrderIdentifier
        if let plain = fields.plainId {
            identifier = plain
        } else {
            identifier = OrderIdentifier(try required(fields.id, "id", in: path, line: fields.line) { v throws(ValueProblem) in
                let id = try v.nonEmptyStringValue()
                // The order number shows the first 8 characters, and `load order` takes a prefix.
                guard id.count >= Self.shortestID else {
                    throw ValueProblem(message: Self.shortIDProblem(id))
                }
                return id
            })
        }
        let title = try required(fields.title, "title", in: path, line: fields.line) { v throws(ValueProblem) in try v.stringValue() }
        let createdAt: Date
        if let plain = fields.plainCreatedAt {
            createdAt = plain
        } else {
            createdAt = try required(fields.createdAt, "createdAt", in: path, line: fields.line) { v throws(ValueProblem) in try v.dateValue() }
        }
        let status = try required(fields.status, "status", in: path, line: fields.line) { v throws(ValueProblem) in try v.nonEmptyStringValue() }
        let isResidential: Bool
        switch fields.shippingAddress {
        case nil: throw missing("shippingAddress", in: path(), line: fields.line)
        case .other(let value):
            if case .null = value.kind { throw missing("shippingAddress", in: path(), line: fields.line) }
            throw failure(path() + ".shippingAddress", value.line, "expected an object, found \(value.typeName)")
        case .object(let flag, let line):
            isResidential = try required(flag, "isResidential", in: { path() + ".shippingAddress" }, line: line) { v throws(ValueProblem) in
                try v.boolValue()
            }
        }
        return Order(
            identifier: identifier, title: storage.texts.slice(title), createdAt: createdAt, status: OrderStatus(rawValue: status),
            items: items, shippingAddress: Address(isResidential: isResidential))
    }

    /// The digits of a price that was not a plain string: a JSON number's own text when it
    /// has no exponent (`50.0`), else the decoded value's.
    private static func digits(of value: JSONValue?, _ price: Decimal) -> AmountDigits {
        if case .number(var text)? = value?.kind, let digits = text.withUTF8({ AmountDigits(numberText: $0) }) { return digits }
        return AmountDigits(of: price)
    }

    /// The error for a second order with the id of an earlier one.
    func duplicate(_ fields: OrderFields, id: String, at index: Int, firstAt earlier: Int) -> DataFileError {
        let line = fields.id?.line ?? (fields.plainId == nil ? fields.line : fields.plainIdLine)
        return failure("orders[\(index)].id", line, "duplicate order id \"\(id)\" (first used at orders[\(earlier)])")
    }

    private func item(_ fields: OrderFields.Item, texts: TextStore, path: () -> String) throws(DataFileError) -> OrderItem {
        if let value = fields.notObject { throw failure(path(), value.line, "expected an object, found \(value.typeName)") }
        let quantity: Int
        if let plain = fields.plainQuantity {
            quantity = plain
        } else {
            quantity = try required(fields.quantity, "quantity", in: path, line: fields.line) { v throws(ValueProblem) in try v.integerValue() }
        }
        guard quantity >= 1 else {
            let line = fields.quantity?.line ?? (fields.plainQuantity == nil ? fields.line : fields.quantityLine)
            throw failure(path() + ".quantity", line, ValueRules.quantityTooSmall(quantity))
        }
        var price: Decimal?
        if fields.plainPrice == nil {
            price = try required(fields.price, "price", in: path, line: fields.line) { v throws(ValueProblem) in
                try v.nonNegativeDecimalValue()
            }
        }
        let name = try required(fields.name, "name", in: path, line: fields.line) { v throws(ValueProblem) in try v.stringValue() }
        var requiresSignature = false
        if let flag = fields.requiresSignature, !flag.isNull {
            requiresSignature = try read(flag, path: { path() + ".requiresSignature" }) { v throws(ValueProblem) in try v.boolValue() }
        }
        if let plain = fields.plainPrice {
            return OrderItem(name: texts.store(name), price: plain, quantity: quantity, requiresSignature: requiresSignature)
        }
        return OrderItem(name: texts.store(name), price: price ?? .zero, quantity: quantity, requiresSignature: requiresSignature)
    }

    /// The member `key` read with `reading`; missing or `null` is an error of the parent.
    private func required<T>(
        _ value: JSONValue?, _ key: String, in parent: () -> String, line: Int,
        _ reading: (JSONValue) throws(ValueProblem) -> T
    ) throws(DataFileError) -> T {
        guard let value, !value.isNull else { throw missing(key, in: parent(), line: line) }
        return try read(value, path: { parent() + "." + key }, reading)
    }

    private func read<T>(_ value: JSONValue, path: () -> String, _ reading: (JSONValue) throws(ValueProblem) -> T) throws(DataFileError) -> T {
        do {
            return try reading(value)
        } catch {
            throw failure(path(), value.line, error.message)
        }
    }

    private func missing(_ key: String, in path: String, line: Int) -> DataFileError {
        failure(path, line, "missing required key \"\(key)\"")
    }

    private func failure(_ path: String, _ line: Int, _ message: String) -> DataFileError {
        DataFileError(file: file, path: path, line: line, message: message)
    }
}

extension JSONValue {
    var isNull: Bool {
        if case .null = kind { true } else { false }
    }
}
