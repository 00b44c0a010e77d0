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

    /// The first shared block's items: a small data set takes a small block, a large one
    /// doubles its way to ``blockSize``.
    static let firstBlockSize = 64

    private var block: ItemBlock?
    /// Where the current order's items start in `block`.
    private var orderStart = 0
    /// The next shared block's items.
    private var nextBlockSize = firstBlockSize

    public init() {}

    /// The current order's items written so far.
    public var pending: UnsafeBufferPointer<OrderItem> {
        block?.elements(from: orderStart) ?? UnsafeBufferPointer(start: nil, count: 0)
    }

    /// Writes `item` after the current order's items, moving them to a larger block first
    /// when this one is full.
    public func append(_ item: consuming OrderItem) {
        if let block, block.room > 0 {
            block.append(item)
            return
        }
        let count = block.map { $0.count - orderStart } ?? 0
        // The order's items so far move on: to the next shared block, or to a block of
        // their own once they are more than a shared one holds.
        let capacity: Int
        if count < Self.blockSize {
            capacity = min(max(nextBlockSize, count * 2), Self.blockSize)
            nextBlockSize = min(nextBlockSize * 2, Self.blockSize)
        } else {
            capacity = count * 2
        }
        let next = ItemBlock(capacity: capacity)
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

/// A block of items of a load (see ``AppendOnlyBlock``).
typealias ItemBlock = AppendOnlyBlock<OrderItem>
