import Foundation

/// The sold items grouped by exact name: quantity, and revenue in whole cents (exactly as a
/// `Decimal` for a price that is not a whole number of cents).
struct ItemTotals: Sendable {
    private struct Line: Sendable {
        var quantity = CountSum()
        var revenue = CentsSum()

        /// Adds the item at `item`, in cents when its price is a whole number of them and
        /// nothing overflows. Read in place: a copy of the item would count a reference on
        /// its name's block.
        mutating func add(at item: UnsafePointer<OrderItem>) {
            let count = item.pointee.quantity
            quantity.add(count)
            if let cents = item.pointee.priceCents {
                let (product, overflow) = cents.multipliedReportingOverflow(by: count)
                if !overflow, revenue.add(cents: product) { return }
            }
            revenue.add(item.pointee.price * Decimal(count))
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

    /// An item hashed and its place asked for, counted ``ahead`` items later.
    ///
    /// It points at the item where its order holds it: a table holds none once its share is
    /// settled, before it leaves the share's thread (hence `@unchecked`).
    private struct Waiting: @unchecked Sendable {
        let hash: Int
        let name: ExactName
        let item: UnsafePointer<OrderItem>
    }

    /// How many items wait between being hashed and being counted. A month of names that
    /// rarely repeat makes a table larger than the cache, and each lookup a miss; asked for
    /// this many items ahead, the misses overlap instead of following one another.
    static let ahead = 16

    /// The items hashed and not yet counted, oldest at `oldest` (a ring once full).
    private var waiting: [Waiting] = []
    private var oldest = 0

    /// Adds the item at `item`: hashed now and its place asked for, counted ``ahead`` items later or by ``settle()``.
    /// `item` must stay alive and unchanged until then (an item of an order being tallied).
    mutating func add(at item: UnsafePointer<OrderItem>) {
        let name = ExactName(item.pointee.storedName)
        var waiting = Waiting(hash: name.hashValue, name: name, item: item)
        askForPlace(of: waiting.hash)
        guard self.waiting.count == Self.ahead else {
            self.waiting.append(waiting)
            return
        }
        // Swapped, not copied: a copy counts a reference on the name's block.
        swap(&waiting, &self.waiting[oldest])
        oldest = (oldest + 1) % Self.ahead
        count(waiting)
    }

    /// Counts every item still waiting, oldest first.
    mutating func settle() {
        for offset in waiting.indices { count(waiting[(oldest + offset) % waiting.count]) }
        waiting.removeAll(keepingCapacity: true)
        oldest = 0
    }

    /// Adds a waiting item to its name's line.
    private mutating func count(_ waiting: consuming Waiting) {
        let item = waiting.item
        let index = index(of: waiting.name, hash: waiting.hash) ?? insert(Entry(hash: waiting.hash, name: waiting.name))
        entries[index].line.add(at: item)
    }

    /// Asks the processor for the place where a name of hash `hash` is looked for first.
    private func askForPlace(of hash: Int) {
        places.withUnsafeBufferPointer { places in
            guard let base = places.baseAddress else { return }
            CacheHint.prefetch(base + (hash & (places.count - 1)))
        }
    }

    /// Makes room for `count` names.
    mutating func reserve(_ count: Int) {
        entries.reserveCapacity(count)
        if places.count < Self.placeCount(for: count) { replace(placeCount: Self.placeCount(for: count)) }
    }

    /// Adds `other`'s lines, by the hashes both found (no name is hashed again): into the
    /// table with the more names, so that the fewer move, each taken out of `other` (left
    /// with no names) rather than copied. Both tables are settled first; the places are
    /// asked for ``ahead`` names ahead.
    mutating func merge(_ other: inout ItemTotals) {
        settle()
        other.settle()
        if other.entries.count > entries.count { swap(&self, &other) }
        reserve(entries.count + other.entries.count)
        // Taken from the end, so each entry moves out of `other` rather than being copied.
        var incoming: [Entry] = []
        swap(&incoming, &other.entries)
        // Its places name entries it no longer holds: an empty table, not a broken one.
        other.places = []
        while let entry = incoming.popLast() {
            if incoming.count >= Self.ahead { askForPlace(of: incoming[incoming.count - Self.ahead].hash) }
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
    private mutating func insert(_ entry: consuming Entry) -> Int {
        if (entries.count + 1) * 2 > places.count { replace(placeCount: Self.placeCount(for: entries.count + 1)) }
        let (index, hash) = (entries.count, entry.hash)
        entries.append(entry)
        place(index, hash: hash)
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
        assert(waiting.isEmpty, "top(_:) of a table with items not yet counted: settle() first")
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
