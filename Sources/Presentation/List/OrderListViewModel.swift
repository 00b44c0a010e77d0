import DisplayInterface
internal import Domain
import Foundation
import Observation

/// The order list (`list`): the current month's orders by default, filterable and sortable.
@MainActor @Observable
public final class OrderListViewModel: SettlingViewModel, EnvironmentObserving {
    public static let displayName = "list"

    /// The orders the filter keeps, in the current sort order.
    public private(set) var rows: [OrderRow] = []
    /// `No orders`, `1 order`, `12 orders` (rows shown).
    public private(set) var countLabel = ""
    /// `this month · not cancelled · total > $0.00`.
    public private(set) var filterSummary = ""
    /// `No orders match` when a load left no rows, else `nil`.
    public private(set) var emptyMessage: String?
    /// True while a load runs; false again on every path.
    public private(set) var isLoading = false
    /// Why the last load failed, or `nil`; the previous display state stays.
    public private(set) var errorMessage: String?

    public nonisolated static let displaySchema = DisplaySchema<OrderListViewModel>([
        .rows("rows") { $0.rows },
        .string("countLabel") { $0.countLabel },
        .string("filterSummary") { $0.filterSummary },
        .optionalString("emptyMessage") { $0.emptyMessage },
        .bool("isLoading") { $0.isLoading },
        .optionalString("errorMessage") { $0.errorMessage },
    ])

    private struct Loaded {
        let entries: PricedOrders
        let store: StoreSettings
        /// Which orders were read: all, or all of some months (a store reads the filter's).
        let selection: OrderSelection
    }

    @ObservationIgnored private let fetchOrders: FetchOrders
    @ObservationIgnored private let fetchStoreSettings: FetchStoreSettings
    @ObservationIgnored private let calculator = CalculateOrderTotal()
    @ObservationIgnored private let context: PresentationContext
    @ObservationIgnored private let loads = LoadTracker()
    @ObservationIgnored private var loaded: Loaded?
    @ObservationIgnored private var filter = OrderFilter.standard
    @ObservationIgnored private var sorting = OrderSorting.standard
    /// Rows already formatted in the current environment, in `formattedRows`, found by
    /// position in `loaded.entries` through `rowSlots` (-1: not formatted yet). A million
    /// loaded orders cost four bytes each here until their row is first shown.
    @ObservationIgnored private var rowSlots: [Int32] = []
    @ObservationIgnored private var formattedRows: [OrderRow] = []
    /// The read a filter or an environment change started because the orders read do not
    /// hold every order it can keep (a store reads one month at a time), if one runs.
    @ObservationIgnored private var catchUp: Task<Void, Never>?

    init(fetchOrders: FetchOrders, fetchStoreSettings: FetchStoreSettings, context: PresentationContext) {
        self.fetchOrders = fetchOrders
        self.fetchStoreSettings = fetchStoreSettings
        self.context = context
    }

    // MARK: Inputs

    /// Loads the orders the filter can keep (every order, or a store's month) and shows
    /// those it keeps.
    @discardableResult
    public func load() async -> LoadOutcome {
        await read(for: filter)
    }

    /// Called at each ``LoadPhase`` of a load (tests cancel there, deterministically).
    @ObservationIgnored var phaseHook: (@Sendable (LoadPhase) async -> Void)?

    /// Reads the orders `wanted` can keep and shows them under it. The filter is `wanted`
    /// from now on; if the read fails or is cancelled, it goes back to what it was.
    @discardableResult
    private func read(for wanted: OrderFilter) async -> LoadOutcome {
        let previous = filter
        filter = wanted
        let test = wanted.prepared(now: context.now, calendar: context.calendar)
        var applied = false
        let hook = phaseHook
        let outcome = await loads.run(
            { [fetchOrders, fetchStoreSettings, calculator] in
                await hook?(.reading)
                async let orders = fetchOrders.execute(for: test)
                async let store = fetchStoreSettings.execute()
                let (selection, settings) = try await (orders, store)
                await hook?(.pricing)
                let priced = await Self.price(selection, store: settings, calculator: calculator)
                await hook?(.publishing)
                return priced
            },
            setLoading: { isLoading = $0 },
            success: { (priced: PricedList) in
                applied = true
                loaded = Loaded(entries: priced.entries, store: priced.store, selection: priced.selection)
                forgetFormattedRows(count: priced.entries.count)
                orderReferences = priced.references
                statusValues = Self.statusNames(in: priced.selection)
                errorMessage = nil
                publish()
            },
            failure: { errorMessage = "Failed to load orders: \($0)" }
        )
        if !applied, filter == wanted { filter = previous }
        if applied { await hook?(.published) }
        return outcome
    }

    /// Sets the named filter fields; the others keep their value. Nothing changes when a clause is refused.
    /// A filter that can keep orders not read yet (another month of a store) starts reading
    /// them; ``settle()`` waits for that read.
    public func filter(_ clauses: [FilterClause]) throws(FilterError) {
        show(try FilterClauseReader.apply(clauses, to: filter, statuses: statusValues))
    }

    /// Back to the default filter: this month, not cancelled, total above zero.
    public func resetFilter() {
        show(.standard)
    }

    /// Whether a read that a filter or an environment change started has not been waited
    /// for by ``settle()`` yet.
    public var isCatchingUp: Bool { catchUp != nil }

    /// Waits until a read that a filter or an environment change started has ended (at
    /// once when none runs). Cancelling the wait cancels the read.
    public func settle() async {
        guard let catchUp else { return }
        await withTaskCancellationHandler {
            await catchUp.value
        } onCancel: {
            catchUp.cancel()
        }
        if self.catchUp == catchUp { self.catchUp = nil }
    }

    /// Shows the loaded orders under `wanted`, reading first when they may not hold every
    /// order it keeps.
    private func show(_ wanted: OrderFilter) {
        guard let loaded, !loaded.selection.covers(wanted.prepared(now: context.now, calendar: context.calendar)) else {
            filter = wanted
            publish()
            return
        }
        catchUp = Task { await read(for: wanted) }
    }

    /// Orders the rows by `key`; without a direction, dates and totals sort descending and titles ascending.
    public func sort(by key: SortKey, _ direction: SortDirection? = nil) {
        let domainKey: OrderSorting.Key = switch key {
        case .date: .date
        case .total: .total
        case .title: .title
        }
        let ascending = direction.map { $0 == .asc } ?? OrderSorting.defaultAscending(for: domainKey)
        sorting = OrderSorting(key: domainKey, ascending: ascending)
        publish()
    }

    /// The status names `filter status` accepts: the known ones, then any others in the loaded
    /// data. Input vocabulary, found once per load (every `filter` and every prompt reads it).
    @ObservationIgnored public private(set) var statusValues = OrderStatus.known.map(\.rawValue)

    /// The known status names, then the others of the store in the order they first appear.
    private static func statusNames(in selection: OrderSelection) -> [String] {
        var names = OrderStatus.known.map(\.rawValue)
        for status in selection.statuses {
            if case .other(let name) = status, !names.contains(name) { names.append(name) }
        }
        return names
    }

    /// What a load hands to the main actor: every order read, priced, and how each can be typed.
    private struct PricedList: Sendable {
        let entries: PricedOrders
        let store: StoreSettings
        let references: [String]
        let selection: OrderSelection
    }

    /// Prices every order away from the main actor, a share of the orders on each core. The
    /// orders array is kept as fetched; the prices are made beside it.
    private nonisolated static func price(_ selection: OrderSelection, store: StoreSettings, calculator: CalculateOrderTotal) async -> PricedList {
        let orders = selection.orders
        // One share per core: each share's OrderPricer remembers more the more orders it sees.
        let chunks = orders.count < 20_000 ? 1 : ProcessInfo.processInfo.activeProcessorCount
        let chunkSize = (orders.count + chunks - 1) / max(chunks, 1)
        var references = [String](repeating: "", count: orders.count)
        let prices = [OrderPrice](unsafeUninitializedCapacity: orders.count) { buffer, initialized in
            guard let base = buffer.baseAddress else { return }
            let slots = DisjointSlots(base: base)
            references.withUnsafeMutableBufferPointer { names in
                guard let namesBase = names.baseAddress else { return }
                let nameSlots = DisjointSlots(base: namesBase)
                // Orders are read in place: copying one costs a retain and a release of each of its parts.
                orders.withUnsafeBufferPointer { buffer in
                    let source = SharedOrders(orders: buffer)
                    DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
                        var pricer = OrderPricer(calculator: calculator, store: store)
                        for position in chunk * chunkSize..<min((chunk + 1) * chunkSize, source.orders.count) {
                            slots.initialize(position, to: pricer.price(of: source.orders[position]))
                            nameSlots.assign(position, to: OrderNumber.reference(for: source.orders[position]))
                        }
                    }
                }
            }
            initialized = orders.count
        }
        return PricedList(entries: PricedOrders(orders: orders, prices: prices), store: store, references: references, selection: selection)
    }

    /// Fetched orders read by several threads while nothing changes them.
    private struct SharedOrders: @unchecked Sendable {
        let orders: UnsafeBufferPointer<Order>
    }

    /// Loaded orders and prices read by several threads while nothing changes them (a publish waits).
    private struct SharedEntries: @unchecked Sendable {
        let orders: UnsafeBufferPointer<Order>
        let prices: UnsafeBufferPointer<OrderPrice>
    }

    /// The slots of a buffer being filled by several threads, each its own positions.
    private struct DisjointSlots<Element>: @unchecked Sendable {
        let base: UnsafeMutablePointer<Element>

        /// Fills an uninitialized slot.
        func initialize(_ position: Int, to value: Element) {
            (base + position).initialize(to: value)
        }

        /// Replaces the value in an initialized slot.
        func assign(_ position: Int, to value: Element) {
            base[position] = value
        }
    }

    /// Formats again in the new environment; when "now" moved to a month the orders read
    /// do not hold (a store's), reads it first (``settle()`` waits for that).
    func environmentDidChange() {
        forgetFormattedRows(count: loaded?.entries.count ?? 0)
        show(filter)
    }

    private func forgetFormattedRows(count: Int) {
        rowSlots = Array(repeating: -1, count: count)
        formattedRows = []
    }

    /// How each loaded order can be typed as a reference (`#7F3A9C2E`), for completion.
    /// Input vocabulary, not a display property; computed once per load.
    @ObservationIgnored public private(set) var orderReferences: [String] = []

    // MARK: Display state

    private func publish() {
        guard let loaded else { return }
        let formatters = context.formatters(currency: loaded.store.currency)
        let entries = loaded.entries
        let test = filter.prepared(now: context.now, calendar: context.calendar)
        let visible = Self.positions(of: entries, passing: test)
        let order = sorting.sorted(positions: visible, of: entries, locale: context.locale)
        // Rows not formatted yet are formatted here, once (read in place: an order is never
        // copied whole to make its row), and added to the cache in one go.
        let unformatted = rowSlots.withUnsafeBufferPointer { slots in order.filter { slots[$0] < 0 } }
        let made = Self.makeRows(unformatted, of: entries, texts: formatters.remembered)
        formatters.adopt(made.texts, requests: made.requests)
        let firstSlot = formattedRows.count
        formattedRows.append(contentsOf: made.rows)
        rowSlots.withUnsafeMutableBufferPointer { slots in
            for (offset, position) in unformatted.enumerated() { slots[position] = Int32(firstSlot + offset) }
        }
        let replaced = rows
        rows = Self.gather(rowSlots.withUnsafeBufferPointer { slots in order.map { Int(slots[$0]) } }, from: formattedRows)
        // A million rows take a while to release; the old array goes on another thread.
        if replaced.count > 10_000 { DispatchQueue.global(qos: .utility).async { _ = replaced } }
        countLabel = formatters.count(rows.count, one: "order", many: "orders", none: "No orders")
        emptyMessage = rows.isEmpty ? "No orders match" : nil
        filterSummary = FilterSummary.describe(filter, formatters: formatters, calendar: context.calendar)
    }

    /// The positions of the entries that pass `test`, in order.
    private nonisolated static func positions(of entries: PricedOrders, passing test: OrderFilter.Prepared) -> [Int] {
        var passing: [Int] = []
        entries.orders.withUnsafeBufferPointer { orders in
            entries.prices.withUnsafeBufferPointer { prices in
                for position in orders.indices where test.includes(orders[position], total: prices[position].total) {
                    passing.append(position)
                }
            }
        }
        return passing
    }

    /// The rows of the entries at `positions`, formatted with `texts`: for many, a share on
    /// every core, each with its own copy. Returns the texts learned (one share's) and how
    /// many amounts and dates were formatted.
    private nonisolated static func makeRows(
        _ positions: [Int], of entries: PricedOrders, texts: RememberedTexts
    ) -> (rows: [OrderRow], texts: RememberedTexts, requests: Int) {
        entries.orders.withUnsafeBufferPointer { orders in
            entries.prices.withUnsafeBufferPointer { prices in
                makeRows(positions, of: SharedEntries(orders: orders, prices: prices), texts: texts)
            }
        }
    }

    private nonisolated static func makeRows(
        _ positions: [Int], of source: SharedEntries, texts: RememberedTexts
    ) -> (rows: [OrderRow], texts: RememberedTexts, requests: Int) {
        var requests = 0
        for position in positions { requests += source.prices[position].shipping == nil ? 1 : 2 }
        guard positions.count > 20_000 else {
            var texts = texts
            return (positions.map { makeRow(source.orders[$0], source.prices[$0], texts: &texts) }, texts, requests)
        }
        let shares = ProcessInfo.processInfo.activeProcessorCount
        let shareSize = (positions.count + shares - 1) / shares
        let rows = [OrderRow](unsafeUninitializedCapacity: positions.count) { buffer, initialized in
            guard let base = buffer.baseAddress else { return }
            let target = DisjointSlots(base: base)
            DispatchQueue.concurrentPerform(iterations: shares) { share in
                var mine = texts
                for index in share * shareSize..<min((share + 1) * shareSize, positions.count) {
                    let position = positions[index]
                    target.initialize(index, to: makeRow(source.orders[position], source.prices[position], texts: &mine))
                }
            }
            initialized = positions.count
        }
        return (rows, texts, requests)
    }

    /// The row of `order` priced at `price`, both borrowed in place: nothing of the order is
    /// copied but what the row keeps.
    private nonisolated static func makeRow(_ order: borrowing Order, _ price: borrowing OrderPrice, texts: inout RememberedTexts) -> OrderRow {
        OrderRow(
            id: order.id,
            orderNumber: OrderNumber.label(for: order),
            title: order.title,
            formattedDate: texts.longDate(order.createdAt),
            shippingLabel: price.shipping.map { texts.currency($0, after: "Shipping: ") } ?? "Free shipping",
            requiresSignature: order.requiresSignature,
            statusLabel: StatusStyle.label(for: order.status),
            statusColor: StatusStyle.color(for: order.status)
        )
    }

    /// `rows[slot]` for each slot, copied on every core when there are many.
    private nonisolated static func gather(_ slots: [Int], from rows: [OrderRow]) -> [OrderRow] {
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
