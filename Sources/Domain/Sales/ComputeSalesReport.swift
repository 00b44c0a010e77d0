import Foundation

/// The sales of a period (seed 004: the business rules of the dashboard, in one use case).
///
/// An order's amount is its total with no promo (``CalculateOrderTotal``); "sold" orders are
/// those of the period whose status is not cancelled; percentages round half-up (away from
/// zero at .5), which is not FormatStyle's default.
public struct ComputeSalesReport: Sendable {
    private let orders: any OrderRepository
    private let settings: any StoreSettingsRepository
    private let calculator: CalculateOrderTotal

    public init(orders: any OrderRepository, settings: any StoreSettingsRepository, calculator: CalculateOrderTotal = CalculateOrderTotal()) {
        self.orders = orders
        self.settings = settings
        self.calculator = calculator
    }

    /// What a report was made from, kept so that the report can be made again for another
    /// time zone or calendar without reading.
    public struct Read: Sendable {
        /// The instants read (`nil`: every order).
        public let interval: DateInterval?
        public let orders: [Order]
        public let store: StoreSettings
        public let report: SalesReport
    }

    /// The report of `period` in `calendar` (its time zone decides where a month starts).
    /// A month reads that month and the one before it, widened by ``FetchOrders/zoneMargin``,
    /// where the repository can narrow what it reads; `all` reads every order.
    public func read(_ period: SalesPeriod, now: Date, calendar: Calendar) async throws -> Read {
        async let store = settings.fetchStoreSettings()
        guard let (month, previous) = Self.months(of: period, now: now, calendar: calendar) else {
            let all = try await orders.fetchOrders()
            let settings = try await store
            return Read(interval: nil, orders: all, store: settings, report: report(all, month: nil, previous: nil, store: settings))
        }
        let interval = DateInterval(start: previous.start - FetchOrders.zoneMargin, end: month.end + FetchOrders.zoneMargin)
        let selection = try await orders.fetchOrders(createdIn: interval)
        let settings = try await store
        return Read(
            interval: interval, orders: selection.orders, store: settings,
            report: report(selection.orders, month: month, previous: previous, store: settings))
    }

    /// The month `period` names and the month before it; `nil` for `all` or a month the
    /// calendar cannot place.
    public static func months(of period: SalesPeriod, now: Date, calendar: Calendar) -> (month: DateInterval, previous: DateInterval)? {
        let month: DateInterval?
        switch period {
        case .all: return nil
        case .current: month = calendar.dateInterval(of: .month, for: now)
        case .month(let year, let number):
            month = calendar.date(from: DateComponents(year: year, month: number, day: 1)).flatMap { calendar.dateInterval(of: .month, for: $0) }
        }
        guard let month, let previous = calendar.dateInterval(of: .month, for: month.start - 1) else { return nil }
        return (month, previous)
    }

    /// The report of `orders` (which may hold others) for `month` (`nil`: all of them).
    public func report(_ orders: [Order], month: DateInterval?, previous: DateInterval?, store: StoreSettings) -> SalesReport {
        var pricer = OrderPricer(calculator: calculator, store: store)
        let inPeriod = month.map { month in orders.filter { month.start <= $0.createdAt && $0.createdAt < month.end } } ?? orders
        let sold = inPeriod.filter { $0.status != .cancelled }
        let revenue = sold.reduce(Decimal(0)) { $0 + pricer.price(of: $1).total }
        let average = sold.isEmpty ? nil : (revenue / Decimal(sold.count)).roundedToCents()
        var change: SalesReport.Change?
        if let previous {
            let before = orders.filter { previous.start <= $0.createdAt && $0.createdAt < previous.end && $0.status != .cancelled }
            let previousRevenue = before.reduce(Decimal(0)) { $0 + pricer.price(of: $1).total }
            change = previousRevenue == 0 ? .noPreviousSales : .percent(Self.wholePercent((revenue - previousRevenue) / previousRevenue * 100))
        }
        return SalesReport(
            month: month, previousMonth: previous, soldCount: sold.count, revenue: revenue, averageOrder: average, change: change,
            statuses: Self.statusLines(inPeriod), topItems: Self.topItems(sold))
    }

    /// One line per status present: known statuses in life-cycle order, then others by name.
    private static func statusLines(_ orders: [Order]) -> [SalesReport.StatusLine] {
        var counts: [OrderStatus: Int] = [:]
        for order in orders { counts[order.status, default: 0] += 1 }
        let others = counts.keys.filter { !OrderStatus.known.contains($0) }.sorted { $0.rawValue.utf8.lexicographicallyPrecedes($1.rawValue.utf8) }
        return (OrderStatus.known + others).compactMap { status in
            guard let count = counts[status] else { return nil }
            return SalesReport.StatusLine(status: status, count: count, sharePercent: wholePercent(Decimal(count) * 100 / Decimal(orders.count)))
        }
    }

    /// The items of `sold` grouped by exact name, the first five by quantity (descending),
    /// then revenue (descending), then name (code-point order).
    private static func topItems(_ sold: [Order]) -> [SalesReport.TopItem] {
        var totals: [String: (quantity: Int, revenue: Decimal)] = [:]
        for order in sold {
            for item in order.items {
                let line = totals[item.name, default: (0, 0)]
                totals[item.name] = (line.quantity + item.quantity, line.revenue + item.price * Decimal(item.quantity))
            }
        }
        let ranked = totals.map { SalesReport.TopItem(name: $0.key, quantity: $0.value.quantity, revenue: $0.value.revenue) }.sorted { a, b in
            if a.quantity != b.quantity { return a.quantity > b.quantity }
            if a.revenue != b.revenue { return a.revenue > b.revenue }
            return a.name.utf8.lexicographicallyPrecedes(b.name.utf8)
        }
        return Array(ranked.prefix(5))
    }

    /// `value` rounded half-up (away from zero at .5) to a whole number.
    static func wholePercent(_ value: Decimal) -> Int {
        var source = value
        var rounded = Decimal()
        NSDecimalRound(&rounded, &source, 0, .plain)
        return NSDecimalNumber(decimal: rounded).intValue
    }
}
