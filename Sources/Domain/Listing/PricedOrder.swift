import Foundation

/// The money a list needs of one order, its total and its shipping, computed once so lists
/// filter and sort without recomputing money.
public struct OrderPrice: Sendable, Hashable {
    /// The order's total, no promo.
    public let total: Decimal
    /// What shipping costs, or `nil` when the order ships free.
    public let shipping: Decimal?
    /// ``shipping`` in whole cents, when the price was worked out in integers (nearly
    /// always): a label is then written without asking Foundation to format a `Decimal`.
    public let shippingCents: Int?

    public init(_ total: OrderTotal) {
        self.total = total.total
        self.shipping = total.shipping
        shippingCents = nil
    }

    /// A price of whole cents (``CentsRates``' answer).
    init(totalCents: Int, shippingCents: Int?) {
        total = Decimal(cents: totalCents)
        shipping = shippingCents.map { Decimal(cents: $0) }
        self.shippingCents = shippingCents
    }

    /// Prices are equal when their amounts are: ``shippingCents`` is how one was worked out.
    public static func == (lhs: OrderPrice, rhs: OrderPrice) -> Bool {
        lhs.total == rhs.total && lhs.shipping == rhs.shipping
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(total)
        hasher.combine(shipping)
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

    public var count: Int { orders.count }
}
