import ViewModelDisplay
internal import Domain
import Foundation
import Observation

/// The month's sales (`sales`): what sold, against the month before, by status, and which
/// items. Every number comes from ``ComputeSalesReport``; this only formats, once per state.
@DisplayState("sales")
@MainActor @Observable
public final class SalesReportViewModel: SettlingViewModel, LoadingViewModel, EnvironmentObserving {
    /// `November 2026`, or `All time`.
    public private(set) var periodLabel = ""
    /// Sold orders: `No orders`, `1 order`, `1,234 orders`.
    public private(set) var orderCountLabel = ""
    /// `$1,234.50`.
    public private(set) var revenueLabel = ""
    /// `$41.15`; "" when nothing sold.
    public private(set) var averageOrderLabel = ""
    /// `+12% vs October 2026`, `No sales in October 2026`; "" for all time.
    public private(set) var changeLabel = ""
    public private(set) var statusRows: [SalesStatusRow] = []
    public private(set) var topItemRows: [TopItemRow] = []
    /// One point a day of the month (for all time, a month), each the revenue against the
    /// best one's; every point 0 when nothing sold.
    public private(set) var dailyRevenueTrend = Trend.empty
    /// `Best day: November 14, $1,234.56`; `Best month: November 2026, $12,345.67` for all
    /// time; "" when nothing sold.
    public private(set) var bestDayLabel = ""
    public private(set) var isLoading = false
    /// `Failed to load sales: …`, or `nil`.
    public private(set) var errorMessage: String?

    /// What the last load read: its period, the orders (the month and the one before it, a
    /// little wider, or every order) and the store's settings.
    private struct Loaded {
        let period: SalesPeriod
        /// The instants read (`nil`: every order).
        let read: DateInterval?
        let orders: [Order]
        let store: StoreSettings
        var report: SalesReport
        /// From the first order of the data to the last.
        let createdSpan: DateInterval?
    }

    @ObservationIgnored private let compute: ComputeSalesReport
    @ObservationIgnored private let context: PresentationContext
    @ObservationIgnored private let loads = LoadTracker()
    @ObservationIgnored private var loaded: Loaded?
    @ObservationIgnored private var catchUp: Task<Void, Never>?
    @ObservationIgnored private var percentStyles: (locale: Locale, plain: IntegerFormatStyle<Int>.Percent, signed: IntegerFormatStyle<Int>.Percent)?

    /// The months the orders read hold (`2026-11`), with `current` and `all`: what Tab
    /// offers after `load sales`. Input vocabulary, found once per load.
    @ObservationIgnored public private(set) var monthValues = ["current", "all"]

    /// A word after a load for the person who typed it, not display state: the month named
    /// has no order and lies more than a year from the data's, as a month named in another
    /// calendar than the one meant does (`load sales 2026-10` in a Buddhist calendar).
    @ObservationIgnored public private(set) var loadNotice: String?

    init(compute: ComputeSalesReport, context: PresentationContext) {
        self.compute = compute
        self.context = context
    }

    // MARK: Inputs

    /// Loads the report of `month` (`current` when `nil`, `all`, or `YYYY-MM`).
    @discardableResult
    public func load(month: String?) async -> LoadOutcome {
        switch SalesMonthText.period(month) {
        case .failure(let error):
            errorMessage = "Failed to load sales: \(error)"
            return .failed
        case .success(.month(let year, let number)) where CalendarMonth(year: year, month: number).interval(in: context.calendar) == nil:
            let named = CalendarMonth(year: year, month: number)
            errorMessage = "Failed to load sales: "
                + (MonthNaming.isNamed(named, in: context.calendar) ? MonthNaming.missing(named, in: context.calendar) : "\(SalesMonthError(text: month ?? ""))")
            return .failed
        case .success(let period):
            return await load(period)
        }
    }

    private func load(_ period: SalesPeriod) async -> LoadOutcome {
        let (now, calendar) = (context.now, context.calendar)
        return await loads.run(
            { [compute] in try await compute.read(period, now: now, calendar: calendar) },
            setLoading: { isLoading = $0 },
            success: { (read: ComputeSalesReport.Read) in
                loaded = Loaded(
                    period: period, read: read.interval, orders: read.orders, store: read.store, report: read.report,
                    createdSpan: read.createdSpan)
                monthValues = ["current", "all"] + MonthNaming.months(in: read.orders, calendar: calendar)
                errorMessage = nil
                publish()
            },
            failure: { errorMessage = "Failed to load sales: \($0)" }
        )
    }

    /// Whether a read that an environment change started is still running.
    @DisplayIgnored public var isCatchingUp: Bool { catchUp != nil }

    /// Waits for the read an environment change started (at once when none runs).
    public func settle() async {
        guard let catchUp else { return }
        await withTaskCancellationHandler { await catchUp.value } onCancel: { catchUp.cancel() }
        if self.catchUp == catchUp { self.catchUp = nil }
    }

    /// Computes the report again for the new time zone, calendar or "now": from the orders
    /// read when they hold the months it needs, else by reading them.
    public func environmentDidChange(to environment: SessionEnvironment) {
        context.update(environment)
        guard var loaded else { return }
        let months = ComputeSalesReport.months(of: loaded.period, now: context.now, calendar: context.calendar)
        if let read = loaded.read, let months, !(read.start <= months.previous.start && months.month.end <= read.end) {
            let period = loaded.period
            catchUp = Task { _ = await load(period) }
            return
        }
        loaded.report = compute.report(
            loaded.orders, month: months?.month, previous: months?.previous, store: loaded.store, calendar: context.calendar)
        self.loaded = loaded
        publish()
    }

    // MARK: Display state

    private func publish() {
        guard let loaded else { return }
        let report = loaded.report
        let formatters = context.formatters(currency: loaded.store.currency)
        let percent = percentStyles(for: context.locale)
        periodLabel = report.month.map { formatters.month($0.start) } ?? "All time"
        loadNotice = report.statuses.isEmpty ? report.month.flatMap {
            MonthNaming.farFromData($0, named: periodLabel, span: loaded.createdSpan, formatters: formatters, calendar: context.calendar)
        } : nil
        orderCountLabel = formatters.count(report.soldCount, one: "order", many: "orders", none: "No orders")
        revenueLabel = formatters.currency(report.revenue)
        averageOrderLabel = report.averageOrder.map(formatters.currency) ?? ""
        changeLabel = switch (report.change, report.previousMonth) {
        case (.percent(let value)?, let previous?): percent.signed.format(value) + " vs " + formatters.month(previous.start)
        case (.noPreviousSales?, let previous?): "No sales in " + formatters.month(previous.start)
        default: ""
        }
        let orderCount = Double(report.orderCount)
        statusRows = report.statuses.map { line in
            SalesStatusRow(
                statusLabel: StatusStyle.label(for: line.status), statusColor: StatusStyle.color(for: line.status),
                countLabel: formatters.count(line.count, one: "order", many: "orders", none: "No orders"),
                shareLabel: percent.plain.format(line.sharePercent), shareBar: Bar(Double(line.count), of: orderCount))
        }
        let topQuantity = report.topItems.first.map { NSDecimalNumber(decimal: $0.quantity).doubleValue } ?? 0
        topItemRows = report.topItems.map { item in
            TopItemRow(
                name: item.name, quantityLabel: formatters.integer(item.quantity) + " sold", revenueLabel: formatters.currency(item.revenue),
                quantityBar: Bar(NSDecimalNumber(decimal: item.quantity).doubleValue, of: topQuantity))
        }
        dailyRevenueTrend = Trend(report.trendFractions)
        bestDayLabel = report.bestBucket.map { best in
            switch report.buckets.unit {
            case .day: "Best day: " + formatters.day(best.start) + ", " + formatters.currency(best.revenue)
            case .month: "Best month: " + formatters.month(best.start) + ", " + formatters.currency(best.revenue)
            }
        } ?? ""
    }

    /// The percent formats of `locale` (`25%`, and `+12%` signed), made once per locale.
    private func percentStyles(for locale: Locale) -> (plain: IntegerFormatStyle<Int>.Percent, signed: IntegerFormatStyle<Int>.Percent) {
        if let percentStyles, percentStyles.locale == locale { return (percentStyles.plain, percentStyles.signed) }
        let plain = IntegerFormatStyle<Int>.Percent(locale: locale)
        let signed = plain.sign(strategy: .always(includingZero: false))
        percentStyles = (locale, plain, signed)
        return (plain, signed)
    }
}
