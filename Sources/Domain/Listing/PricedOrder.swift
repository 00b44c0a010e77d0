import Foundation

/// The money a list needs of one order, its total and its shipping, computed once so lists
/// filter and sort without recomputing money.
public struct OrderPrice: Sendable, Hashable {
    /// The order's total, no promo.
    public let total: Decimal
    /// What shipping costs, or `nil` when the order ships free.
    public let shipping: Decimal?

    public init(_ total: OrderTotal) {
        self.total = total.total
        self.shipping = total.shipping
    }
}

/// An order with its ``OrderPrice``.
public struct PricedOrder: Sendable, Hashable {
    public let order: Order
    /// The order's total, no promo.
    public var total: Decimal { price.total }
    /// What shipping costs, or `nil` when the order ships free.
    public var shipping: Decimal? { price.shipping }
    public let price: OrderPrice

    public init(order: Order, price: OrderPrice) {
        self.order = order
        self.price = price
    }

    public init(order: Order, total: OrderTotal) {
        self.init(order: order, price: OrderPrice(total))
    }
}

/// A load's orders, each with its ``OrderPrice``: the orders array as it was fetched (shared
/// with whoever holds it, never copied: a list may hold a million orders) and the prices
/// beside it, position for position.
public struct PricedOrders: Sendable {
    public let orders: [Order]
    public let prices: [OrderPrice]

    /// `prices[n]` is the price of `orders[n]`; the two have the same count.
    public init(orders: [Order], prices: [OrderPrice]) {
        precondition(orders.count == prices.count, "one price per order")
        self.orders = orders
        self.prices = prices
    }

    /// The orders and prices of `entries`.
    public init(_ entries: [PricedOrder]) {
        self.init(orders: entries.map(\.order), prices: entries.map(\.price))
    }

    public var count: Int { orders.count }

    public subscript(position: Int) -> PricedOrder {
        PricedOrder(order: orders[position], price: prices[position])
    }
}

extension CalculateOrderTotal {
    /// `order` with its total (no promo), as lists need it.
    public func price(_ order: Order, store: StoreSettings) -> PricedOrder {
        PricedOrder(order: order, total: execute(items: order.items, store: store))
    }
}
