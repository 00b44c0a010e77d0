/// The members of one order element as read from the document, before validation: each
/// scalar kept as a ``JSONValue`` with its line (a container only as its kind, since an
/// error message needs no more), so the checks can run in the fixed order of
/// ``OrderDecoding`` whatever order the keys were written in. A key written twice keeps
/// its last value, as in a JSON object read whole.
struct OrderFields {
    /// An item of `items`.
    struct Item {
        var line: Int
        /// The element itself when it is not an object.
        var notObject: JSONValue?
        var quantity: JSONValue?
        var price: JSONValue?
        var name: JSONValue?
        var requiresSignature: JSONValue?
    }

    /// `items`: an array of items, or some other value.
    enum Items {
        case list([Item], line: Int)
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
    var title: JSONValue?
    var createdAt: JSONValue?
    var status: JSONValue?
    var items: Items?
    var shippingAddress: ShippingAddress?

    init(line: Int) {
        self.line = line
    }
}

extension JSONReader {
    /// Reads one element of `orders` into its fields (the reader is at the element).
    func readOrderFields() throws(JSONSyntaxError) -> OrderFields {
        var fields = OrderFields(line: line)
        guard peek() == UInt8(ascii: "{") else {
            fields.notObject = try readScalar()
            return fields
        }
        try readFields { key throws(JSONSyntaxError) in
            if key == "id" { fields.id = try readScalar() }
            else if key == "title" { fields.title = try readScalar() }
            else if key == "createdAt" { fields.createdAt = try readScalar() }
            else if key == "status" { fields.status = try readScalar() }
            else if key == "items" { fields.items = try readItems() }
            else if key == "shippingAddress" { fields.shippingAddress = try readShippingAddress() }
            else { try skipValue() }
        }
        return fields
    }

    private func readItems() throws(JSONSyntaxError) -> OrderFields.Items {
        let start = line
        guard peek() == UInt8(ascii: "[") else { return .other(try readScalar()) }
        var items: [OrderFields.Item] = []
        try readArray { _ throws(JSONSyntaxError) in
            var item = OrderFields.Item(line: line)
            guard peek() == UInt8(ascii: "{") else {
                item.notObject = try readScalar()
                items.append(item)
                return
            }
            try readFields { key throws(JSONSyntaxError) in
                if key == "quantity" { item.quantity = try readScalar() }
                else if key == "price" { item.price = try readScalar() }
                else if key == "name" { item.name = try readScalar() }
                else if key == "requiresSignature" { item.requiresSignature = try readScalar() }
                else { try skipValue() }
            }
            items.append(item)
        }
        return .list(items, line: start)
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
