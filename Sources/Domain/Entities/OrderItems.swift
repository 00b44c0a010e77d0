/// The items of one order, in order: a range of a load's shared item storage, so a
/// million orders are not a million arrays (each 32 bytes of header and the allocator's
/// own, on top of its items). It reads, compares and hashes as an array of its items.
public struct OrderItems: RandomAccessCollection, Sendable, Hashable, ExpressibleByArrayLiteral {
    private let block: ItemBlock?
    private let start: UInt32
    private let length: UInt32

    /// `items` in storage of their own (an order made by hand, a test's).
    public init(_ items: [OrderItem]) {
        self = items.isEmpty ? OrderItems(block: nil, start: 0, count: 0) : ItemStore.alone(items)
    }

    public init(arrayLiteral items: OrderItem...) {
        self.init(items)
    }

    fileprivate init(block: ItemBlock?, start: Int, count: Int) {
        self.block = block
        self.start = UInt32(truncatingIfNeeded: start)
        length = UInt32(truncatingIfNeeded: count)
    }

    /// The count an ``Order`` keeps for items that are all of their block's: a block holds
    /// at most ``ItemStore/blockSize`` items of many orders, or one order's items alone.
    static let wholeBlock = UInt16.max

    /// What an ``Order`` keeps of these items, in 14 bytes.
    var parts: (block: ItemBlock?, start: UInt32, count: UInt16) {
        if let block, length > UInt32(ItemStore.blockSize) {
            // Only a block of its own holds more than a shared block's items.
            return (block, 0, Self.wholeBlock)
        }
        return (block, start, UInt16(truncatingIfNeeded: length))
    }

    /// The items an ``Order`` kept as ``parts``.
    init(parts: (block: ItemBlock?, start: UInt32, count: UInt16)) {
        block = parts.block
        start = parts.start
        length = parts.count == Self.wholeBlock ? UInt32(truncatingIfNeeded: parts.block?.count ?? 0) : UInt32(parts.count)
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { Int(length) }
    public var count: Int { Int(length) }

    public subscript(position: Int) -> OrderItem {
        precondition(position >= 0 && position < Int(length), "item index out of range")
        // A non-empty range always has its block.
        return block.unsafelyUnwrapped.item(at: Int(start) + position)
    }

    public static func == (lhs: OrderItems, rhs: OrderItems) -> Bool {
        lhs.elementsEqual(rhs)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for item in self { hasher.combine(item) }
    }
}

extension OrderItems: CustomStringConvertible, CustomDebugStringConvertible {
    /// The items as an array prints them.
    public var description: String { Array(self).description }
    public var debugDescription: String { Array(self).debugDescription }
}

/// Append-only storage for the items of one reader's orders: items are written into
/// blocks that never move or change once an order's items are finished, so an
/// ``OrderItems`` made from them stays valid wherever it goes. One reader (one thread)
/// writes; many may read.
///
/// A reader writes an order's items one by one (``append(_:)``) straight into a block, then
/// ``finish()``es them into an ``OrderItems``, or ``cancel()``s them when the order is bad.
public final class ItemStore {
    /// The items of one shared block; an order with more gets a block of its own.
    static let blockSize = 2048

    private var block: ItemBlock?
    /// Where the current order's items start in `block`.
    private var orderStart = 0

    public init() {}

    /// The current order's items written so far.
    public var pending: UnsafeBufferPointer<OrderItem> {
        block?.items(from: orderStart) ?? UnsafeBufferPointer(start: nil, count: 0)
    }

    /// Writes `item` after the current order's items, moving them to a larger block first
    /// when this one is full.
    public func append(_ item: OrderItem) {
        if let block, block.room > 0 {
            block.append(item)
            return
        }
        let count = block.map { $0.count - orderStart } ?? 0
        // The order's items so far move on; a block of their own once past a shared one.
        let next = ItemBlock(capacity: count < Self.blockSize ? Self.blockSize : count * 2)
        if let block, count > 0 { block.moveTail(from: orderStart, to: next) }
        block = next
        orderStart = 0
        next.append(item)
    }

    /// The current order's items, finished: the next ``append(_:)`` starts another order.
    public func finish() -> OrderItems {
        guard let block else { return OrderItems(block: nil, start: 0, count: 0) }
        let items = OrderItems(block: block, start: orderStart, count: block.count - orderStart)
        if items.count > Self.blockSize {
            // A block this order has alone: the next order starts a new one.
            self.block = nil
            orderStart = 0
        } else {
            orderStart = block.count
        }
        return items.isEmpty ? OrderItems(block: nil, start: 0, count: 0) : items
    }

    /// Forgets the current order's items.
    public func cancel() {
        block?.removeTail(from: orderStart)
    }

    /// `items`, stored.
    public func store(_ items: [OrderItem]) -> OrderItems {
        for item in items { append(item) }
        return finish()
    }

    /// `items` in a block of their own.
    static func alone(_ items: [OrderItem]) -> OrderItems {
        let block = ItemBlock(capacity: items.count)
        for item in items { block.append(item) }
        return OrderItems(block: block, start: 0, count: items.count)
    }
}

/// A block of items written front to back. Items that an ``OrderItems`` names are never
/// changed; only the unfinished items past them are moved or removed.
///
/// `@unchecked Sendable`: the items an ``OrderItems`` names were written before it was
/// made, and nothing writes them again; the store's one writer works past them only.
final class ItemBlock: @unchecked Sendable {
    private let base: UnsafeMutablePointer<OrderItem>
    private let capacity: Int
    private var used = 0

    init(capacity: Int) {
        base = .allocate(capacity: capacity)
        self.capacity = capacity
    }

    deinit {
        base.deinitialize(count: used)
        base.deallocate()
    }

    var room: Int { capacity - used }

    /// The items written.
    var count: Int { used }

    func append(_ item: OrderItem) {
        (base + used).initialize(to: item)
        used += 1
    }

    /// The items from `start` to the last written.
    func items(from start: Int) -> UnsafeBufferPointer<OrderItem> {
        UnsafeBufferPointer(start: base + start, count: used - start)
    }

    /// Moves the items from `start` on to the end of `other`.
    func moveTail(from start: Int, to other: ItemBlock) {
        let count = used - start
        (other.base + other.used).moveInitialize(from: base + start, count: count)
        other.used += count
        used = start
    }

    /// Removes the items from `start` on.
    func removeTail(from start: Int) {
        (base + start).deinitialize(count: used - start)
        used = start
    }

    func item(at index: Int) -> OrderItem {
        base[index]
    }
}
