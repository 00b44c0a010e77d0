import CPrefetch

/// Asks the processor for memory before it is read: the one place Domain names the C hint
/// (a compiler builtin with no behaviour; see docs/architecture.md).
enum CacheHint {
    /// Starts loading the cache line holding `address`, and goes on at once: a hint, never a
    /// fault (any address may be given).
    @inline(__always)
    static func prefetch(_ address: UnsafeRawPointer) {
        ordersh_prefetch(address)
    }
}
