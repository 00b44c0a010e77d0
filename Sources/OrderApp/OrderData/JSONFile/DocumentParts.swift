import Domain

/// Watches a long decode: told how far it got, asked whether to go on.
struct DecodingObserver {
    /// How often, in orders, the observer is called.
    var interval = 4096
    /// Called with the bytes read and the orders decoded so far; returns false to stop.
    var proceed: (_ bytesRead: Int, _ orders: Int) -> Bool
}

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
    /// The ids read so far, by their place in `decoded`, to refuse a second order with one.
    private var seenIds = OrderIdTable()
    private var problem: DataFileError?
    /// The fields of the order being read, reused from one order to the next.
    private var scratch = OrderFields(line: 1)
    private(set) var wasStopped = false
    /// Whether the orders of a second reader were taken (see ``SecondHalf``).
    private(set) var tookSecondHalf = false
    /// Where this reader keeps its orders' items and long item names (a second half keeps its own).
    private let storage = ReaderStorage()

    /// Where a second reader may read the file from, when it is worth it.
    private let splitSource: SecondHalf.Source?

    init(decoding: OrderDecoding, split: SecondHalf.Source? = nil) {
        self.decoding = decoding
        splitSource = split
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
                let arrayStart = reader.offset
                // A guess from the file's size spares the rehashing and copying of growth:
                // an order takes a few hundred bytes of JSON.
                let expected = min((reader.expectedSize ?? 0) / Self.bytesPerOrderGuess, 50_000_000)
                decoded = []
                decoded.reserveCapacity(expected)
                problem = nil
                // A large file's second half is read on another core meanwhile (SecondHalf).
                var secondHalf = splitSource.flatMap { SecondHalf.begin($0, decoding: decoding) }
                // The ids of this reader's part, sized once its first orders are read.
                seenIds = OrderIdTable(minimumCapacity: IdTableSizing.sample)
                defer { secondHalf?.abandon() }
                try reader.readArray { index throws(JSONSyntaxError) in
                    guard !wasStopped else { throw Self.stopped }
                    if let half = secondHalf, reader.offset >= half.start {
                        secondHalf = nil
                        if reader.offset == half.start, problem == nil, take(half, into: reader, observer: observer) { return }
                        guard !wasStopped else { throw Self.stopped }
                        half.abandon()
                    }
                    guard problem == nil else { try reader.skipValue(); return }
                    try reader.readOrderFields(into: &scratch)
                    add(scratch, at: index)
                    if decoded.count == IdTableSizing.sample, problem == nil {
                        let end = secondHalf?.start ?? reader.expectedSize ?? reader.offset
                        seenIds.reserveCapacity(IdTableSizing.capacity(
                            count: decoded.count, used: reader.offset - arrayStart, remaining: end - reader.offset), orders: decoded)
                    }
                    if let observer, index % observer.interval == observer.interval - 1,
                       !observer.proceed(reader.bytesRead, decoded.count) {
                        wasStopped = true
                    }
                }
                // The array has ended: its ids are checked.
                seenIds = OrderIdTable()
            case "store", "promos", "bookmarks":
                members[key] = try reader.parseValue()
            default:
                try reader.skipValue()
            }
        }
        root = JSONValue(kind: .object(members), line: rootLine)
        try reader.finish()
    }

    /// Takes the orders of a second half that starts exactly here, if it read cleanly and
    /// repeats no id of the first; the reader then goes on at the end of the array.
    private mutating func take(_ half: SecondHalf, into reader: JSONReader, observer: DecodingObserver?) -> Bool {
        let (bytes, count) = (reader.bytesRead, decoded.count)
        let waited = half.orders { observer?.proceed(bytes, count) ?? true }
        guard case .ended(let ended) = waited else {
            wasStopped = true
            return false
        }
        guard let second = ended, !Self.repeatsAnId(second.orders, of: decoded, table: seenIds) else { return false }
        // No order follows the second half's: the table goes before the orders are joined,
        // so the load's peak holds one of the two.
        seenIds = OrderIdTable()
        decoded.append(contentsOf: second.orders)
        reader.jump(to: second.end, lines: second.lines, lastLineStart: second.lastLineStart)
        tookSecondHalf = true
        return true
    }

    /// Whether an order of `later` has the id of one of `earlier`, whose ids `table` holds.
    /// The table is only read, so each core probes a share of `later`: at ten million
    /// orders the table is 64 MB, every probe a cache miss, and one core took 0.8 s.
    private static func repeatsAnId(_ later: [Order], of earlier: [Order], table: OrderIdTable) -> Bool {
        Shares.map(later.count) { share in table.holdsAnyId(of: later, at: share, orders: earlier) }.contains(true)
    }

    private mutating func add(_ fields: OrderFields, at index: Int) {
        do throws(DataFileError) {
            let order = try decoding.order(fields, at: index, storage: storage)
            if let earlier = seenIds.insert(order.identifier, at: decoded.count, orders: decoded) {
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
