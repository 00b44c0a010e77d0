import Foundation

/// Prices many orders with one store's settings (a list's load), doing each distinct piece
/// of money arithmetic once: line totals are remembered by price and quantity, and what
/// follows the subtotal (tax, total, shipping) by subtotal. Every amount is still computed
/// by ``CalculateOrderTotal`` in `Decimal`; a list of a million orders repeats them a lot,
/// and Decimal arithmetic costs about half a microsecond an operation.
public struct OrderPricer {
    private struct Line: Hashable {
        let price: Decimal
        let quantity: Int
    }

    /// How many remembered results of one kind are kept before the memory starts over.
    static let memoryLimit = 1 << 16

    private let calculator: CalculateOrderTotal
    private let store: StoreSettings
    private var lineTotals: [Line: Decimal] = [:]
    private var totalsBySubtotal: [Decimal: OrderPrice] = [:]

    public init(calculator: CalculateOrderTotal = CalculateOrderTotal(), store: StoreSettings) {
        self.calculator = calculator
        self.store = store
    }

    /// `order` with its total (no promo), as ``CalculateOrderTotal/price(_:store:)`` gives it.
    public mutating func price(_ order: Order) -> PricedOrder {
        PricedOrder(order: order, price: price(of: order))
    }

    /// The total (no promo) and shipping of `order`.
    public mutating func price(of order: Order) -> OrderPrice {
        var subtotal = Decimal.zero
        for (position, item) in order.items.enumerated() {
            let line = lineTotal(of: item)
            subtotal = position == 0 ? line : subtotal + line
        }
        if let known = totalsBySubtotal[subtotal] { return known }
        let price = OrderPrice(calculator.execute(subtotal: subtotal, store: store))
        if totalsBySubtotal.count >= Self.memoryLimit { totalsBySubtotal = [:] }
        totalsBySubtotal[subtotal] = price
        return price
    }

    private mutating func lineTotal(of item: OrderItem) -> Decimal {
        guard item.quantity != 1 else { return item.price }
        let key = Line(price: item.price, quantity: item.quantity)
        if let known = lineTotals[key] { return known }
        let total = calculator.lineTotal(of: item)
        if lineTotals.count >= Self.memoryLimit { lineTotals = [:] }
        lineTotals[key] = total
        return total
    }
}
