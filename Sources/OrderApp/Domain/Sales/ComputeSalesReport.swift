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
        /// From the first order of the data to the last (`nil`: none).
        public let createdSpan: DateInterval?
    }

    /// The report of `period` in `calendar` (its time zone decides where a month starts).
    /// A month reads that month and the one before it, widened by ``FetchOrders/zoneMargin``,
    /// where the repository can narrow what it reads; `all` reads every order.
    public func read(_ period: SalesPeriod, now: Date, calendar: Calendar) async throws -> Read {
        async let store = settings.fetchStoreSettings()
        guard let (month, previous) = Self.months(of: period, now: now, calendar: calendar) else {
            let all = try await orders.fetchOrders()
            let settings = try await store
            return Read(
                interval: nil, orders: all, store: settings, report: report(all, month: nil, previous: nil, store: settings, calendar: calendar),
                createdSpan: OrderSelection.createdSpan(of: all))
        }
        let interval = DateInterval(start: previous.start - FetchOrders.zoneMargin, end: month.end + FetchOrders.zoneMargin)
        let selection = try await orders.fetchOrders(createdIn: interval)
        let settings = try await store
        return Read(
            interval: interval, orders: selection.orders, store: settings,
            report: report(selection.orders, month: month, previous: previous, store: settings, calendar: calendar), createdSpan: selection.createdSpan)
    }

    /// Whether `month` lies more than a year before the first order of the data or after
    /// its last: no order can be in it, and the month was most likely named in another
    /// calendar than the one meant (2026 in a Buddhist calendar is 1483 CE).
    public static func isFarFromData(_ month: DateInterval, span: DateInterval?) -> Bool {
        guard let span else { return false }
        let year: TimeInterval = 366 * 24 * 60 * 60
        return month.end < span.start - year || month.start > span.end + year
    }

    /// The month `period` names and the month before it; `nil` for `all` or a month the
    /// calendar cannot place.
    public static func months(of period: SalesPeriod, now: Date, calendar: Calendar) -> (month: DateInterval, previous: DateInterval)? {
        let month: DateInterval?
        switch period {
        case .all: return nil
        case .current: month = calendar.dateInterval(of: .month, for: now)
        case .month(let year, let number):
            month = CalendarMonth(year: year, month: number).interval(in: calendar)
        }
        guard let month, let previous = calendar.dateInterval(of: .month, for: month.start - 1) else { return nil }
        return (month, previous)
    }

    /// The report of `orders` (which may hold others) for `month` (`nil`: all of them); the
    /// trend's days (or, for all of them, months) are those of `calendar`.
    ///
    /// The orders are read in place (a list of a million is never copied or filtered into
    /// new arrays), a share on each core, and the shares' tallies merged; item revenue is
    /// summed in whole cents when the price is a whole number of cents, as every stored
    /// price is.
    public func report(_ orders: [Order], month: DateInterval?, previous: DateInterval?, store: StoreSettings, calendar: Calendar) -> SalesReport {
        let calculator = self.calculator
        let buckets = month.map { RevenueBuckets.days(of: $0, in: calendar) }
            ?? RevenueBuckets.months(spanning: OrderSelection.createdSpan(of: orders), in: calendar)
        var tallies = orders.withUnsafeBufferPointer { buffer in
            let source = SharedOrderBuffer(orders: buffer)
            // The first share's table of items makes room for every share's names, and the
            // others for their own: no table grows step by step, and the merge adds in place.
            let items = Shares.map(buffer.count) { SalesTally.soldItemCount(source.orders, at: $0, month: month) }.reduce(0, +)
            return Shares.map(buffer.count) { positions in
                var pricer = OrderPricer(calculator: calculator, store: store)
                var tally = SalesTally(buckets: buckets.count)
                tally.reserveItems(positions.lowerBound == 0 ? items : SalesTally.soldItemCount(source.orders, at: positions, month: month))
                guard let orders = source.orders.baseAddress else { return tally }
                for position in positions {
                    if position + Order.itemsAhead < positions.upperBound { Order.prefetchItems(of: orders + position + Order.itemsAhead) }
                    tally.add(at: orders + position, month: month, previous: previous, buckets: buckets, pricer: &pricer)
                }
                tally.settle()
                return tally
            }
        }
        // Merged in order, each share taken out of the array so that its tables are its own.
        tallies.reverse()
        var tally = tallies.popLast() ?? SalesTally(buckets: buckets.count)
        while var share = tallies.popLast() { tally.merge(&share) }
        let revenue = tally.revenue.value
        let previousRevenue = tally.previousRevenue.value
        let change: SalesReport.Change? = previous.map { _ in
            previousRevenue == 0 ? .noPreviousSales : .percent(Self.wholePercent((revenue - previousRevenue) / previousRevenue * 100))
        }
        return SalesReport(
            month: month, previousMonth: previous, soldCount: tally.soldCount, revenue: revenue,
            averageOrder: tally.soldCount == 0 ? nil : (revenue / Decimal(tally.soldCount)).roundedToCents(), change: change,
            statuses: tally.statuses.lines(), topItems: tally.items.top(5),
            buckets: buckets, bucketRevenue: tally.bucketRevenue.map(\.value))
    }

    /// `value` rounded half-up (away from zero at .5) to a whole number.
    static func wholePercent(_ value: Decimal) -> Int {
        var source = value
        var rounded = Decimal()
        NSDecimalRound(&rounded, &source, 0, .plain)
        return NSDecimalNumber(decimal: rounded).intValue
    }
}
