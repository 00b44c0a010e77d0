import Domain

/// Watches a long decode: told how far it got, asked whether to go on.
struct DecodingObserver {
    /// How often, in orders, the observer is called.
    var interval = 4096
    /// Called with the bytes read and the orders decoded so far; returns false to stop.
    var proceed: (_ bytesRead: Int, _ orders: Int) -> Bool
}

/// Why a decode stopped early: its ``DecodingObserver`` said so.
struct DecodingStopped: Error {}

/// A data file read once from top to bottom: the orders as entities, the rest of the
/// root object as small trees, and the first problem found in the orders.
struct DocumentParts {
    /// What the root's `orders` member held.
    private enum OrdersMember {
        case missing
        case notArray(JSONValue)
        case streamed
    }

    /// Thrown through the reader to leave the document at once when the observer says stop.
    static let stopped = JSONSyntaxError(message: "stopped", line: 0, column: 0)

    /// Fewer JSON bytes than an order takes in practice, so the guess rarely falls short.
    static let bytesPerOrderGuess = 300

    private let decoding: OrderDecoding
    /// The root value, without its `orders` member (which is read as a stream).
    private(set) var root = JSONValue(kind: .null, line: 1)
    private var ordersMember = OrdersMember.missing
    private var decoded: [Order] = []
    private var firstIndexById: [String: Int] = [:]
    private var problem: DataFileError?
    /// The fields of the order being read, reused from one order to the next.
    private var scratch = OrderFields(line: 1)
    private(set) var wasStopped = false

    init(decoding: OrderDecoding) {
        self.decoding = decoding
    }

    /// Reads the whole document; throws its first syntax error.
    mutating func read(_ reader: JSONReader, observer: DecodingObserver?) throws(JSONSyntaxError) {
        reader.skipWhitespace()
        let rootLine = reader.line
        guard reader.peek() == UInt8(ascii: "{") else {
            root = try reader.parseValue()
            try reader.finish()
            return
        }
        var members: [String: JSONValue] = [:]
        try reader.readObject { key throws(JSONSyntaxError) in
            switch key {
            case "orders":
                guard reader.peek() == UInt8(ascii: "[") else {
                    let value = try reader.parseValue()
                    ordersMember = value.isNull ? .missing : .notArray(value)
                    return
                }
                ordersMember = .streamed
                // A guess from the file's size spares the rehashing and copying of growth:
                // an order takes a few hundred bytes of JSON.
                let expected = min((reader.expectedSize ?? 0) / Self.bytesPerOrderGuess, 50_000_000)
                decoded = []
                decoded.reserveCapacity(expected)
                firstIndexById = Dictionary(minimumCapacity: expected)
                problem = nil
                try reader.readArray { index throws(JSONSyntaxError) in
                    guard !wasStopped else { throw Self.stopped }
                    guard problem == nil else { try reader.skipValue(); return }
                    try reader.readOrderFields(into: &scratch)
                    add(scratch, at: index)
                    if let observer, index % observer.interval == observer.interval - 1,
                       !observer.proceed(reader.bytesRead, decoded.count) {
                        wasStopped = true
                    }
                }
            case "store", "promos", "bookmarks":
                members[key] = try reader.parseValue()
            default:
                try reader.skipValue()
            }
        }
        root = JSONValue(kind: .object(members), line: rootLine)
        try reader.finish()
    }

    private mutating func add(_ fields: OrderFields, at index: Int) {
        do throws(DataFileError) {
            let order = try decoding.order(fields, at: index)
            if let earlier = firstIndexById.updateValue(index, forKey: order.id) {
                firstIndexById[order.id] = earlier
                throw decoding.duplicate(fields, id: order.id, at: index, firstAt: earlier)
            }
            decoded.append(order)
        } catch {
            problem = error
        }
    }

    /// The orders, or the first problem with them.
    func orders(root node: JSONNode) throws(DataFileError) -> [Order] {
        switch ordersMember {
        case .missing: throw node.failure("missing required key \"orders\"")
        case .notArray(let value):
            throw JSONNode(value: value, path: "orders", file: node.file).failure("expected an array, found \(value.typeName)")
        case .streamed:
            if let problem { throw problem }
            return decoded
        }
    }
}
