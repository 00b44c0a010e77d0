import Foundation

/// What a share of the orders adds to a sales report: counts and sums, merged with other
/// shares' before the report is made.
struct SalesTally: Sendable {
    private(set) var soldCount = 0
    private(set) var revenue = Amount()
    private(set) var previousRevenue = Amount()
    private(set) var statuses = StatusCounts()
    private(set) var items = ItemTotals()
    /// The revenue of each of the trend's buckets (``RevenueBuckets``).
    private(set) var bucketRevenue: [CentsSum]

    /// A tally with room for `buckets` buckets of revenue.
    init(buckets: Int = 0) {
        bucketRevenue = Array(repeating: CentsSum(), count: buckets)
    }

    /// Adds the order at `order`, read in place: to the period's figures when it lies in
    /// `month` (or `month` is `nil`), to the previous month's revenue when it lies in
    /// `previous`. A copy of each order would count references on blocks every share
    /// reads. `order` must stay alive and unchanged until ``settle()``: its items wait in the
    /// table of names.
    mutating func add(
        at order: UnsafePointer<Order>, month: DateInterval?, previous: DateInterval?, buckets: RevenueBuckets, pricer: inout OrderPricer
    ) {
        let createdAt = order.pointee.createdAt
        let status = order.orderStatus
        if let month, !(month.start <= createdAt && createdAt < month.end) {
            if let previous, previous.start <= createdAt, createdAt < previous.end, status != .cancelled {
                previousRevenue.add(at: order, pricer: &pricer)
            }
            return
        }
        statuses.add(status)
        guard status != .cancelled else { return }
        soldCount += 1
        let bucket = buckets.bucket(of: createdAt)
        if let total = pricer.totalCents(at: order), revenue.add(cents: total) {
            if let bucket, !bucketRevenue[bucket].add(cents: total) { bucketRevenue[bucket].add(Decimal(cents: total)) }
        } else {
            let total = pricer.price(at: order).total
            revenue.add(total)
            if let bucket { bucketRevenue[bucket].add(total) }
        }
        Order.withItems(of: order) { lines in
            guard let first = lines.baseAddress else { return }
            for index in lines.indices { items.add(at: first + index) }
        }
    }

    /// Counts the items still waiting in the table of names (``ItemTotals/settle()``): before
    /// the orders added may change or go, and before the tally leaves its share.
    mutating func settle() { items.settle() }

    /// Makes room for `count` item names, so that the table of items does not grow step by step.
    mutating func reserveItems(_ count: Int) { items.reserve(count) }

    /// How many items the orders at `positions` that ``add(_:month:previous:pricer:)`` adds
    /// to the items hold: an upper bound on the names they bring.
    static func soldItemCount(_ orders: UnsafeBufferPointer<Order>, at positions: Range<Int>, month: DateInterval?) -> Int {
        var count = 0
        guard let base = orders.baseAddress else { return 0 }
        for position in positions {
            let order = base + position
            let createdAt = order.pointee.createdAt
            if let month, !(month.start <= createdAt && createdAt < month.end) { continue }
            if order.orderStatus != .cancelled { count += Order.withItems(of: order) { $0.count } }
        }
        return count
    }

    /// Adds another share's figures; `other` is left with what is of no more use.
    mutating func merge(_ other: inout SalesTally) {
        soldCount += other.soldCount
        revenue.merge(other.revenue)
        previousRevenue.merge(other.previousRevenue)
        statuses.merge(other.statuses)
        items.merge(&other.items)
        for index in bucketRevenue.indices where index < other.bucketRevenue.count { bucketRevenue[index].merge(other.bucketRevenue[index]) }
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

    /// -1, 0 or 1 as this sum is less than, equal to or greater than `other`: in whole
    /// cents when neither holds more.
    func order(against other: CentsSum) -> Int {
        if rest.isZero, other.rest.isZero { return cents < other.cents ? -1 : (cents == other.cents ? 0 : 1) }
        let mine = value, theirs = other.value
        return mine < theirs ? -1 : (mine == theirs ? 0 : 1)
    }
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

    /// -1, 0 or 1 as this sum is less than, equal to or greater than `other`: as `Int`s
    /// when neither holds more.
    func order(against other: CountSum) -> Int {
        if rest.isZero, other.rest.isZero { return count < other.count ? -1 : (count == other.count ? 0 : 1) }
        let mine = value, theirs = other.value
        return mine < theirs ? -1 : (mine == theirs ? 0 : 1)
    }
}

/// A sum of order totals (no promo).
struct Amount: Sendable {
    private var sum = CentsSum()

    /// Adds the total of the order at `order`, read in place (``SalesTally/add(at:month:previous:pricer:)``).
    mutating func add(at order: UnsafePointer<Order>, pricer: inout OrderPricer) {
        if let total = pricer.totalCents(at: order), sum.add(cents: total) { return }
        sum.add(pricer.price(at: order).total)
    }

    mutating func merge(_ other: Amount) { sum.merge(other.sum) }

    /// Adds a total worked out in cents; `false` when it did not fit (nothing was added).
    mutating func add(cents: Int) -> Bool { sum.add(cents: cents) }

    /// Adds a total that is not worked out in cents.
    mutating func add(_ total: Decimal) { sum.add(total) }

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
