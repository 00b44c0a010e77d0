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
    ///
    /// One pass over the orders, reading their fields in place (a list of a million is never
    /// copied or filtered into new arrays); item revenue is summed in whole cents when the
    /// price is a whole number of cents, as every stored price is.
    public func report(_ orders: [Order], month: DateInterval?, previous: DateInterval?, store: StoreSettings) -> SalesReport {
        var pricer = OrderPricer(calculator: calculator, store: store)
        var soldCount = 0
        var revenueSum = Amount()
        var previousSum = Amount()
        var statusCounts = StatusCounts()
        var items = ItemTotals()
        orders.withUnsafeBufferPointer { orders in
            for index in orders.indices {
                let createdAt = orders[index].createdAt
                if let month, !(month.start <= createdAt && createdAt < month.end) {
                    if let previous, previous.start <= createdAt, createdAt < previous.end, orders[index].status != .cancelled {
                        previousSum.add(orders[index], pricer: &pricer)
                    }
                    continue
                }
                statusCounts.add(orders[index].status)
                guard orders[index].status != .cancelled else { continue }
                soldCount += 1
                revenueSum.add(orders[index], pricer: &pricer)
                for item in orders[index].items { items.add(item) }
            }
        }
        let revenue = revenueSum.value
        let previousRevenue = previousSum.value
        let change: SalesReport.Change? = previous.map { _ in
            previousRevenue == 0 ? .noPreviousSales : .percent(Self.wholePercent((revenue - previousRevenue) / previousRevenue * 100))
        }
        return SalesReport(
            month: month, previousMonth: previous, soldCount: soldCount, revenue: revenue,
            averageOrder: soldCount == 0 ? nil : (revenue / Decimal(soldCount)).roundedToCents(), change: change,
            statuses: statusCounts.lines(), topItems: items.top(5))
    }

    /// A sum of order totals: in whole cents while they are whole cents and fit, the rest
    /// as a `Decimal`.
    private struct Amount {
        private var cents = 0
        private var rest = Decimal(0)

        mutating func add(_ order: Order, pricer: inout OrderPricer) {
            if let total = pricer.totalCents(of: order), case (let sum, false) = cents.addingReportingOverflow(total) {
                cents = sum
            } else {
                rest += pricer.price(of: order).total
            }
        }

        var value: Decimal { Decimal(cents: cents) + rest }
    }

    /// How many orders of the period have each status.
    private struct StatusCounts {
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

        /// One line per status present: known statuses in life-cycle order, then others by name.
        func lines() -> [SalesReport.StatusLine] {
            let known = zip(OrderStatus.known, self.known).filter { $0.1 > 0 }
            let others = self.others.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }.map { (OrderStatus.other($0.key), $0.value) }
            return (known + others).map { status, count in
                SalesReport.StatusLine(status: status, count: count, sharePercent: ComputeSalesReport.wholePercent(Decimal(count) * 100 / Decimal(total)))
            }
        }
    }

    /// The sold items grouped by exact name: quantity, and revenue in whole cents (exactly
    /// as a Decimal for a price that is not a whole number of cents).
    private struct ItemTotals {
        private struct Line {
            var quantity = 0
            var cents = 0
            var rest = Decimal(0)

            /// Adds `item`, in cents when its price is a whole number of them and nothing overflows.
            mutating func add(_ item: OrderItem, cents: Int?) {
                quantity += item.quantity
                if let cents {
                    let (product, overflow) = cents.multipliedReportingOverflow(by: item.quantity)
                    let (sum, past) = self.cents.addingReportingOverflow(product)
                    if !overflow, !past {
                        self.cents = sum
                        return
                    }
                }
                rest += item.price * Decimal(item.quantity)
            }
        }

        private var totals: [String: Line] = [:]
        private var centsOfPrice: [Decimal: Int?] = [:]

        mutating func add(_ item: OrderItem) {
            let cents: Int?
            if let known = centsOfPrice[item.price] {
                cents = known
            } else {
                cents = item.price.wholeCents
                centsOfPrice[item.price] = cents
            }
            totals[item.name, default: Line()].add(item, cents: cents)
        }

        /// The first `count` by quantity (descending), then revenue (descending), then name
        /// (code-point order).
        func top(_ count: Int) -> [SalesReport.TopItem] {
            let ranked = totals.map { SalesReport.TopItem(name: $0.key, quantity: $0.value.quantity, revenue: Decimal(cents: $0.value.cents) + $0.value.rest) }
            return Array(ranked.sorted { a, b in
                if a.quantity != b.quantity { return a.quantity > b.quantity }
                if a.revenue != b.revenue { return a.revenue > b.revenue }
                return a.name.utf8.lexicographicallyPrecedes(b.name.utf8)
            }.prefix(count))
        }
    }

    /// `value` rounded half-up (away from zero at .5) to a whole number.
    static func wholePercent(_ value: Decimal) -> Int {
        var source = value
        var rounded = Decimal()
        NSDecimalRound(&rounded, &source, 0, .plain)
        return NSDecimalNumber(decimal: rounded).intValue
    }
}
