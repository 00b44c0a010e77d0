import Foundation

/// An order placed by a customer: the aggregate every use case works on.
public struct Order: Sendable, Hashable, Identifiable {
    // Laid out so nothing pads, for the millions a load holds: the 17-byte identifier, a
    // byte of address and status, and the items' count and start share three words; then
    // the title (bytes of a shared block), the date and where the items are held. An order
    // is 56 bytes.
    /// The id as held: packed when it has the usual shape (see ``OrderIdentifier``).
    public let identifier: OrderIdentifier
    /// The address (bit 0), a known status's code (bits 1–3; ``StatusCode``), and whether
    /// some item needs a signature (bit 4: the list reads it for every row, and the items
    /// are in memory the decoder has just written, not wherever the row's order is).
    fileprivate let flags: UInt8
    /// How many items, or ``OrderItems/wholeBlock`` when they are all of their block's.
    private let itemCount: UInt16
    private let itemStart: UInt32
    /// The title as held: a reader writes the titles of a load into shared blocks (a title
    /// as a `String` was a heap object of its own, 80 bytes for 28 of text).
    public let titleText: TextSlice
    public let createdAt: Date
    /// Where the items are held (an ``ItemBlock``), or, when the status code is
    /// ``StatusCode/other``, an ``OtherStatus`` that holds the status and the block. A
    /// plain reference: an enum of the two would mark one case in the pointer's spare
    /// bits, which LeakSanitizer cannot see through (it reported the box as leaked).
    private let extra: (any AnyObject & Sendable)?

    /// The id as written in the data.
    public var id: String { identifier.text }

    /// The title, made from the bytes it is held in.
    public var title: String { titleText.string }

    /// Calls `body` with the UTF-8 of the title of the order at `order`, read in place
    /// without a reference count (``TextSlice/withUTF8(at:_:)``); `order` must stay alive and
    /// unchanged during the call.
    public static func withTitleUTF8<Result>(
        of order: UnsafePointer<Order>, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result
    ) rethrows -> Result {
        guard let titleOffset else { return try order.pointee.titleText.withUTF8(body) }
        let title = (UnsafeRawPointer(order) + titleOffset).assumingMemoryBound(to: TextSlice.self)
        return try TextSlice.withUTF8(at: title, body)
    }

    /// Where an order holds its title.
    private static let titleOffset = MemoryLayout<Order>.offset(of: \Order.titleText)

    /// Calls `body` with the items of the order at `order`, read in place without a
    /// reference count on their block (as ``withTitleUTF8(of:_:)`` reads the title): orders
    /// in position order have their items in blocks that every core pricing them shares.
    /// `order` must stay alive and unchanged during the call.
    public static func withItems<Result>(
        of order: UnsafePointer<Order>, _ body: (UnsafeBufferPointer<OrderItem>) throws -> Result
    ) rethrows -> Result {
        // An order of another status holds its block in a box.
        guard let extraOffset, StatusCode(flags: order.pointee.flags) != .other else {
            return try order.pointee.items.withElements(body)
        }
        // The reference's bits, loaded as a pointer: no count is taken, and the order holds one.
        guard let block = UnsafeRawPointer(order).load(fromByteOffset: extraOffset, as: UnsafeRawPointer?.self) else {
            return try body(UnsafeBufferPointer(start: nil, count: 0))
        }
        let (start, count) = (Int(order.pointee.itemStart), order.pointee.itemCount)
        return try Unmanaged<ItemBlock>.fromOpaque(block)._withUnsafeGuaranteedRef { block in
            try body(block.elements(from: start, count: count == OrderItems.wholeBlock ? block.count - start : Int(count)))
        }
    }

    /// Where an order holds its items' block (or the box of another status).
    private static let extraOffset = MemoryLayout<Order>.offset(of: \Order.extra)

    public init(
        id: String,
        title: String,
        createdAt: Date,
        status: OrderStatus,
        items: [OrderItem],
        shippingAddress: Address
    ) {
        self.init(
            identifier: OrderIdentifier(id), title: title, createdAt: createdAt, status: status, items: items,
            shippingAddress: shippingAddress)
    }

    public init(
        identifier: OrderIdentifier,
        title: String,
        createdAt: Date,
        status: OrderStatus,
        items: [OrderItem],
        shippingAddress: Address
    ) {
        self.init(
            identifier: identifier, title: TextSlice(title), createdAt: createdAt, status: status, items: OrderItems(items),
            shippingAddress: shippingAddress)
    }

    /// An order whose title and items are already held (a reader's ``TextStore`` and
    /// ``ItemStore``).
    public init(
        identifier: OrderIdentifier,
        title: TextSlice,
        createdAt: Date,
        status: OrderStatus,
        items: OrderItems,
        shippingAddress: Address
    ) {
        self.identifier = identifier
        titleText = title
        self.createdAt = createdAt
        let parts = items.parts
        itemStart = parts.start
        itemCount = parts.count
        let signed = items.contains { $0.requiresSignature }
        flags = (shippingAddress.isResidential ? 1 : 0) | StatusCode(status).rawValue << 1 | (signed ? 1 << 4 : 0)
        if case .other(let name) = status {
            extra = OtherStatus(name: name, block: parts.block)
        } else {
            extra = parts.block
        }
    }

    /// The box of a status this version does not know, when the status code says so.
    private var otherStatus: OtherStatus? {
        guard StatusCode(flags: flags) == .other, let extra else { return nil }
        // The code is set exactly when `extra` is an `OtherStatus` (the initializer above).
        return unsafeDowncast(extra, to: OtherStatus.self)
    }

    /// Where the order's items are held (`nil`: there are none).
    private var itemBlock: ItemBlock? {
        if let otherStatus { return otherStatus.block }
        // Any other `extra` is the items' block (the initializer above).
        return extra.map { unsafeDowncast($0, to: ItemBlock.self) }
    }

    /// The order's lines, in order.
    public var items: OrderItems {
        OrderItems(parts: (itemBlock, itemStart, itemCount))
    }

    public var status: OrderStatus {
        if let otherStatus { return .other(otherStatus.name) }
        return StatusCode(flags: flags)?.status ?? .other("")
    }

    public var shippingAddress: Address { Address(isResidential: flags & 1 != 0) }

    public static func == (lhs: Order, rhs: Order) -> Bool {
        lhs.identifier == rhs.identifier && lhs.titleText == rhs.titleText && lhs.createdAt == rhs.createdAt
            && lhs.status == rhs.status && lhs.shippingAddress == rhs.shippingAddress && lhs.items == rhs.items
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(identifier)
        hasher.combine(titleText)
        hasher.combine(createdAt)
        hasher.combine(status)
        hasher.combine(items)
        hasher.combine(shippingAddress)
    }

    /// True when some item needs a signature and the parcel goes to a home.
    public var requiresSignature: Bool { Self.requiresSignature(flags: flags) }

    /// Bit 4 (some item needs a signature) and bit 0 (a home address) of `flags`.
    fileprivate static func requiresSignature(flags: UInt8) -> Bool {
        flags & 0b1_0001 == 0b1_0001
    }

    /// The short number people quote: the first eight characters of the id, uppercased.
    public var number: String { identifier.number }
}

extension Order: CustomReflectable {
    /// The order's values, as printed: where its items are held does not show.
    public var customMirror: Mirror {
        Mirror(self, children: [
            "title": title, "createdAt": createdAt, "status": status, "items": items,
            "identifier": identifier, "shippingAddress": shippingAddress,
        ], displayStyle: .struct)
    }
}

/// A status this version does not know, and the items' block of its order.
private final class OtherStatus: Sendable {
    let name: String
    let block: ItemBlock?

    init(name: String, block: ItemBlock?) {
        self.name = name
        self.block = block
    }
}

/// A status as three bits of an ``Order``'s flags.
private enum StatusCode: UInt8 {
    case pending, processing, shipped, delivered, cancelled
    /// Not known: the name is in the order's ``OtherStatus``.
    case other = 7

    init(_ status: OrderStatus) {
        switch status {
        case .pending: self = .pending
        case .processing: self = .processing
        case .shipped: self = .shipped
        case .delivered: self = .delivered
        case .cancelled: self = .cancelled
        case .other: self = .other
        }
    }

    /// The code held in bits 1–3 of an order's `flags`.
    init?(flags: UInt8) {
        self.init(rawValue: flags >> 1 & 0b111)
    }

    /// The known status, or `nil` for ``other``.
    var status: OrderStatus? {
        switch self {
        case .pending: .pending
        case .processing: .processing
        case .shipped: .shipped
        case .delivered: .delivered
        case .cancelled: .cancelled
        case .other: nil
        }
    }
}

extension UnsafePointer<Order> {
    /// The status of the order here, read in place. `pointee.status` from another module
    /// copies the whole order first (a retain and a release of each of its parts, on blocks
    /// every thread reading the orders shares); a known status is one byte of it.
    public var orderStatus: OrderStatus {
        if let known = StatusCode(flags: pointee.flags)?.status { return known }
        return pointee.status
    }

    /// Whether the order here requires a signature, read in place (``orderStatus``).
    public var orderRequiresSignature: Bool {
        Order.requiresSignature(flags: pointee.flags)
    }
}
