/// How large a reader's table of order ids is made. A table is touched everywhere it is
/// filled, so its size is memory held until the load ends: sized from the file's size at a
/// guessed few hundred bytes an order, it was twice what a file of larger orders needed
/// (50 MB too much for each half of a million orders of 545 bytes). A reader starts small
/// and, once ``sample`` orders are read, sizes the table for the rest of its part at the
/// rate those took.
enum IdTableSizing {
    /// The orders read before the table is sized.
    static let sample = 1024

    /// The most entries made room for ahead: a table grows past it if it must.
    static let largest = 50_000_000

    /// The entries to make room for: `count` orders that took `used` bytes, and the orders
    /// `remaining` more bytes hold at that rate, with a tenth more for orders that run shorter.
    static func capacity(count: Int, used: Int, remaining: Int) -> Int {
        guard count > 0, used > 0, remaining > 0 else { return count }
        let (product, overflow) = remaining.multipliedReportingOverflow(by: count)
        let more = min(overflow ? remaining / max(1, used / count) : product / used, largest)
        return count + min(more + more / 10, largest)
    }
}
