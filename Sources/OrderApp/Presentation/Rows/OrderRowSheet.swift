internal import CPrefetch
import ViewModelDisplay
internal import Domain

/// The rows of a list formatted in one go: the loaded orders they show and, for each row,
/// its order's place and where its labels are in texts the rows share. (A row made from
/// its texts is the one row of a sheet that holds them.)
///
/// A row of a sheet is 16 bytes of record here (and the sheet's reference and the row's
/// number where it is held): the date, shipping and status labels a list repeats are held
/// once each, and what the order holds (its id, number, title and signature flag) is read
/// from it when asked. A row with its own box of texts took about 128 bytes with the
/// allocator's, 45 MB for the 350,000 rows of a month of a million orders.
final class OrderRowSheet: Sendable {
    /// One row: its order's place in the loaded orders and its labels' places in the sheet.
    struct Record: Sendable {
        let position: UInt32
        let date: UInt32
        let shipping: UInt32
        let status: UInt32
    }

    /// A status as the rows show it.
    struct StatusText: Sendable {
        let label: String
        let color: StatusColor
    }

    /// A row's values, for a row made from texts.
    struct MadeRow: Sendable {
        let id: OrderIdentifier
        let requiresSignature: Bool
        let orderNumber: String
        let title: TextSlice
        let formattedDate: String
        let shippingLabel: String
        let status: StatusText
    }

    private let orders: [Order]
    private let records: [Record]
    private let dates: [String]
    private let shippings: [String]
    private let statuses: [StatusText]
    /// The labels again as bytes, which threads showing the rows read without a reference
    /// count on a shared `String`.
    private let dateBytes: LabelBytes
    private let shippingBytes: LabelBytes
    private let statusBytes: LabelBytes
    /// The one row of a sheet made from texts (it has no orders or records).
    private let made: MadeRow?

    init(orders: [Order], records: [Record], dates: [String], shippings: [String], statuses: [StatusText]) {
        self.orders = orders
        self.records = records
        self.dates = dates
        self.shippings = shippings
        self.statuses = statuses
        dateBytes = LabelBytes(dates)
        shippingBytes = LabelBytes(shippings)
        statusBytes = LabelBytes(statuses.map(\.label))
        made = nil
    }

    /// The sheet of one row made from its texts.
    init(made: MadeRow) {
        orders = []
        records = []
        dates = []
        shippings = []
        statuses = []
        dateBytes = LabelBytes([])
        shippingBytes = LabelBytes([])
        statusBytes = LabelBytes([])
        self.made = made
    }

    /// Whether its rows are a formatted list's (not one row made from texts).
    var isFormatted: Bool { made == nil }

    /// Appends the cells `show list` prints for `row`: order number, title, date, shipping,
    /// `yes` when it needs a signature, and the status in its colour. A row of a formatted
    /// sheet is read as bytes in place: no `String` is made for its title or labels, and no
    /// reference count is taken on what every thread showing the list shares.
    func writeListCells(of row: Int, into cells: inout ShowRowCells) {
        if let made {
            for text in [made.orderNumber, made.title.string, made.formattedDate, made.shippingLabel] { cells.append(text) }
            cells.append(made.requiresSignature ? "yes" : "")
            cells.append(made.status.label, color: made.status.color)
            return
        }
        let record = records.withUnsafeBufferPointer { $0[row] }
        withOrder(of: row) { order in
            OrderNumber.withLabelUTF8(of: order.pointee.identifier) { cells.append(utf8: $0) }
            Order.withTitleUTF8(of: order) { cells.append(utf8: $0) }
            dateBytes.withLabel(Int(record.date)) { cells.append(utf8: $0) }
            shippingBytes.withLabel(Int(record.shipping)) { cells.append(utf8: $0) }
            cells.append(order.pointee.requiresSignature ? "yes" : "")
            let color = statuses.withUnsafeBufferPointer { $0[Int(record.status)].color }
            statusBytes.withLabel(Int(record.status)) { cells.append(utf8: $0, color: color) }
        }
    }

    /// Calls `body` with the row's order, read in place (copying an order costs a retain and
    /// a release of each of its parts).
    private func withOrder<Result>(of row: Int, _ body: (UnsafePointer<Order>) -> Result) -> Result {
        let position = Int(records[row].position)
        return orders.withUnsafeBufferPointer { orders in
            // The records are made from places in these orders (``Builder``).
            guard let base = orders.baseAddress, position < orders.count else { preconditionFailure("a row's order is in its sheet") }
            return body(base + position)
        }
    }

    /// Starts loading, for the rows `numbers[recordOf]`, `numbers[orderOf]` and
    /// `numbers[titleOf]` of a list being shown, the record of the first, the order of the
    /// second and the title of the third: each needs what the one before loaded, some rows
    /// earlier. A place past the end is ignored.
    func prefetch(_ numbers: [UInt32], recordOf recordRow: Int, orderOf orderRow: Int, titleOf titleRow: Int) {
        numbers.withUnsafeBufferPointer { numbers in
            if recordRow < numbers.count { prefetchRecord(of: Int(numbers[recordRow])) }
            if orderRow < numbers.count { prefetchOrder(of: Int(numbers[orderRow])) }
            if titleRow < numbers.count { prefetchTitle(of: Int(numbers[titleRow])) }
        }
    }

    /// Asks the processor to start loading the record of `row`, which says where its order
    /// is: a sorted list reads its records scattered too, and the order's place cannot be
    /// asked for before its record has come.
    func prefetchRecord(of row: Int) {
        guard made == nil, row < records.count else { return }
        records.withUnsafeBufferPointer { records in
            if let base = records.baseAddress { ordersh_prefetch(base + row) }
        }
    }

    /// Asks the processor to start loading the order of `row`, and goes on. A list in
    /// another order than its orders' (sorted, or a month of a file in another order) reads
    /// them scattered over memory, a cache miss each; asked for a few rows ahead, the misses
    /// of several rows overlap instead of following one another. Its record should be in
    /// the cache already (``prefetchRecord(of:)`` some rows before).
    func prefetchOrder(of row: Int) {
        guard made == nil, row < records.count else { return }
        let position = Int(records[row].position)
        orders.withUnsafeBufferPointer { orders in
            guard let base = orders.baseAddress, position < orders.count else { return }
            // An order may straddle two cache lines.
            let first = UnsafeRawPointer(base + position)
            ordersh_prefetch(first)
            ordersh_prefetch(first + (MemoryLayout<Order>.size - 1))
        }
    }

    /// Asks the processor to start loading the first bytes of the title of `row`, whose
    /// order should be in the cache already (``prefetchOrder(of:)`` some rows before).
    func prefetchTitle(of row: Int) {
        guard made == nil, row < records.count else { return }
        withOrder(of: row) { order in
            Order.withTitleUTF8(of: order) { bytes in
                if let first = bytes.baseAddress { ordersh_prefetch(first) }
            }
        }
    }

    func identifier(of row: Int) -> OrderIdentifier {
        if let made { return made.id }
        return withOrder(of: row) { $0.pointee.identifier }
    }

    func orderNumber(of row: Int) -> String {
        if let made { return made.orderNumber }
        // Through the stored identifier: `number` on the order itself copied the whole order
        // (a retain and a release of each of its parts, on blocks every thread shares).
        return withOrder(of: row) { OrderNumber.label(number: $0.pointee.identifier.number) }
    }

    func title(of row: Int) -> TextSlice {
        if let made { return made.title }
        return withOrder(of: row) { $0.pointee.titleText }
    }

    func requiresSignature(of row: Int) -> Bool {
        if let made { return made.requiresSignature }
        return withOrder(of: row) { $0.pointee.requiresSignature }
    }

    func formattedDate(of row: Int) -> String {
        if let made { return made.formattedDate }
        return dates[Int(records[row].date)]
    }

    func shippingLabel(of row: Int) -> String {
        if let made { return made.shippingLabel }
        return shippings[Int(records[row].shipping)]
    }

    func status(of row: Int) -> StatusText {
        if let made { return made.status }
        return statuses[Int(records[row].status)]
    }

    /// Makes a sheet's records and texts, one row at a time.
    struct Builder {
        private var records: [Record] = []
        private var dates = Palette()
        private var shippings = Palette()
        private var statuses: [StatusText] = []
        private var otherStatuses: [String: UInt32] = [:]

        init(capacity: Int) {
            records.reserveCapacity(capacity)
            for status in [OrderStatus.pending, .processing, .shipped, .delivered, .cancelled] {
                statuses.append(StatusText(label: StatusStyle.label(for: status), color: StatusStyle.color(for: status)))
            }
        }

        /// Adds the row of the order at `position` of the orders, with its labels.
        mutating func add(position: Int, order: UnsafePointer<Order>, formattedDate: String, shippingLabel: String) {
            records.append(Record(
                position: UInt32(position), date: dates.place(of: formattedDate), shipping: shippings.place(of: shippingLabel),
                status: statusPlace(order.orderStatus)))
        }

        /// Adds `other`'s rows after these, its labels found among these or added: the shares
        /// of a list formatted on every core become one sheet, whose rows a show reads
        /// ahead of time (``prefetch(_:recordOf:orderOf:titleOf:)``) as it reads any one sheet's.
        mutating func append(_ other: Builder) {
            let datePlaces = other.dates.texts.map { dates.place(of: $0) }
            let shippingPlaces = other.shippings.texts.map { shippings.place(of: $0) }
            let statusPlaces = other.statuses.indices.map { index in
                index < Self.knownStatuses ? UInt32(index) : otherStatusPlace(other.statuses[index])
            }
            records.reserveCapacity(records.count + other.records.count)
            for record in other.records {
                records.append(Record(
                    position: record.position, date: datePlaces[Int(record.date)], shipping: shippingPlaces[Int(record.shipping)],
                    status: statusPlaces[Int(record.status)]))
            }
        }

        /// How many statuses every sheet holds first, in this order: pending, processing,
        /// shipped, delivered, cancelled.
        private static let knownStatuses = 5

        private mutating func statusPlace(_ status: OrderStatus) -> UInt32 {
            switch status {
            case .pending: return 0
            case .processing: return 1
            case .shipped: return 2
            case .delivered: return 3
            case .cancelled: return 4
            case .other:
                return otherStatusPlace(StatusText(label: StatusStyle.label(for: status), color: StatusStyle.color(for: status)))
            }
        }

        private mutating func otherStatusPlace(_ status: StatusText) -> UInt32 {
            if let found = otherStatuses[status.label] { return found }
            let place = UInt32(statuses.count)
            statuses.append(status)
            otherStatuses[status.label] = place
            return place
        }

        /// The sheet of the rows added, over `orders`.
        func sheet(over orders: [Order]) -> OrderRowSheet {
            OrderRowSheet(orders: orders, records: records, dates: dates.texts, shippings: shippings.texts, statuses: statuses)
        }
    }

    /// Texts as their UTF-8 bytes in one buffer, read in place by their places.
    private struct LabelBytes: Sendable {
        private let bytes: [UInt8]
        /// Where each text's bytes end.
        private let ends: [Int]

        init(_ texts: [String]) {
            var bytes: [UInt8] = []
            var ends: [Int] = []
            for text in texts {
                bytes.append(contentsOf: text.utf8)
                ends.append(bytes.count)
            }
            self.bytes = bytes
            self.ends = ends
        }

        /// Calls `body` with the bytes of the text at `place`.
        func withLabel<Result>(_ place: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
            ends.withUnsafeBufferPointer { ends in
                bytes.withUnsafeBufferPointer { bytes in
                    body(UnsafeBufferPointer(rebasing: bytes[(place == 0 ? 0 : ends[place - 1])..<ends[place]]))
                }
            }
        }
    }

    /// Texts held once each, found by value; the one found last is checked first (a list
    /// sorted by date repeats its day row after row, and most orders ship free).
    private struct Palette {
        private(set) var texts: [String] = []
        private var places: [String: UInt32] = [:]
        private var last: UInt32 = 0

        mutating func place(of text: String) -> UInt32 {
            if Int(last) < texts.count, texts[Int(last)] == text { return last }
            if let found = places[text] {
                last = found
                return found
            }
            last = UInt32(texts.count)
            texts.append(text)
            places[text] = last
            return last
        }
    }
}
