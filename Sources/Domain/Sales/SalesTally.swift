import Foundation

/// What a share of the orders adds to a sales report: counts and sums, merged with other
/// shares' before the report is made.
struct SalesTally: Sendable {
    private(set) var soldCount = 0
    private(set) var revenue = Amount()
    private(set) var previousRevenue = Amount()
    private(set) var statuses = StatusCounts()
    private(set) var items = ItemTotals()

    /// Adds `order`: to the period's figures when it lies in `month` (or `month` is `nil`),
    /// to the previous month's revenue when it lies in `previous`.
    mutating func add(_ order: Order, month: DateInterval?, previous: DateInterval?, pricer: inout OrderPricer) {
        let createdAt = order.createdAt
        if let month, !(month.start <= createdAt && createdAt < month.end) {
            if let previous, previous.start <= createdAt, createdAt < previous.end, order.status != .cancelled {
                previousRevenue.add(order, pricer: &pricer)
            }
            return
        }
        statuses.add(order.status)
        guard order.status != .cancelled else { return }
        soldCount += 1
        revenue.add(order, pricer: &pricer)
        for item in order.items { items.add(item, cents: item.priceCents) }
    }

    /// Adds another share's figures.
    mutating func merge(_ other: SalesTally) {
        soldCount += other.soldCount
        revenue.merge(other.revenue)
        previousRevenue.merge(other.previousRevenue)
        statuses.merge(other.statuses)
        items.merge(other.items)
    }
}

/// Whole cents, summed with a `Decimal` for what is not whole cents or does not fit an `Int`.
struct CentsSum: Sendable {
    private var cents = 0
    private var rest = Decimal(0)

    /// Adds `cents`; `false` when they did not fit (nothing was added).
    mutating func add(cents: Int) -> Bool {
        let (sum, overflow) = self.cents.addingReportingOverflow(cents)
        if overflow { return false }
        self.cents = sum
        return true
    }

    /// Adds an amount that is not worked out in cents.
    mutating func add(_ amount: Decimal) {
        rest += amount
    }

    mutating func merge(_ other: CentsSum) {
        if !add(cents: other.cents) { rest += Decimal(cents: other.cents) }
        rest += other.rest
    }

    var value: Decimal { Decimal(cents: cents) + rest }
}

/// A sum of counts: an `Int` while it fits, and exactly past `Int.max` (a data file's
/// quantities may each be `Int.max`).
struct CountSum: Sendable {
    private var count = 0
    private var rest = Decimal(0)

    mutating func add(_ value: Int) {
        let (sum, overflow) = count.addingReportingOverflow(value)
        if overflow { rest += Decimal(value) } else { count = sum }
    }

    mutating func merge(_ other: CountSum) {
        add(other.count)
        rest += other.rest
    }

    var value: Decimal { Decimal(count) + rest }
}

/// A sum of order totals (no promo).
struct Amount: Sendable {
    private var sum = CentsSum()

    mutating func add(_ order: Order, pricer: inout OrderPricer) {
        if let total = pricer.totalCents(of: order), sum.add(cents: total) { return }
        sum.add(pricer.price(of: order).total)
    }

    mutating func merge(_ other: Amount) { sum.merge(other.sum) }

    var value: Decimal { sum.value }
}

/// How many orders of the period have each status.
struct StatusCounts: Sendable {
    private var known = [Int](repeating: 0, count: OrderStatus.known.count)
    private var others: [String: Int] = [:]
    private var total = 0

    mutating func add(_ status: OrderStatus) {
        total += 1
        switch status {
        case .pending: known[0] += 1
        case .processing: known[1] += 1
        case .shipped: known[2] += 1
        case .delivered: known[3] += 1
        case .cancelled: known[4] += 1
        case .other(let name): others[name, default: 0] += 1
        }
    }

    mutating func merge(_ other: StatusCounts) {
        total += other.total
        for index in known.indices { known[index] += other.known[index] }
        others.merge(other.others, uniquingKeysWith: +)
    }

    /// One line per status present: known statuses in life-cycle order, then others by name.
    func lines() -> [SalesReport.StatusLine] {
        let known = zip(OrderStatus.known, self.known).filter { $0.1 > 0 }
        let others = self.others.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }.map { (OrderStatus.other($0.key), $0.value) }
        return (known + others).map { status, count in
            SalesReport.StatusLine(status: status, count: count, sharePercent: ComputeSalesReport.wholePercent(Decimal(count) * 100 / Decimal(total)))
        }
    }
}

/// The sold items grouped by exact name: quantity, and revenue in whole cents (exactly as a
/// `Decimal` for a price that is not a whole number of cents).
struct ItemTotals: Sendable {
    private struct Line: Sendable {
        var quantity = CountSum()
        var revenue = CentsSum()

        /// Adds `item`, in cents when its price is a whole number of them and nothing overflows.
        mutating func add(_ item: OrderItem, cents: Int?) {
            quantity.add(item.quantity)
            if let cents {
                let (product, overflow) = cents.multipliedReportingOverflow(by: item.quantity)
                if !overflow, revenue.add(cents: product) { return }
            }
            revenue.add(item.price * Decimal(item.quantity))
        }

        mutating func merge(_ other: Line) {
            quantity.merge(other.quantity)
            revenue.merge(other.revenue)
        }
    }

    private var totals: [ExactName: Line] = [:]

    /// Adds `item`, whose price is `cents` (`nil`: not a whole number of cents).
    mutating func add(_ item: OrderItem, cents: Int?) {
        totals[ExactName(item.name), default: Line()].add(item, cents: cents)
    }

    mutating func merge(_ other: ItemTotals) {
        totals.merge(other.totals) { mine, theirs in
            var line = mine
            line.merge(theirs)
            return line
        }
    }

    /// The first `count` by quantity (descending), then revenue (descending), then name
    /// (code-point order).
    func top(_ count: Int) -> [SalesReport.TopItem] {
        let ranked = totals.map { SalesReport.TopItem(name: $0.key.text, quantity: $0.value.quantity.value, revenue: $0.value.revenue.value) }
        return Array(ranked.sorted { a, b in
            if a.quantity != b.quantity { return a.quantity > b.quantity }
            if a.revenue != b.revenue { return a.revenue > b.revenue }
            return a.name.utf8.lexicographicallyPrecedes(b.name.utf8)
        }.prefix(count))
    }
}

/// An item name compared by its UTF-8 bytes: the report groups by exact name, and Swift's
/// `String` equality would merge canonically equivalent names (`é` and `e` + U+0301).
struct ExactName: Hashable, Sendable {
    let text: String

    init(_ text: String) { self.text = text }

    static func == (lhs: ExactName, rhs: ExactName) -> Bool {
        let left = lhs.text.utf8, right = rhs.text.utf8
        guard left.count == right.count else { return false }
        // Both sides' bytes at once (the generic elementsEqual cost a fifth of a sales load).
        let compared = left.withContiguousStorageIfAvailable { a in
            right.withContiguousStorageIfAvailable { b in
                guard let first = a.baseAddress, let second = b.baseAddress else { return true }
                return memcmp(first, second, a.count) == 0
            }
        }
        return (compared ?? nil) ?? left.elementsEqual(right)
    }

    func hash(into hasher: inout Hasher) {
        var copy = text
        copy.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}
