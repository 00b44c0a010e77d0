internal import Domain
import Foundation

/// The list's speed machinery, apart from what the list shows: it prices a load's orders
/// on every core, once; keeps each row formatted the first time it is shown in an
/// environment (the row-slot cache); and finds and gathers the rows of a view. The
/// ViewModel decides what to show and publishes it; this makes it fast at a million orders.
struct OrderListEngine {
    /// Every order read, with its price, in the order read.
    let entries: PricedOrders
    /// Rows already formatted in the current environment, in `formattedRows`, found by
    /// position in `entries` (-1: not formatted yet). A million loaded orders cost four
    /// bytes each here until their row is first shown.
    private var rowSlots: [Int32]
    private var formattedRows: [OrderRow] = []

    init(entries: PricedOrders) {
        self.entries = entries
        rowSlots = Array(repeating: -1, count: entries.orders.count)
    }

    /// Forgets every formatted row (the environment changed).
    mutating func forgetFormattedRows() {
        rowSlots = Array(repeating: -1, count: entries.orders.count)
        formattedRows = []
    }

    /// The positions of the entries that pass `test`, in order.
    func positions(passing test: OrderFilter.Prepared, stoppingIf stop: () -> Bool = { false }) -> [Int]? {
        var passing: [Int] = []
        var stopped = false
        entries.orders.withUnsafeBufferPointer { orders in
            entries.prices.withUnsafeBufferPointer { prices in
                // Each order read in place: passed by value, it was copied whole.
                guard let base = orders.baseAddress else { return }
                for position in orders.indices {
                    if position & 0x7FFF == 0, stop() {
                        stopped = true
                        return
                    }
                    if test.includes(orderAt: base + position, price: prices[position]) { passing.append(position) }
                }
            }
        }
        return stopped ? nil : passing
    }

    /// The rows of the entries at `order`, in that order. Rows not formatted yet are
    /// formatted here, once (read in place: an order is never copied whole to make its
    /// row), with what `formatters` remembers, and added to the cache in one go.
    @MainActor mutating func rows(at order: [Int], formatters: DisplayFormatters) -> [OrderRow] {
        let unformatted = rowSlots.withUnsafeBufferPointer { slots in order.filter { slots[$0] < 0 } }
        let made = Self.makeRows(unformatted, of: entries, texts: formatters.remembered)
        formatters.adopt(made.texts, requests: made.requests)
        let firstSlot = formattedRows.count
        // The first rows of an environment are the cache as made, not a copy of them.
        if formattedRows.isEmpty { formattedRows = made.rows } else { formattedRows.append(contentsOf: made.rows) }
        rowSlots.withUnsafeMutableBufferPointer { slots in
            for (offset, position) in unformatted.enumerated() { slots[position] = Int32(firstSlot + offset) }
        }
        // Every row just made, in the order asked (a load's first list): the list shares the
        // cache's array until the cache grows.
        if firstSlot == 0, unformatted.count == order.count { return formattedRows }
        return Self.gather(rowSlots.withUnsafeBufferPointer { slots in order.map { Int(slots[$0]) } }, from: formattedRows)
    }

    // MARK: Pricing

    /// What a load hands to the main actor: every order read, priced, and how each can be typed.
    struct PricedList: Sendable {
        let entries: PricedOrders
        let store: StoreSettings
        let selection: OrderSelection
    }

    /// Prices every order away from the main actor, a share of the orders on each core. The
    /// orders array is kept as fetched; the prices are made beside it.
    static func price(_ selection: OrderSelection, store: StoreSettings, calculator: CalculateOrderTotal) async -> PricedList {
        let orders = selection.orders
        let prices = [OrderPrice](unsafeUninitializedCapacity: orders.count) { buffer, initialized in
            guard let base = buffer.baseAddress else { return }
            let slots = DisjointSlots(base: base)
            eachShare(of: orders) { source, range in
                var pricer = OrderPricer(calculator: calculator, store: store)
                guard let orders = source.orders.baseAddress else { return }
                for position in range {
                    if position + Order.itemsAhead < range.upperBound { Order.prefetchItems(of: orders + position + Order.itemsAhead) }
                    slots.initialize(position, to: pricer.price(at: orders + position))
                }
            }
            initialized = orders.count
        }
        return PricedList(entries: PricedOrders(orders: orders, prices: prices), store: store, selection: selection)
    }

    /// How each of `orders` is typed as a reference (`#7F3A9C2E`), in order, a share on each core.
    static func references(of orders: [Order]) -> [String] {
        [String](unsafeUninitializedCapacity: orders.count) { buffer, initialized in
            guard let base = buffer.baseAddress else { return }
            let slots = DisjointSlots(base: base)
            eachShare(of: orders) { source, range in
                for position in range { slots.initialize(position, to: OrderNumber.reference(for: source.orders[position])) }
            }
            initialized = orders.count
        }
    }

    /// Calls `body` with a share of the positions of `orders` on each core (one share when
    /// they are few), the orders read in place: copying one costs a retain and a release of
    /// each of its parts.
    private static func eachShare(of orders: [Order], _ body: @Sendable (SharedOrders, Range<Int>) -> Void) {
        // One share per core: each share's OrderPricer remembers more the more orders it sees.
        let shares = orders.count < 20_000 ? 1 : ProcessInfo.processInfo.activeProcessorCount
        let shareSize = (orders.count + shares - 1) / max(shares, 1)
        orders.withUnsafeBufferPointer { buffer in
            let source = SharedOrders(orders: buffer)
            DispatchQueue.concurrentPerform(iterations: shares) { share in
                body(source, share * shareSize..<min((share + 1) * shareSize, source.orders.count))
            }
        }
    }

    // MARK: Rows

    /// The rows of the entries at `positions`, formatted with `texts`: for many, a share on
    /// every core, each with its own copy. Returns the texts learned (one share's) and how
    /// many amounts and dates were formatted.
    private static func makeRows(
        _ positions: [Int], of entries: PricedOrders, texts: RememberedTexts
    ) -> (rows: [OrderRow], texts: RememberedTexts, requests: Int) {
        entries.orders.withUnsafeBufferPointer { orders in
            entries.prices.withUnsafeBufferPointer { prices in
                makeRows(positions, of: SharedEntries(orders: orders, prices: prices), orders: entries.orders, texts: texts)
            }
        }
    }

    private static func makeRows(
        _ positions: [Int], of source: SharedEntries, orders: [Order], texts: RememberedTexts
    ) -> (rows: [OrderRow], texts: RememberedTexts, requests: Int) {
        var requests = 0
        for position in positions { requests += source.prices[position].shipping == nil ? 1 : 2 }
        guard positions.count > 20_000 else {
            var texts = texts
            let sheet = makeSheet(positions[...], of: source, texts: &texts).sheet(over: orders)
            return ((0..<positions.count).map { OrderRow(sheet, row: $0) }, texts, requests)
        }
        // A share of the rows on each core, then one sheet of them all: a list of one sheet
        // is shown with each row's order and title asked for ahead of time.
        let shares = ProcessInfo.processInfo.activeProcessorCount
        let shareSize = (positions.count + shares - 1) / shares
        let builders = [OrderRowSheet.Builder](unsafeUninitializedCapacity: shares) { buffer, initialized in
            guard let base = buffer.baseAddress else { return }
            let target = DisjointSlots(base: base)
            DispatchQueue.concurrentPerform(iterations: shares) { share in
                let range = min(share * shareSize, positions.count)..<min((share + 1) * shareSize, positions.count)
                var mine = texts
                target.initialize(share, to: makeSheet(positions[range], of: source, texts: &mine))
            }
            initialized = shares
        }
        var builder = builders[0]
        for share in builders.dropFirst() { builder.append(share) }
        let sheet = builder.sheet(over: orders)
        return ((0..<positions.count).map { OrderRow(sheet, row: $0) }, texts, requests)
    }

    /// The rows of the entries at `positions`, in that order: each order read in place
    /// through its address, nothing of it copied but what the labels need. (Passed as
    /// values, even `borrowing`, from an unsafe buffer each order was copied whole: a retain
    /// and a release of each of its parts.)
    private static func makeSheet(
        _ positions: ArraySlice<Int>, of source: SharedEntries, texts: inout RememberedTexts
    ) -> OrderRowSheet.Builder {
        var builder = OrderRowSheet.Builder(capacity: positions.count)
        if let base = source.orders.baseAddress, let prices = source.prices.baseAddress {
            for position in positions {
                let order = base + position
                builder.add(
                    position: position, order: order, formattedDate: texts.longDate(order.pointee.createdAt),
                    shippingLabel: shippingLabel(prices + position, texts: &texts))
            }
        }
        return builder
    }

    /// `Shipping: $4.50`, from the cents when the price has them, or `Free shipping`.
    private static func shippingLabel(_ price: UnsafePointer<OrderPrice>, texts: inout RememberedTexts) -> String {
        if let cents = price.pointee.shippingCents { return texts.currency(cents: cents, after: "Shipping: ") }
        return price.pointee.shipping.map { texts.currency($0, after: "Shipping: ") } ?? "Free shipping"
    }

    /// `rows[slot]` for each slot, copied on every core when there are many.
    private static func gather(_ slots: [Int], from rows: [OrderRow]) -> [OrderRow] {
        guard slots.count > 20_000 else { return slots.map { rows[$0] } }
        let shares = ProcessInfo.processInfo.activeProcessorCount
        let shareSize = (slots.count + shares - 1) / shares
        return [OrderRow](unsafeUninitializedCapacity: slots.count) { buffer, initialized in
            guard let base = buffer.baseAddress else { return }
            let target = DisjointSlots(base: base)
            DispatchQueue.concurrentPerform(iterations: shares) { share in
                for index in share * shareSize..<min((share + 1) * shareSize, slots.count) {
                    target.initialize(index, to: rows[slots[index]])
                }
            }
            initialized = slots.count
        }
    }
}
