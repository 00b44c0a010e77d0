import CPrefetch
import Domain

/// The ids of the orders one reader has read, each found by its place in the reader's
/// array of orders: the table holds places, not ids.
///
/// A slot is 8 bytes (the place and a few bits of the id's hash, which spare most
/// comparisons a look at the order) where a `Set<OrderIdentifier>` held 24: the two
/// readers of a large file hold their tables at once, and at a million orders of 545
/// bytes the two sets were 48 MB of the load's peak. Open addressing, linear probing, no
/// removal; the hash is the id's `hashValue` (seeded per process, as a `Set`'s).
struct OrderIdTable {
    /// Empty (0), or the place plus one in the low 40 bits and the hash's top 24 bits above.
    private var slots: [UInt64]
    /// The ids held.
    private(set) var count = 0

    private static let placeBits: UInt64 = 40
    private static let placeMask: UInt64 = (1 << placeBits) - 1

    /// A table with room for `minimumCapacity` ids before it grows.
    init(minimumCapacity: Int = 0) {
        slots = Array(repeating: 0, count: Self.slotCount(for: minimumCapacity))
    }

    /// Makes room for `capacity` ids in all; `orders[place]` holds the id of each place held.
    mutating func reserveCapacity(_ capacity: Int, orders: [Order]) {
        let wanted = Self.slotCount(for: capacity)
        if wanted > slots.count { rehash(into: wanted, orders: orders) }
    }

    /// Adds the id of the order that will be at `place`, unless an order at an earlier
    /// place has it: then returns that place and adds nothing. `orders[p]` holds the id
    /// of each place `p` held so far.
    mutating func insert(_ id: OrderIdentifier, at place: Int, orders: [Order]) -> Int? {
        if (count + 1) * 4 > slots.count * 3 { rehash(into: slots.count * 2, orders: orders) }
        let (index, tag, found) = probe(id, orders: orders)
        if let found { return found }
        slots[index] = tag << Self.placeBits | UInt64(place + 1)
        count += 1
        return nil
    }

    /// The place of the order with `id`, if the table holds one.
    func place(of id: OrderIdentifier, orders: [Order]) -> Int? {
        probe(id, orders: orders).found
    }

    /// Whether the table holds the id of any of `later[positions]`; `orders[p]` holds the
    /// id of each place `p` held.
    ///
    /// The ids are looked up a batch at a time, each batch's slots asked for before the
    /// first is read: in a table larger than the cache (64 MB at ten million orders) every
    /// lookup is a miss, and misses asked for together overlap. One lookup after another,
    /// this check took 39 times as long for ten times the orders.
    func holdsAnyId(of later: [Order], at positions: Range<Int>, orders: [Order]) -> Bool {
        let batch = 32
        var hashes = [UInt64](repeating: 0, count: batch)
        return slots.withUnsafeBufferPointer { slots in
            hashes.withUnsafeMutableBufferPointer { hashes in
                guard let base = slots.baseAddress else { return false }
                let mask = slots.count - 1
                var start = positions.lowerBound
                while start < positions.upperBound {
                    let end = min(start + batch, positions.upperBound)
                    for position in start..<end {
                        let hash = Self.hash(of: later[position].identifier)
                        hashes[position - start] = hash
                        ordersh_prefetch(base + (Int(truncatingIfNeeded: hash) & mask))
                    }
                    for position in start..<end
                    where Self.probe(slots, later[position].identifier, hash: hashes[position - start], orders: orders).found != nil {
                        return true
                    }
                    start = end
                }
                return false
            }
        }
    }

    /// The hash of `id` the table places it by.
    private static func hash(of id: OrderIdentifier) -> UInt64 {
        UInt64(UInt(bitPattern: id.hashValue))
    }

    /// The slot that holds `id`'s place (`found`), or the empty one where it would go,
    /// with the hash bits a slot keeps for it.
    private func probe(_ id: OrderIdentifier, orders: [Order]) -> (index: Int, tag: UInt64, found: Int?) {
        slots.withUnsafeBufferPointer { Self.probe($0, id, hash: Self.hash(of: id), orders: orders) }
    }

    /// ``probe(_:orders:)`` in `slots`, for `id` whose hash is `hash`.
    private static func probe(
        _ slots: UnsafeBufferPointer<UInt64>, _ id: OrderIdentifier, hash: UInt64, orders: [Order]
    ) -> (index: Int, tag: UInt64, found: Int?) {
        let tag = hash >> placeBits
        let mask = slots.count - 1
        var index = Int(truncatingIfNeeded: hash) & mask
        while true {
            let slot = slots[index]
            if slot == 0 { return (index, tag, nil) }
            let held = Int(slot & placeMask) - 1
            if slot >> placeBits == tag, orders[held].identifier == id { return (index, tag, held) }
            index = (index + 1) & mask
        }
    }

    /// A power of two that holds `capacity` ids at most three quarters full.
    private static func slotCount(for capacity: Int) -> Int {
        var slots = 8
        while slots / 4 * 3 < capacity, slots < 1 << 40 { slots *= 2 }
        return slots
    }

    private mutating func rehash(into slotCount: Int, orders: [Order]) {
        var moved = [UInt64](repeating: 0, count: slotCount)
        let mask = slotCount - 1
        moved.withUnsafeMutableBufferPointer { moved in
            for slot in slots where slot != 0 {
                let hash = Self.hash(of: orders[Int(slot & Self.placeMask) - 1].identifier)
                var index = Int(truncatingIfNeeded: hash) & mask
                while moved[index] != 0 { index = (index + 1) & mask }
                moved[index] = slot
            }
        }
        slots = moved
    }
}
