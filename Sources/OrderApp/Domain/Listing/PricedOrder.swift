import Foundation

/// The money a list needs of one order, its total and its shipping, computed once so lists
/// filter and sort without recomputing money.
public struct OrderPrice: Sendable, Hashable {
    // 24 bytes, not 64: a list of a million orders keeps one price each. A price worked out
    // in whole cents (nearly always) is two integers; any other keeps its amounts in a box.
    private let totalCents: Int
    /// ``noShipping`` when the order ships free.
    private let shippingCentsOrNone: Int
    /// The amounts, when they were not worked out in cents.
    private let exact: ExactAmounts?

    private static let noShipping = Int.min

    /// The amounts of a price not worked out in whole cents.
    private final class ExactAmounts: Sendable {
        let total: Decimal
        let shipping: Decimal?

        init(total: Decimal, shipping: Decimal?) {
            self.total = total
            self.shipping = shipping
        }
    }

    public init(_ total: OrderTotal) {
        totalCents = 0
        shippingCentsOrNone = Self.noShipping
        exact = ExactAmounts(total: total.total, shipping: total.shipping)
    }

    /// A price of whole cents (``CentsRates``' answer).
    init(totalCents: Int, shippingCents: Int?) {
        self.totalCents = totalCents
        // Shipping is never negative, so the least Int is free to mean "ships free".
        shippingCentsOrNone = shippingCents ?? Self.noShipping
        exact = nil
    }

    /// The order's total, no promo.
    public var total: Decimal { exact?.total ?? Decimal(cents: totalCents) }

    /// ``total`` in whole cents, when the price was worked out in integers: sorting
    /// compares these, not `Decimal`s (each comparison of which costs a microsecond).
    var wholeTotalCents: Int? { exact == nil ? totalCents : nil }

    /// What shipping costs, or `nil` when the order ships free.
    public var shipping: Decimal? {
        if let exact { return exact.shipping }
        return shippingCents.map { Decimal(cents: $0) }
    }

    /// ``shipping`` in whole cents, when the price was worked out in integers (nearly
    /// always): a label is then written without asking Foundation to format a `Decimal`.
    public var shippingCents: Int? {
        exact == nil && shippingCentsOrNone != Self.noShipping ? shippingCentsOrNone : nil
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
