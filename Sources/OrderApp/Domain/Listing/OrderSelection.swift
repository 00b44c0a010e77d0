import Foundation

/// The orders a repository read for a list, and which of the store's orders they are sure
/// to hold: every order, or every order created in a range (and perhaps others).
public struct OrderSelection: Sendable {
    public let orders: [Order]
    /// Every order created in this range (start ≤ createdAt < end) is in `orders`; `nil`
    /// when every order of the store is.
    public let completeRange: DateInterval?
    /// The status of every order of the store, each once, in the order they first appear
    /// (the statuses a filter may name, though some orders were not read).
    public let statuses: [OrderStatus]
    /// From the first order of the store to the last, by creation; `nil` when it has none.
    public let createdSpan: DateInterval?

    public init(orders: [Order], completeRange: DateInterval?, statuses: [OrderStatus], createdSpan: DateInterval?) {
        self.orders = orders
        self.completeRange = completeRange
        self.statuses = statuses
        self.createdSpan = createdSpan
    }

    /// Every order of the store.
    public static func everything(_ orders: [Order]) -> OrderSelection {
        var statuses = StatusList()
        for order in orders { statuses.add(order.status) }
        return OrderSelection(orders: orders, completeRange: nil, statuses: statuses.statuses, createdSpan: createdSpan(of: orders))
    }

    /// From the first of `orders` to the last, by creation; `nil` when there is none.
    public static func createdSpan(of orders: [Order]) -> DateInterval? {
        guard var earliest = orders.first?.createdAt else { return nil }
        var latest = earliest
        for order in orders {
            if order.createdAt < earliest { earliest = order.createdAt }
            if order.createdAt > latest { latest = order.createdAt }
        }
        return DateInterval(start: earliest, end: latest)
    }

    /// Whether every order `filter` can keep is here, so the list can apply it without
    /// reading again.
    public func covers(_ filter: OrderFilter.Prepared) -> Bool {
        guard let completeRange else { return true }
        guard let month = filter.months else { return false }
        guard let month else { return true }
        return completeRange.start <= month.start && month.end <= completeRange.end
    }
}
