import ViewModelDisplay
internal import Domain
import Foundation
import Observation

/// A cart made of one order's items, with a promo code (`summary`).
@DisplayState("summary")
@MainActor @Observable
public final class OrderSummaryViewModel: LoadingViewModel, EnvironmentObserving {
    /// One row per item.
    public private(set) var itemRows: [ItemRow] = []
    /// The code as typed: input and display.
    public private(set) var promoCode = ""
    /// Σ price × quantity as currency: `$120.00`.
    public private(set) var subtotalLabel = ""
    /// `-$24.00`, or `""` when there is no discount.
    public private(set) var discountLabel = ""
    /// True when a valid promo takes something off.
    public private(set) var hasDiscount = false
    /// Tax on the subtotal less any discount: `$8.52`.
    public private(set) var taxLabel = ""
    /// Subtotal − discount + tax: `$104.52`.
    public private(set) var totalLabel = ""
    /// `SAVE20 applied: 20% off`, `Promo code SAVE99 is not valid`, …; `nil` with no code.
    public private(set) var promoMessage: String?
    /// True while a load runs; false again on every path.
    public private(set) var isLoading = false
    /// Why the last load failed, or `nil`; the previous display state stays.
    public private(set) var errorMessage: String?

    private struct Cart {
        let order: Order
        let store: StoreSettings
        let promos: [Promo]
    }

    @ObservationIgnored private let fetchOrder: FetchOrder
    @ObservationIgnored private let fetchStoreSettings: FetchStoreSettings
    @ObservationIgnored private let fetchPromos: FetchPromos
    @ObservationIgnored private let calculator = CalculateOrderTotal()
    @ObservationIgnored private let resolvePromo = ResolvePromo()
    @ObservationIgnored private let context: PresentationContext
    @ObservationIgnored private let loads = LoadTracker()
    @ObservationIgnored private var cart: Cart?

    init(fetchOrder: FetchOrder, fetchStoreSettings: FetchStoreSettings, fetchPromos: FetchPromos, context: PresentationContext) {
        self.fetchOrder = fetchOrder
        self.fetchStoreSettings = fetchStoreSettings
        self.fetchPromos = fetchPromos
        self.context = context
    }

    /// Loads the items of the order `reference` names as the cart; a typed promo code stays.
    @discardableResult
    public func load(reference: String) async -> LoadOutcome {
        await loads.run(
            { [fetchOrder, fetchStoreSettings, fetchPromos] in
                async let order = fetchOrder.execute(reference: reference)
                async let store = fetchStoreSettings.execute()
                async let promos = fetchPromos.execute()
                return try await Cart(order: order, store: store, promos: promos)
            },
            setLoading: { isLoading = $0 },
            success: { loadedCart in
                cart = loadedCart
                errorMessage = nil
                publish()
            },
            failure: { errorMessage = "Failed to load cart: \($0)" }
        )
    }

    /// Sets the promo code as typed; it is checked against the loaded cart at once.
    public func applyPromo(_ code: String) {
        promoCode = code
        publish()
    }

    /// Removes the promo code and its discount.
    public func clearPromo() {
        promoCode = ""
        publish()
    }

    /// The promo codes the loaded cart knows, for completion. Input vocabulary, not a display property.
    @DisplayIgnored public var promoCodes: [String] { cart?.promos.map(\.code) ?? [] }

    public func environmentDidChange(to environment: SessionEnvironment) {
        context.update(environment)
        publish()
    }

    private func publish() {
        guard let cart else { return }
        let formatters = context.formatters(currency: cart.store.currency)
        let items = cart.order.items
        let resolution = resolvePromo.execute(
            code: promoCode,
            promos: cart.promos,
            subtotal: calculator.subtotal(of: items),
            now: context.now
        )
        let total = calculator.execute(items: items, store: cart.store, promo: resolution.appliedPromo)
        itemRows = ItemRow.rows(for: items, calculator: calculator, formatters: formatters)
        subtotalLabel = formatters.currency(total.subtotal)
        hasDiscount = total.discount > 0
        discountLabel = hasDiscount ? formatters.currency(-total.discount) : ""
        taxLabel = formatters.currency(total.tax)
        totalLabel = formatters.currency(total.total)
        promoMessage = PromoMessage.text(for: resolution, formatters: formatters)
    }
}
