import ViewModelDisplay
internal import Domain
import Foundation
import Observation

/// The order list (`list`): the current month's orders by default, filterable and sortable.
@DisplayState("list")
@MainActor @Observable
public final class OrderListViewModel: SettlingViewModel, LoadingViewModel, EnvironmentObserving {
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

    private struct Loaded {
        /// The orders read, priced, and the rows formatted so far.
        var engine: OrderListEngine
        let store: StoreSettings
        /// Which orders were read: all, or all of some months (a store reads the filter's).
        let selection: OrderSelection
        /// The titles' ranks of the last sort by title, reused while they cover the rows.
        var titleRanks: TitleRanks?
    }

    @ObservationIgnored private let fetchOrders: FetchOrders
    @ObservationIgnored private let fetchStoreSettings: FetchStoreSettings
    @ObservationIgnored private let calculator = CalculateOrderTotal()
    @ObservationIgnored let context: PresentationContext
    @ObservationIgnored private let loads = LoadTracker()
    @ObservationIgnored private var loaded: Loaded?
    @ObservationIgnored private var filter = OrderFilter.standard
    @ObservationIgnored private var sorting = OrderSorting.standard
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
                let priced = await OrderListEngine.price(selection, store: settings, calculator: calculator)
                await hook?(.publishing)
                return priced
            },
            setLoading: { isLoading = $0 },
            success: { (priced: OrderListEngine.PricedList) in
                applied = true
                loaded = Loaded(engine: OrderListEngine(entries: priced.entries), store: priced.store, selection: priced.selection)
                referencesMade = nil
                monthsMade = nil
                statusNames = StatusNames(OrderStatus.known + priced.selection.statuses)
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
    /// Returns false when a cancelled task stopped it before it changed anything.
    @discardableResult
    public func filter(_ clauses: [FilterClause]) throws(FilterError) -> Bool {
        show(try FilterClauseReader.apply(clauses, to: filter, statuses: statusNames, calendar: context.calendar), cancellable: true)
    }

    /// Back to the default filter: this month, not cancelled, total above zero. Returns
    /// false when a cancelled task stopped it before it changed anything.
    @discardableResult
    public func resetFilter() -> Bool {
        show(.standard, cancellable: true)
    }

    /// Whether a read that a filter or an environment change started has not been waited
    /// for by ``settle()`` yet.
    @DisplayIgnored public var isCatchingUp: Bool { catchUp != nil }

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
    /// `cancellable` as for ``publish(cancellable:)``: a filter the user asked for; false
    /// when it stopped for that.
    @discardableResult
    private func show(_ wanted: OrderFilter, cancellable: Bool = false) -> Bool {
        guard let loaded, !loaded.selection.covers(wanted.prepared(now: context.now, calendar: context.calendar)) else {
            let previous = filter
            filter = wanted
            guard publish(cancellable: cancellable) else {
                filter = previous
                return false
            }
            return true
        }
        catchUp = Task { await read(for: wanted) }
        return true
    }

    /// Orders the rows by `key`; without a direction, dates and totals sort descending and
    /// titles ascending. Returns false when a cancelled task (Ctrl-C) stopped it before it
    /// changed anything.
    @discardableResult
    public func sort(by key: SortKey, _ direction: SortDirection? = nil) -> Bool {
        let domainKey: OrderSorting.Key = switch key {
        case .date: .date
        case .total: .total
        case .title: .title
        }
        let ascending = direction.map { $0 == .asc } ?? OrderSorting.defaultAscending(for: domainKey)
        let previous = sorting
        sorting = OrderSorting(key: domainKey, ascending: ascending)
        guard publish(cancellable: true) else {
            sorting = previous
            return false
        }
        return true
    }

    /// The status names `filter status` accepts: the known ones, then any others in the loaded
    /// data. Input vocabulary, found once per load (every `filter` and every prompt reads it).
    @DisplayIgnored public var statusValues: [String] { statusNames.names }

    @ObservationIgnored private var statusNames = StatusNames(OrderStatus.known)

    /// Formats again in the new environment; when "now" moved to a month the orders read
    /// do not hold (a store's), reads it first (``settle()`` waits for that).
    public func environmentDidChange(to environment: SessionEnvironment) {
        context.update(environment)
        loaded?.engine.forgetFormattedRows()
        monthsMade = nil
        show(filter)
    }

    /// The rows as the list's table writes them, a row at a time, as bytes.
    @DisplayIgnored public var rowCells: OrderRowCells { OrderRowCells(rows) }

    /// How each loaded order can be typed as a reference (`#7F3A9C2E`), for completion.
    /// Input vocabulary, not a display property: made the first time it is read after a
    /// load, so a run that never prompts (a script, `-c`) never holds them.
    @DisplayIgnored public var orderReferences: [String] {
        if let referencesMade { return referencesMade }
        guard let loaded else { return [] }
        let made = OrderListEngine.references(of: loaded.engine.entries.orders)
        referencesMade = made
        return made
    }

    @ObservationIgnored private var referencesMade: [String]?

    /// The months the loaded orders fall in (`2026-11`), newest first, after `current` and
    /// `all`: what Tab offers after `filter month =`, in the session's calendar. Made the
    /// first time it is read after a load or a change of calendar.
    @DisplayIgnored public var monthValues: [String] {
        if let monthsMade { return monthsMade }
        guard let loaded else { return Self.monthWords }
        let made = Self.monthWords + MonthNaming.months(in: loaded.engine.entries.orders, calendar: context.calendar)
        monthsMade = made
        return made
    }

    private static let monthWords = ["current", "all"]
    @ObservationIgnored private var monthsMade: [String]?

    /// After a filter on a month with no order that lies more than a year from the orders
    /// (a month typed in another calendar than the session's), a note that says so, which
    /// the shell prints as `note: …`; `nil` otherwise. Not display state.
    @ObservationIgnored public private(set) var loadNotice: String?

    // MARK: Display state

    /// Shows the loaded orders the filter keeps, in the sort order: the rows, their count,
    /// why there are none, and the filter in words.
    ///
    /// `cancellable` (a filter or a sort the user asked for) in a task that is cancelled
    /// (Ctrl-C in the shell), it stops between its steps, changes nothing and returns false:
    /// a million rows take a good part of a second to filter and sort. A load's result and
    /// a new environment are always shown whole.
    @discardableResult
    private func publish(cancellable: Bool = false) -> Bool {
        guard var loaded else { return true }
        let formatters = context.formatters(currency: loaded.store.currency)
        let test = filter.prepared(now: context.now, calendar: context.calendar)
        let stop = { cancellable && Task.isCancelled }
        guard let visible = loaded.engine.positions(passing: test, stoppingIf: stop),
              let order = sorting.sorted(
                positions: visible, of: loaded.engine.entries, locale: context.locale, ranks: &loaded.titleRanks, stoppingIf: stop),
              !stop()
        else { return false }
        let replaced = rows
        // The engine's cache is taken out while it grows, so it is not copied.
        self.loaded = nil
        rows = loaded.engine.rows(at: order, formatters: formatters)
        self.loaded = loaded
        // A million rows take a while to release; the old array goes on another thread.
        if replaced.count > 10_000 { DispatchQueue.global(qos: .utility).async { _ = replaced } }
        countLabel = formatters.count(rows.count, one: "order", many: "orders", none: "No orders")
        emptyMessage = rows.isEmpty ? "No orders match" : nil
        filterSummary = FilterSummary.describe(filter, formatters: formatters, calendar: context.calendar)
        loadNotice = nil
        if rows.isEmpty, case .month(let year, let number) = filter.month,
           let month = CalendarMonth(year: year, month: number).interval(in: context.calendar) {
            loadNotice = MonthNaming.farFromData(
                month, named: formatters.month(month.start), span: loaded.selection.createdSpan, formatters: formatters, calendar: context.calendar)
        }
        return true
    }
}
