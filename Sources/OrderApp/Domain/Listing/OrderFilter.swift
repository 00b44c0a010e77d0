import Foundation

/// Which orders a list shows. Every field narrows the list; `nil` fields and `.any`/`.all` rules keep everything.
public struct OrderFilter: Sendable, Hashable {
    /// A rule on the order status: any status, one of `statuses`, or none of them.
    ///
    /// A struct of plain fields rather than an enum with array payloads: such an enum
    /// keeps its case in the spare bits of the array's pointer, which LeakSanitizer
    /// cannot follow, so a filter still held at exit showed its array as leaked.
    public struct StatusRule: Sendable, Hashable {
        /// How the statuses are used.
        public enum Kind: Sendable, Hashable {
            case any, oneOf, noneOf
        }

        public let kind: Kind
        /// The statuses named; empty for `.any`.
        public let statuses: [OrderStatus]
        /// The statuses named, to look one up, when there are more than a few to compare.
        private let members: Set<OrderStatus>?

        private init(_ kind: Kind, _ statuses: [OrderStatus]) {
            self.kind = kind
            self.statuses = statuses
            members = statuses.count > 8 ? Set(statuses) : nil
        }

        /// Every status passes.
        public static let any = StatusRule(.any, [])

        /// Only `statuses` pass.
        public static func oneOf(_ statuses: [OrderStatus]) -> StatusRule { StatusRule(.oneOf, statuses) }

        /// Every status but `statuses` passes.
        public static func noneOf(_ statuses: [OrderStatus]) -> StatusRule { StatusRule(.noneOf, statuses) }

        /// Whether an order with `status` passes.
        public func admits(_ status: OrderStatus) -> Bool {
            switch kind {
            case .any: true
            case .oneOf: names(status)
            case .noneOf: !names(status)
            }
        }

        private func names(_ status: OrderStatus) -> Bool {
            members?.contains(status) ?? statuses.contains(status)
        }
    }

    /// A rule on the calendar month the order was created in, in the session's time zone.
    public enum MonthRule: Sendable, Hashable {
        /// The month that contains "now".
        case current
        case all
        case month(year: Int, month: Int)
    }

    /// A comparison of the order total with an amount.
    public struct TotalRule: Sendable, Hashable {
        public let comparison: Comparison
        public let amount: Decimal

        public init(_ comparison: Comparison, _ amount: Decimal) {
            self.comparison = comparison
            self.amount = amount
        }
    }

    /// How a value compares with a bound.
    public enum Comparison: Sendable, Hashable, CaseIterable {
        case equal, notEqual, greater, greaterOrEqual, less, lessOrEqual

        public func holds<Amount: Comparable>(_ value: Amount, _ bound: Amount) -> Bool {
            switch self {
            case .equal: value == bound
            case .notEqual: value != bound
            case .greater: value > bound
            case .greaterOrEqual: value >= bound
            case .less: value < bound
            case .lessOrEqual: value <= bound
            }
        }
    }

    public var status: StatusRule
    public var month: MonthRule
    public var total: TotalRule?
    public var requiresSignature: Bool?
    /// Case-insensitive text the title must contain.
    public var titleContains: String?

    public init(
        status: StatusRule = .any,
        month: MonthRule = .all,
        total: TotalRule? = nil,
        requiresSignature: Bool? = nil,
        titleContains: String? = nil
    ) {
        self.status = status
        self.month = month
        self.total = total
        self.requiresSignature = requiresSignature
        self.titleContains = titleContains
    }

    /// The rule of the list screen: not cancelled, total above zero, created this month.
    public static let standard = OrderFilter(
        status: .noneOf([.cancelled]),
        month: .current,
        total: TotalRule(.greater, .zero)
    )

    /// Whether `order`, whose total is `total`, passes. `calendar` carries the session's time zone.
    public func includes(_ order: Order, total orderTotal: Decimal, now: Date, calendar: Calendar) -> Bool {
        prepared(now: now, calendar: calendar).includes(order, total: orderTotal)
    }

    /// This filter with its month worked out once for `now` and `calendar`, to test many orders.
    public func prepared(now: Date, calendar: Calendar) -> Prepared {
        let months: DateInterval?? = switch month {
        case .all: .none
        case .current: .some(calendar.dateInterval(of: .month, for: now))
        case .month(let year, let month):
            .some(CalendarMonth(year: year, month: month).interval(in: calendar))
        }
        return Prepared(filter: self, months: months, boundCents: total?.amount.wholeCents)
    }

    /// A filter ready to test orders: the month rule is an interval of instants.
    public struct Prepared: Sendable {
        let filter: OrderFilter
        /// `nil` when any month passes; `.some(nil)` when no instant is in the month.
        let months: DateInterval??

        /// The total rule's amount in whole cents, when it has them.
        let boundCents: Int?

        /// Whether `order`, priced `price`, passes: the total rule compares whole cents when
        /// both amounts have them (a `Decimal` comparison costs about half a microsecond, and
        /// a million orders are tested).
        public func includes(_ order: Order, price: OrderPrice) -> Bool {
            withUnsafePointer(to: order) { includes(orderAt: $0, price: price) }
        }

        /// Whether the order at `order`, priced `price`, passes, read in place: an order
        /// passed by value from another module's buffer is copied whole first (a retain and
        /// a release of each of its parts), which cost more than the test.
        public func includes(orderAt order: UnsafePointer<Order>, price: OrderPrice) -> Bool {
            if let bound = boundCents, let cents = price.wholeTotalCents {
                return includes(orderAt: order) { $0.comparison.holds(cents, bound) }
            }
            return includes(orderAt: order, total: price.total)
        }

        /// Whether `order`, whose total is `total`, passes.
        public func includes(_ order: Order, total orderTotal: Decimal) -> Bool {
            withUnsafePointer(to: order) { includes(orderAt: $0, total: orderTotal) }
        }

        private func includes(orderAt order: UnsafePointer<Order>, total orderTotal: Decimal) -> Bool {
            includes(orderAt: order) { rule in
                // The list's own rule, total > 0, is read off the sign.
                rule.amount.isZero && rule.comparison == .greater
                    ? !orderTotal.isNaN && !orderTotal.isZero && orderTotal.sign == .plus
                    : rule.comparison.holds(orderTotal, rule.amount)
            }
        }

        private func includes(orderAt order: UnsafePointer<Order>, totalHolds: (TotalRule) -> Bool) -> Bool {
            guard filter.status.admits(order.orderStatus) else { return false }
            if let months {
                // The calendar month of the date is the month wanted: its start ≤ date < its end.
                let createdAt = order.pointee.createdAt
                guard let interval = months, interval.start <= createdAt, createdAt < interval.end else { return false }
            }
            if let rule = filter.total, !totalHolds(rule) { return false }
            if let wanted = filter.requiresSignature, order.orderRequiresSignature != wanted { return false }
            if let text = filter.titleContains, !text.isEmpty,
               order.pointee.titleText.string.range(of: text, options: [.caseInsensitive]) == nil {
                return false
            }
            return true
        }
    }
}
