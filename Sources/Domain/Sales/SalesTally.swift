import Foundation

/// What a share of the orders adds to a sales report: counts and sums, merged with other
/// shares' before the report is made.
struct SalesTally: Sendable {
    private(set) var soldCount = 0
    private(set) var revenue = Amount()
    private(set) var previousRevenue = Amount()
    private(set) var statuses = StatusCounts()
    private(set) var items = ItemTotals()

    /// Adds the order at `order`, read in place: to the period's figures when it lies in
    /// `month` (or `month` is `nil`), to the previous month's revenue when it lies in
    /// `previous`. A copy of each order would count references on blocks every share
    /// reads. `order` must stay alive and unchanged during the call.
    mutating func add(at order: UnsafePointer<Order>, month: DateInterval?, previous: DateInterval?, pricer: inout OrderPricer) {
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
        revenue.add(at: order, pricer: &pricer)
        Order.withItems(of: order) { lines in
            for index in lines.indices { items.add(lines[index], cents: lines[index].priceCents) }
        }
    }

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

    /// A name, its hash (found once, kept for growing and merging), and its totals.
    private struct Entry: Sendable {
        let hash: Int
        let name: ExactName
        var line = Line()
    }

    /// Each name's index in `entries`, placed by its hash (open addressing, a power of two
    /// places, at most half of them used; -1: none). A `Dictionary` of names hashed every
    /// name again each time it grew and in the merge of two shares, which then ran on one
    /// core: with names that rarely repeat, a fifth of a sales load.
    private var places: [Int] = []
    private var entries: [Entry] = []

    /// Adds `item`, whose price is `cents` (`nil`: not a whole number of cents).
    mutating func add(_ item: OrderItem, cents: Int?) {
        let name = ExactName(item.storedName)
        let hash = name.hashValue
        let index = index(of: name, hash: hash) ?? insert(Entry(hash: hash, name: name))
        entries[index].line.add(item, cents: cents)
    }

    /// Makes room for `count` names.
    mutating func reserve(_ count: Int) {
        entries.reserveCapacity(count)
        if places.count < Self.placeCount(for: count) { replace(placeCount: Self.placeCount(for: count)) }
    }

    /// Adds `other`'s lines, by the hashes both found (no name is hashed again): into the
    /// table with the more names, so that the fewer move; `other` is left with the rest.
    mutating func merge(_ other: inout ItemTotals) {
        if other.entries.count > entries.count { swap(&self, &other) }
        reserve(entries.count + other.entries.count)
        for entry in other.entries {
            if let index = index(of: entry.name, hash: entry.hash) {
                entries[index].line.merge(entry.line)
            } else {
                _ = insert(entry)
            }
        }
    }

    /// The places a table of `count` names takes: a power of two, at least twice `count`.
    private static func placeCount(for count: Int) -> Int {
        var places = 16
        while places < count * 2 { places *= 2 }
        return places
    }

    /// Where `name` is in `entries`, or `nil`.
    private func index(of name: ExactName, hash: Int) -> Int? {
        guard !places.isEmpty else { return nil }
        let mask = places.count - 1
        var place = hash & mask
        while true {
            let index = places[place]
            if index < 0 { return nil }
            if entries[index].hash == hash, entries[index].name == name { return index }
            place = (place + 1) & mask
        }
    }

    /// Adds `entry` (whose name is not there yet) and returns its index.
    private mutating func insert(_ entry: Entry) -> Int {
        if (entries.count + 1) * 2 > places.count { replace(placeCount: Self.placeCount(for: entries.count + 1)) }
        let index = entries.count
        entries.append(entry)
        place(index, hash: entry.hash)
        return index
    }

    /// Places every entry again in `placeCount` places, by the hashes they keep.
    private mutating func replace(placeCount: Int) {
        places = Array(repeating: -1, count: placeCount)
        for index in entries.indices { place(index, hash: entries[index].hash) }
    }

    private mutating func place(_ index: Int, hash: Int) {
        let mask = places.count - 1
        var place = hash & mask
        while places[place] >= 0 { place = (place + 1) & mask }
        places[place] = index
    }

    /// The first `count` by quantity (descending), then revenue (descending), then name
    /// (code-point order).
    ///
    /// Chosen in one pass that keeps the best `count` so far: a month of names that rarely
    /// repeat holds hundreds of thousands, and sorting them all, or making each one's
    /// `Decimal`s, cost more than reading the month.
    func top(_ count: Int) -> [SalesReport.TopItem] {
        guard count > 0 else { return [] }
        var best: [(name: ExactName, line: Line)] = []
        best.reserveCapacity(count + 1)
        for entry in entries {
            let (name, line) = (entry.name, entry.line)
            if best.count == count, let last = best.last, !Self.ranks(line, name, before: last.line, last.name) { continue }
            var position = best.count
            while position > 0, Self.ranks(line, name, before: best[position - 1].line, best[position - 1].name) { position -= 1 }
            best.insert((name, line), at: position)
            if best.count > count { best.removeLast() }
        }
        return best.map { SalesReport.TopItem(name: $0.name.text, quantity: $0.line.quantity.value, revenue: $0.line.revenue.value) }
    }

    /// Whether `line` named `name` comes before `other` named `otherName`: more sold, then
    /// more revenue, then the name first in code-point order.
    private static func ranks(_ line: Line, _ name: ExactName, before other: Line, _ otherName: ExactName) -> Bool {
        let quantity = line.quantity.order(against: other.quantity)
        if quantity != 0 { return quantity > 0 }
        let revenue = line.revenue.order(against: other.revenue)
        if revenue != 0 { return revenue > 0 }
        return name.precedes(otherName)
    }
}

/// An item name compared by its UTF-8 bytes: the report groups by exact name, and Swift's
/// `String` equality would merge canonically equivalent names (`é` and `e` + U+0301). The
/// bytes are read where the item holds them: a name in a load's shared text makes no
/// `String` until it is among the top items.
struct ExactName: Hashable, Sendable {
    let stored: StoredText

    init(_ stored: StoredText) { self.stored = stored }

    /// The name as a `String`.
    var text: String { stored.string }

    static func == (lhs: ExactName, rhs: ExactName) -> Bool {
        lhs.stored.withUTF8 { left in
            rhs.stored.withUTF8 { right in
                guard left.count == right.count else { return false }
                guard let first = left.baseAddress, let second = right.baseAddress else { return true }
                // Both sides' bytes at once (the generic elementsEqual cost a fifth of a sales load).
                return memcmp(first, second, left.count) == 0
            }
        }
    }

    func hash(into hasher: inout Hasher) {
        stored.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }

    /// Whether this name comes before `other` in code-point order (UTF-8 byte order is the same).
    func precedes(_ other: ExactName) -> Bool {
        stored.withUTF8 { left in other.stored.withUTF8 { right in left.lexicographicallyPrecedes(right) } }
    }
}
