import Foundation

/// The order of a list of orders. Ties always fall back to the id, ascending,
/// so the order is total and stable.
public struct OrderSorting: Sendable, Hashable {
    public enum Key: String, Sendable, Hashable, CaseIterable {
        case date, total, title
    }

    public let key: Key
    public let ascending: Bool

    public init(key: Key, ascending: Bool) {
        self.key = key
        self.ascending = ascending
    }

    /// Newest first.
    public static let standard = OrderSorting(key: .date, ascending: false)

    /// The direction a key sorts in when none is named: dates and totals descending, titles ascending.
    public static func defaultAscending(for key: Key) -> Bool {
        key == .title
    }

    /// Sorts `positions` of `entries` by the orders there; `locale` collates titles.
    ///
    /// Each order's key is read once into a plain value (its date, total or title rank, and
    /// the first bytes of its id), so comparing never copies an order. Titles are collated
    /// once per distinct title (a list repeats them), each given its rank; titles the locale
    /// calls the same share one, so their orders fall back to the id.
    public func sorted(positions: [Int], of entries: PricedOrders, locale: Locale) -> [Int] {
        var ranks: TitleRanks?
        return sorted(positions: positions, of: entries, locale: locale, ranks: &ranks)
    }

    /// ``sorted(positions:of:locale:)``, reusing the title ranks of an earlier sort of the
    /// same orders when they rank every title of `positions` in `locale` (a filter that
    /// narrows a list sorted by title collates nothing again), and leaving the ranks it used
    /// in `ranks`. Titles are ranked through one collation key each (``TitleCollation``).
    public func sorted(positions: [Int], of entries: PricedOrders, locale: Locale, ranks: inout TitleRanks?) -> [Int] {
        let orders = entries.orders
        switch key {
        case .date:
            return sorted(positions, of: orders) { RadixSort.orderedBits(orders[$0].createdAt.timeIntervalSinceReferenceDate) }
        case .title:
            // Titles are keyed by their bytes, read where the orders hold them: no `String`
            // is made for an order, only one for each distinct title, to collate it.
            if ranks == nil || ranks?.locale != locale
                || !positions.allSatisfy({ ranks?.ranks[TextSlice.Bytes(orders[$0].titleText)] != nil }) {
                var distinct = Set<TextSlice.Bytes>()
                for position in positions { distinct.insert(TextSlice.Bytes(orders[position].titleText)) }
                let keys = Array(distinct)
                let ranked = TitleCollation.ranks(ofDistinct: keys.count, locale: locale) { keys[$0].text.string }
                ranks = TitleRanks(locale: locale, ranks: Dictionary(uniqueKeysWithValues: zip(keys, ranked)))
            }
            let known = ranks?.ranks ?? [:]
            return sorted(positions, of: orders) { UInt64(known[TextSlice.Bytes(orders[$0].titleText)] ?? 0) }
        case .total:
            return sortedByTotal(positions, of: orders, prices: entries.prices)
        }
    }

    /// Sorts by a key that is a plain number (a date's order-preserving bits, a title's rank,
    /// a total's cents): a radix sort of the keys (descending ones with their bits flipped),
    /// then each run of equal keys, nearly always one order long, by id.
    private func sorted(_ positions: [Int], of orders: [Order], primary: (Int) -> UInt64) -> [Int] {
        let flip: UInt64 = ascending ? 0 : ~0
        var keys = positions.map { primary($0) ^ flip }
        var sorted = positions
        RadixSort.sort(&keys, carrying: &sorted)
        var start = 0
        while start < sorted.count {
            var end = start + 1
            while end < sorted.count, keys[end] == keys[start] { end += 1 }
            if end - start > 1 {
                sorted[start..<end].sort { orders[$0].identifier.sortsBefore(orders[$1].identifier) }
            }
            start = end
        }
        return sorted
    }

    /// Sorts by total: as whole cents when every total has them (nearly always), else by
    /// Decimal comparisons, each key read once.
    private func sortedByTotal(_ positions: [Int], of orders: [Order], prices: [OrderPrice]) -> [Int] {
        if positions.allSatisfy({ prices[$0].wholeTotalCents != nil }) {
            return sorted(positions, of: orders) { RadixSort.orderedBits(Int64(prices[$0].wholeTotalCents ?? 0)) }
        }
        var keys: [SortKey] = []
        keys.reserveCapacity(positions.count)
        for position in positions {
            keys.append(SortKey(total: prices[position].total, position: position))
        }
        keys.sort { lhs, rhs in
            if lhs.total != rhs.total { return (lhs.total < rhs.total) == ascending }
            return orders[lhs.position].identifier.sortsBefore(orders[rhs.position].identifier)
        }
        return keys.map(\.position)
    }
}

/// Titles ranked in a locale's collation (titles it calls the same share a rank), kept by a
/// list between two sorts of the same orders.
public struct TitleRanks: Sendable {
    let locale: Locale
    let ranks: [TextSlice.Bytes: Int]
}

/// An order's total, read once for a sort by Decimal totals.
private struct SortKey {
    let total: Decimal
    let position: Int
}
