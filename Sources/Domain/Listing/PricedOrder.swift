import Foundation

/// An order with the money a list needs (its total and its shipping), computed once, so
/// lists filter and sort without recomputing money. Only those two amounts are kept: a
/// list may hold a million of these.
public struct PricedOrder: Sendable, Hashable {
    public let order: Order
    /// The order's total, no promo.
    public let total: Decimal
    /// What shipping costs, or `nil` when the order ships free.
    public let shipping: Decimal?

    public init(order: Order, total: OrderTotal) {
        self.order = order
        self.total = total.total
        self.shipping = total.shipping
    }
}

extension CalculateOrderTotal {
    /// `order` with its total (no promo), as lists need it.
    public func price(_ order: Order, store: StoreSettings) -> PricedOrder {
        PricedOrder(order: order, total: execute(items: order.items, store: store))
    }
}
