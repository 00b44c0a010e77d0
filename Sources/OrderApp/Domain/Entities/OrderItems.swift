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

    init(block: ItemBlock?, start: Int, count: Int) {
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
        return block.unsafelyUnwrapped[Int(start) + position]
    }

    /// Calls `body` with the items where they lie, side by side in their block.
    func withElements<Result>(_ body: (UnsafeBufferPointer<OrderItem>) throws -> Result) rethrows -> Result {
        guard let block else { return try body(UnsafeBufferPointer(start: nil, count: 0)) }
        return try withExtendedLifetime(block) { try body(block.elements(from: Int(start), count: Int(length))) }
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
