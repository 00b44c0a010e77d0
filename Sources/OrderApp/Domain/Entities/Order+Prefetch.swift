extension Order {
    /// How many orders ahead a pass over orders in position order (the list's pricing, the
    /// sales tally) asks for their items.
    public static let itemsAhead = 8

    /// Asks the processor to start loading the items of the order at `order`, and goes on
    /// at once. Orders read in another order than by position (a store's month, read by
    /// time) have their items scattered over the read's blocks, a cache miss each; asked
    /// for some orders ahead, the misses overlap instead of following one another.
    /// `order` must stay alive and unchanged during the call.
    public static func prefetchItems(of order: UnsafePointer<Order>) {
        withItems(of: order) { items in
            guard let first = items.baseAddress, !items.isEmpty else { return }
            CacheHint.prefetch(first)
            CacheHint.prefetch(UnsafeRawPointer(first + items.count) - 1)
        }
    }
}
