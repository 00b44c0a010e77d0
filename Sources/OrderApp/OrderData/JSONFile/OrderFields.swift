import Domain
import Foundation

/// The members of one order element as read from the document, before validation: each
/// scalar kept as a ``JSONValue`` with its line (a container only as its kind, since an
/// error message needs no more), so the checks can run in the fixed order of
/// ``OrderDecoding`` whatever order the keys were written in. (The reader refuses a key
/// written twice before it gets here.)
struct OrderFields {
    /// An item of `items`.
    struct Item {
        var line: Int
        /// The element itself when it is not an object.
        var notObject: JSONValue?
        var quantity: JSONValue?
        /// The quantity, when it was plain digits read straight from the bytes (`quantity`
        /// is then `nil`), and the line it was on.
        var plainQuantity: Int?
        var quantityLine = 0
        var price: JSONValue?
        /// The price, when it was a plain non-negative amount, in quotes or a JSON number
        /// without an exponent, read straight from the bytes (`price` is then `nil`).
        var plainPrice: PlainAmount?
        /// The plain price's digits, counted from the same bytes.
        var plainPriceDigits = AmountDigits(whole: 0, fraction: 0)
        var name: JSONValue?
        var requiresSignature: JSONValue?
    }

    /// `items`: an array (its items in ``itemList``), or some other value.
    enum Items {
        case list
        case other(JSONValue)
    }

    /// `shippingAddress`: an object (with its `isResidential`), or some other value.
    enum ShippingAddress {
        case object(isResidential: JSONValue?, line: Int)
        case other(JSONValue)
    }

    var line: Int
    /// The element itself when it is not an object.
    var notObject: JSONValue?
    var id: JSONValue?
    /// `id`, when it was 32 lowercase hexadecimal digits read straight from the bytes (`id`
    /// is then `nil`), packed with no `String` made; and the line it was on.
    var plainId: OrderIdentifier?
    var plainIdLine = 0
    var title: JSONValue?
    var createdAt: JSONValue?
    /// `createdAt`, when it was a timestamp of the usual shape read straight from the bytes
    /// (`createdAt` is then `nil`).
    var plainCreatedAt: Date?
    var status: JSONValue?
    var items: Items?
    /// The items of an `items` array; kept from order to order so its storage is reused.
    var itemList: [Item] = []
    var shippingAddress: ShippingAddress?

    init(line: Int) {
        self.line = line
    }

    /// Empty again for the next order, keeping the item list's storage.
    mutating func reset(line: Int) {
        self.line = line
        notObject = nil
        id = nil
        plainId = nil
        title = nil
        createdAt = nil
        plainCreatedAt = nil
        status = nil
        items = nil
        itemList.removeAll(keepingCapacity: true)
        shippingAddress = nil
    }
}

extension JSONReader {
    /// Reads one element of `orders` into `fields` (the reader is at the element).
    func readOrderFields(into fields: inout OrderFields) throws(JSONSyntaxError) {
        fields.reset(line: line)
        guard peek() == UInt8(ascii: "{") else {
            fields.notObject = try readScalar()
            return
        }
        try readFields { key throws(JSONSyntaxError) in
            if key == "id" {
                fields.plainIdLine = line
                fields.plainId = readPlainString { OrderIdentifier(packing: $0) }
                fields.id = fields.plainId == nil ? try readScalar() : nil
            }
            else if key == "title" { fields.title = try readScalar() }
            else if key == "createdAt" {
                fields.plainCreatedAt = readPlainString { ISO8601Timestamp.parse($0) }
                fields.createdAt = fields.plainCreatedAt == nil ? try readScalar() : nil
            }
            else if key == "status" { fields.status = try readScalar() }
            else if key == "items" { try readItems(into: &fields) }
            else if key == "shippingAddress" { fields.shippingAddress = try readShippingAddress() }
            else { try skipValue() }
        }
    }

    private func readItems(into fields: inout OrderFields) throws(JSONSyntaxError) {
        guard peek() == UInt8(ascii: "[") else {
            fields.items = .other(try readScalar())
            return
        }
        fields.itemList.removeAll(keepingCapacity: true)
        try readArray { _ throws(JSONSyntaxError) in
            // Read in place, in the list: an item holds several values, and copying one in
            // and out of the list cost more than reading its fields.
            fields.itemList.append(OrderFields.Item(line: line))
            try readItem(into: &fields.itemList[fields.itemList.count - 1])
        }
        fields.items = .list
    }

    private func readItem(into item: inout OrderFields.Item) throws(JSONSyntaxError) {
        guard peek() == UInt8(ascii: "{") else {
            item.notObject = try readScalar()
            return
        }
        try readFields { key throws(JSONSyntaxError) in
            if key == "quantity" {
                item.quantityLine = line
                item.plainQuantity = readPlainInteger()
                item.quantity = item.plainQuantity == nil ? try readScalar() : nil
            }
            else if key == "price" {
                // A plain amount without a sign, in quotes or as a JSON number; anything else
                // (a minus, an exponent, an error) goes the usual way, which says what is wrong.
                let plain = peek() == UInt8(ascii: "\"")
                    ? readPlainString { $0.first == UInt8(ascii: "-") ? nil : Decimal.plainCounted($0) }
                    : readPlainNumber { Decimal.plainCounted($0) }
                item.plainPrice = plain
                if let plain { item.plainPriceDigits = plain.digits }
                item.price = item.plainPrice == nil ? try readScalar() : nil
            }
            else if key == "name" { item.name = try readScalar() }
            else if key == "requiresSignature" { item.requiresSignature = try readScalar() }
            else { try skipValue() }
        }
    }

    private func readShippingAddress() throws(JSONSyntaxError) -> OrderFields.ShippingAddress {
        let start = line
        guard peek() == UInt8(ascii: "{") else { return .other(try readScalar()) }
        var isResidential: JSONValue?
        try readFields { key throws(JSONSyntaxError) in
            if key == "isResidential" { isResidential = try readScalar() } else { try skipValue() }
        }
        return .object(isResidential: isResidential, line: start)
    }

    /// A scalar as a value; an object or array is checked and kept only as its kind.
    func readScalar() throws(JSONSyntaxError) -> JSONValue {
        let start = line
        switch peek() {
        case UInt8(ascii: "\""): return JSONValue(kind: .string(try readString()), line: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0"), UInt8(ascii: "1"), UInt8(ascii: "2"), UInt8(ascii: "3"), UInt8(ascii: "4"),
             UInt8(ascii: "5"), UInt8(ascii: "6"), UInt8(ascii: "7"), UInt8(ascii: "8"), UInt8(ascii: "9"):
            return JSONValue(kind: .number(try readNumber()), line: start)
        case UInt8(ascii: "t"), UInt8(ascii: "f"): return JSONValue(kind: .bool(try readBool()), line: start)
        case UInt8(ascii: "n"): try readNull(); return JSONValue(kind: .null, line: start)
        default:
            let isObject = peek() == UInt8(ascii: "{")
            try skipValue()
            return JSONValue(kind: isObject ? .object([:]) : .array([]), line: start)
        }
    }
}
