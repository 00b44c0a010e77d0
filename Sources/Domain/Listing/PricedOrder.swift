/// An order with its computed total, so lists filter and sort without recomputing money.
public struct PricedOrder: Sendable, Hashable {
    public let order: Order
    public let total: OrderTotal

    public init(order: Order, total: OrderTotal) {
        self.order = order
        self.total = total
    }
}

extension CalculateOrderTotal {
    /// `order` with its total (no promo), as lists need it.
    public func price(_ order: Order, store: StoreSettings) -> PricedOrder {
        PricedOrder(order: order, total: execute(items: order.items, store: store))
    }
}
