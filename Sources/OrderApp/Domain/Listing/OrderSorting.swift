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
        sorted(positions: positions, of: entries, locale: locale, ranks: &ranks, stoppingIf: { false }) ?? positions
    }

    /// ``sorted(positions:of:locale:ranks:)``, asking `stop` between its steps (and every
    /// few thousand orders within the longest): `nil` once it says so, `ranks` as they were.
    /// A million orders take a good part of a second to sort, and Ctrl-C stops the sort
    /// within a tenth of one (shell.md §4).
    public func sorted(
        positions: [Int], of entries: PricedOrders, locale: Locale, ranks: inout TitleRanks?, stoppingIf stop: () -> Bool
    ) -> [Int]? {
        let orders = entries.orders
        switch key {
        case .date:
            return sorted(positions, of: orders, stoppingIf: stop) { RadixSort.orderedBits(orders[$0].createdAt.timeIntervalSinceReferenceDate) }
        case .title:
            var used = ranks
            let keys = titleKeys(positions, of: orders, locale: locale, ranks: &used)
            guard !stop(), let sorted = sorted(positions, of: orders, keys: keys, stoppingIf: stop) else { return nil }
            ranks = used
            return sorted
        case .total:
            return sortedByTotal(positions, of: orders, prices: entries.prices, stoppingIf: stop)
        }
    }

    /// How many orders a step of a sort reads between two questions whether to stop.
    static let stopInterval = 1 << 15

    /// The title rank of each of `positions`, from `ranks` when they rank every title there
    /// in `locale`, else from the titles collated again (left in `ranks`).
    ///
    /// Titles are keyed by their bytes, read where the orders hold them: no `String` is made
    /// for an order, only one for each distinct title, to collate it. Each title is hashed
    /// once: a set of the distinct titles, a dictionary of their ranks and a lookup for
    /// each order hashed a million distinct titles three times.
    private func titleKeys(_ positions: [Int], of orders: [Order], locale: Locale, ranks: inout TitleRanks?) -> [UInt64] {
        var keys: [UInt64] = []
        keys.reserveCapacity(positions.count)
        if let known = ranks, known.locale == locale {
            for position in positions {
                guard let rank = known.ranks[TextSlice.Bytes(orders[position].titleText)] else { break }
                keys.append(UInt64(rank))
            }
            if keys.count == positions.count { return keys }
            keys.removeAll(keepingCapacity: true)
        }
        // Each order's distinct title, by the index of its first appearance.
        var places: [TextSlice.Bytes: Int] = [:]
        // Grown by doubling, the table was hashed again at each size (a fifth of ranking a
        // million distinct titles); room set aside for titles that repeat is never touched.
        places.reserveCapacity(positions.count)
        var distinct: [TextSlice.Bytes] = []
        for position in positions {
            let title = TextSlice.Bytes(orders[position].titleText)
            // One lookup that inserts the next place when the title is new.
            let place = Self.value(of: &places[title, default: distinct.count])
            if place == distinct.count { distinct.append(title) }
            keys.append(UInt64(place))
        }
        let ranked = TitleCollation.ranks(ofDistinct: distinct.count, locale: locale) { distinct[$0].text.string }
        for index in keys.indices { keys[index] = UInt64(ranked[Int(keys[index])]) }
        ranks = TitleRanks(locale: locale, ranks: places.mapValues { ranked[$0] })
        return keys
    }

    /// The value in `slot`: read through `inout`, a dictionary's `default:` subscript
    /// inserts its default in the same lookup.
    private static func value(of slot: inout Int) -> Int { slot }

    /// Sorts by a key that is a plain number (a date's order-preserving bits, a title's rank,
    /// a total's cents): a radix sort of the keys (descending ones with their bits flipped),
    /// then each run of equal keys, nearly always one order long, by id.
    private func sorted(_ positions: [Int], of orders: [Order], stoppingIf stop: () -> Bool, primary: (Int) -> UInt64) -> [Int]? {
        guard !stop() else { return nil }
        return sorted(positions, of: orders, keys: positions.map(primary), stoppingIf: stop)
    }

    /// ``sorted(_:of:stoppingIf:primary:)`` with the key of each of `positions` given.
    private func sorted(_ positions: [Int], of orders: [Order], keys primary: [UInt64], stoppingIf stop: () -> Bool) -> [Int]? {
        guard !stop() else { return nil }
        let flip: UInt64 = ascending ? 0 : ~0
        var keys = ascending ? primary : primary.map { $0 ^ flip }
        var sorted = positions
        RadixSort.sort(&keys, carrying: &sorted)
        guard !stop() else { return nil }
        var stopped = false
        var ordered = 0
        RadixSort.forEachTie(in: keys) { tie in
            guard !stopped else { return }
            Self.orderById(&sorted, tie, of: orders)
            ordered += tie.count
            if ordered >= Self.stopInterval {
                ordered = 0
                stopped = stop()
            }
        }
        return stopped ? nil : sorted
    }

    /// A run at least this long is ordered by a radix sort of its ids' first bytes.
    static let radixRunLength = 32

    /// Puts the positions in `run` of `sorted` (orders of one key) in the order of their
    /// ids. A long run (a title a catalogue repeats on thousands of orders) is ordered by a
    /// radix sort of its ids' first eight bytes, and only ids with equal ones by comparison:
    /// a comparison sort paid two scattered loads of an order a comparison, and a million
    /// orders of 40 titles took seconds to sort by title. A run with an id whose first bytes
    /// are not ASCII is compared throughout.
    static func orderById(_ sorted: inout [Int], _ run: Range<Int>, of orders: [Order]) {
        if run.count >= radixRunLength {
            var positions = Array(sorted[run])
            var prefixes: [UInt64] = []
            prefixes.reserveCapacity(run.count)
            for position in positions {
                guard let prefix = orders[position].identifier.sortPrefix else { break }
                prefixes.append(prefix)
            }
            if prefixes.count == positions.count {
                RadixSort.sort(&prefixes, carrying: &positions)
                // Equal first bytes: the ids' texts decide, as `sortsBefore` does.
                RadixSort.forEachTie(in: prefixes) { tie in positions[tie].sort { orders[$0].identifier < orders[$1].identifier } }
                sorted.replaceSubrange(run, with: positions)
                return
            }
        }
        sorted[run].sort { orders[$0].identifier.sortsBefore(orders[$1].identifier) }
    }

    /// Sorts by total: as whole cents when every total has them (nearly always), else by
    /// Decimal comparisons, each key read once.
    private func sortedByTotal(_ positions: [Int], of orders: [Order], prices: [OrderPrice], stoppingIf stop: () -> Bool) -> [Int]? {
        if positions.allSatisfy({ prices[$0].wholeTotalCents != nil }) {
            return sorted(positions, of: orders, stoppingIf: stop) { RadixSort.orderedBits(Int64(prices[$0].wholeTotalCents ?? 0)) }
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
