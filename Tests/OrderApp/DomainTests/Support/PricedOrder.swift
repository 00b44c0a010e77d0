import Domain
import Foundation

// Domain API only tests use: an order with its price as one value, and the sorts and
// prices that take and give such values. The product keeps orders and prices in two
// arrays side by side (``PricedOrders``) and never needs it.

/// An order with its ``OrderPrice``.
struct PricedOrder: Sendable, Hashable {
    let order: Order
    /// The order's total, no promo.
    var total: Decimal { price.total }
    /// What shipping costs, or `nil` when the order ships free.
    var shipping: Decimal? { price.shipping }
    let price: OrderPrice

    init(order: Order, price: OrderPrice) {
        self.order = order
        self.price = price
    }

    init(order: Order, total: OrderTotal) {
        self.init(order: order, price: OrderPrice(total))
    }
}


extension PricedOrders {
    /// The orders and prices of `entries`.
    init(_ entries: [PricedOrder]) {
        self.init(orders: entries.map(\.order), prices: entries.map(\.price))
    }

    subscript(position: Int) -> PricedOrder {
        PricedOrder(order: orders[position], price: prices[position])
    }
}

extension CalculateOrderTotal {
    /// `order` with its total (no promo), as lists need it.
    func price(_ order: Order, store: StoreSettings) -> PricedOrder {
        PricedOrder(order: order, total: execute(items: order.items, store: store))
    }
}

extension OrderPricer {
    /// `order` with its total (no promo), as ``CalculateOrderTotal/price(_:store:)`` gives it.
    mutating func price(_ order: Order) -> PricedOrder {
        PricedOrder(order: order, price: price(of: order))
    }
}

extension OrderSorting {
    /// Sorts `entries`; `locale` collates titles.
    func sorted(_ entries: [PricedOrder], locale: Locale) -> [PricedOrder] {
        sorted(positions: Array(entries.indices), of: PricedOrders(entries), locale: locale).map { entries[$0] }
    }

    /// Sorts `positions` of `entries` by the orders there; `locale` collates titles.
    func sorted(positions: [Int], of entries: [PricedOrder], locale: Locale) -> [Int] {
        sorted(positions: positions, of: PricedOrders(entries), locale: locale)
    }
}
