import Foundation

/// The money of one order or cart, in exact decimals.
public struct OrderTotal: Sendable, Hashable {
    public let subtotal: Decimal
    public let discount: Decimal
    public let tax: Decimal
    public let total: Decimal
    /// What shipping costs, or `nil` when the order ships free.
    public let shipping: Decimal?

    public init(subtotal: Decimal, discount: Decimal, tax: Decimal, total: Decimal, shipping: Decimal?) {
        self.subtotal = subtotal
        self.discount = discount
        self.tax = tax
        self.total = total
        self.shipping = shipping
    }
}

/// Computes subtotal, discount, tax, total and shipping: the only place money arithmetic lives.
///
/// All arithmetic is in `Decimal`; amounts are rounded half-up to cents exactly where
/// the rules say (percent discount, tax, shipping) and nowhere else.
public struct CalculateOrderTotal: Sendable {
    public init() {}

    /// price × quantity, exact.
    public func lineTotal(of item: OrderItem) -> Decimal {
        // Decimal arithmetic allocates; a single unit needs none (x × 1 is x exactly).
        item.quantity == 1 ? item.price : item.price * Decimal(item.quantity)
    }

    /// Σ price × quantity, exact.
    public func subtotal(of items: some Collection<OrderItem>) -> Decimal {
        guard let first = items.first else { return .zero }
        var sum = lineTotal(of: first)
        for item in items.dropFirst() { sum += lineTotal(of: item) }
        return sum
    }

    /// What `promo` takes off `subtotal`; the caller has checked that it applies (see ``ResolvePromo``).
    public func discount(for promo: Promo, subtotal: Decimal) -> Decimal {
        switch promo.kind {
        case .percent: (subtotal * promo.value / 100).roundedToCents()
        case .amount: min(promo.value, subtotal)
        }
    }

    /// The full computation for `items`, with an applicable `promo` if there is one.
    public func execute(items: some Collection<OrderItem>, store: StoreSettings, promo: Promo? = nil) -> OrderTotal {
        execute(subtotal: subtotal(of: items), store: store, promo: promo)
    }

    /// Everything after the subtotal: discount, tax, total and shipping.
    public func execute(subtotal: Decimal, store: StoreSettings, promo: Promo? = nil) -> OrderTotal {
        let reduction: Decimal = promo.map { discount(for: $0, subtotal: subtotal) } ?? 0
        let taxable = promo == nil ? subtotal : subtotal - reduction
        let tax = (taxable * store.taxRate).roundedToCents()
        let total = taxable + tax
        let shipping: Decimal? = total > store.freeShippingThreshold ? nil : (total * store.shippingRate).roundedToCents()
        return OrderTotal(subtotal: subtotal, discount: reduction, tax: tax, total: total, shipping: shipping)
    }
}
