import Foundation

/// Which orders a sales report covers: one calendar month, or every order.
public enum SalesPeriod: Sendable, Hashable {
    /// The month that contains "now".
    case current
    /// A month of the session calendar (`2026-11`).
    case month(year: Int, month: Int)
    /// Every order.
    case all
}

/// A period's sales (domain.md §5, `sales`): every number the dashboard shows, unformatted.
public struct SalesReport: Sendable, Hashable {
    /// The month covered (start ≤ createdAt < end), or `nil` for every order.
    public let month: DateInterval?
    /// The calendar month before ``month``, or `nil` for every order.
    public let previousMonth: DateInterval?
    /// Orders of the period whose status is not cancelled.
    public let soldCount: Int
    /// Σ total (no promo) of the sold orders.
    public let revenue: Decimal
    /// revenue ÷ sold count, rounded half-up to cents; `nil` when none were sold.
    public let averageOrder: Decimal?
    /// Against the previous month; `nil` for every order.
    public let change: Change?
    /// One line per status present, in life-cycle order, then other statuses by name.
    public let statuses: [StatusLine]
    /// At most five items of the sold orders, by quantity, then revenue, then name.
    public let topItems: [TopItem]
    /// Where the trend's buckets lie: the days of ``month``, or months for every order.
    public let buckets: RevenueBuckets
    /// The revenue of the sold orders in each bucket, in order.
    public let bucketRevenue: [Decimal]

    /// The bucket that sold most (the earliest of equal ones) and its revenue; `nil` when
    /// nothing was sold in any.
    public var bestBucket: (index: Int, start: Date, revenue: Decimal)? {
        var best: (index: Int, revenue: Decimal)?
        for (index, revenue) in bucketRevenue.enumerated() where revenue > 0 && revenue > (best?.revenue ?? 0) {
            best = (index, revenue)
        }
        return best.map { ($0.index, buckets.boundaries[$0.index], $0.revenue) }
    }

    /// Each bucket's revenue as a share of the best bucket's (0…1; every one 0 when nothing
    /// was sold): the trend's points.
    public var trendFractions: [Double] {
        guard let best = bestBucket?.revenue else { return bucketRevenue.map { _ in 0 } }
        return bucketRevenue.map { NSDecimalNumber(decimal: $0 / best).doubleValue }
    }

    /// How many orders of the period there are, cancelled included (what a status's share
    /// is of).
    public var orderCount: Int { statuses.reduce(0) { $0 + $1.count } }

    /// Revenue against the previous month.
    public enum Change: Sendable, Hashable {
        /// (revenue − previous) ÷ previous × 100, rounded half-up to a whole percent.
        case percent(Int)
        /// The previous month sold nothing.
        case noPreviousSales
    }

    /// How many orders of the period have a status, and their share of all the period's
    /// orders (cancelled included), rounded half-up to a whole percent.
    public struct StatusLine: Sendable, Hashable {
        public let status: OrderStatus
        public let count: Int
        public let sharePercent: Int

        public init(status: OrderStatus, count: Int, sharePercent: Int) {
            self.status = status
            self.count = count
            self.sharePercent = sharePercent
        }
    }

    /// An item name of the sold orders: how many were sold and for how much (no tax).
    public struct TopItem: Sendable, Hashable {
        public let name: String
        public let quantity: Decimal
        public let revenue: Decimal

        public init(name: String, quantity: Decimal, revenue: Decimal) {
            self.name = name
            self.quantity = quantity
            self.revenue = revenue
        }
    }
}
