internal import Domain

/// The slots of a buffer being filled by several threads, each its own positions.
struct DisjointSlots<Element>: @unchecked Sendable {
    let base: UnsafeMutablePointer<Element>

    /// Fills an uninitialized slot.
    func initialize(_ position: Int, to value: Element) {
        (base + position).initialize(to: value)
    }
}

/// Fetched orders read by several threads while nothing changes them.
struct SharedOrders: @unchecked Sendable {
    let orders: UnsafeBufferPointer<Order>
}

/// Loaded orders and prices read by several threads while nothing changes them (a publish waits).
struct SharedEntries: @unchecked Sendable {
    let orders: UnsafeBufferPointer<Order>
    let prices: UnsafeBufferPointer<OrderPrice>
}
