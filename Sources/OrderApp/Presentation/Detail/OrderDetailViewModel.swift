import ViewModelDisplay
internal import Domain
import Foundation
import Observation

/// One order in full (`detail`).
@DisplayState("detail")
@MainActor @Observable
public final class OrderDetailViewModel: LoadingViewModel, EnvironmentObserving {
    /// `Order #7F3A9C2E`.
    public private(set) var orderNumber = ""
    /// `Placed: November 3, 2026`.
    public private(set) var placedDate = ""
    /// One row per item.
    public private(set) var itemRows: [ItemRow] = []
    /// Σ price × quantity as currency: `$120.00`.
    public private(set) var subtotalLabel = ""
    /// Tax on the subtotal less any discount: `$8.52`.
    public private(set) var taxLabel = ""
    /// Subtotal − discount + tax: `$104.52`.
    public private(set) var totalLabel = ""
    /// `Delivered`.
    public private(set) var statusLabel = ""
    /// delivered → green, shipped → blue, processing → orange, others gray.
    public private(set) var statusColor = StatusColor.gray
    /// True while a load runs; false again on every path.
    public private(set) var isLoading = false
    /// `Failed to load order: no order matches '9z'`.
    public private(set) var errorMessage: String?

    @ObservationIgnored private let fetchOrder: FetchOrder
    @ObservationIgnored private let fetchStoreSettings: FetchStoreSettings
    @ObservationIgnored private let calculator = CalculateOrderTotal()
    @ObservationIgnored private let context: PresentationContext
    @ObservationIgnored private let loads = LoadTracker()
    @ObservationIgnored private var loaded: (order: Order, store: StoreSettings)?

    init(fetchOrder: FetchOrder, fetchStoreSettings: FetchStoreSettings, context: PresentationContext) {
        self.fetchOrder = fetchOrder
        self.fetchStoreSettings = fetchStoreSettings
        self.context = context
    }

    /// Loads the order `reference` names: a full id, a unique id prefix of 4+ characters, or `#7F3A9C2E`.
    @discardableResult
    public func load(reference: String) async -> LoadOutcome {
        await loads.run(
            { [fetchOrder, fetchStoreSettings] in
                async let order = fetchOrder.execute(reference: reference)
                async let store = fetchStoreSettings.execute()
                return try await (order, store)
            },
            setLoading: { isLoading = $0 },
            success: { order, store in
                loaded = (order, store)
                errorMessage = nil
                publish()
            },
            failure: { errorMessage = "Failed to load order: \($0)" }
        )
    }

    public func environmentDidChange(to environment: SessionEnvironment) {
        context.update(environment)
        publish()
    }

    private func publish() {
        guard let (order, store) = loaded else { return }
        let formatters = context.formatters(currency: store.currency)
        let total = calculator.execute(items: order.items, store: store)
        orderNumber = OrderNumber.label(for: order)
        placedDate = "Placed: " + formatters.longDate(order.createdAt)
        itemRows = ItemRow.rows(for: order.items, calculator: calculator, formatters: formatters)
        subtotalLabel = formatters.currency(total.subtotal)
        taxLabel = formatters.currency(total.tax)
        totalLabel = formatters.currency(total.total)
        statusLabel = StatusStyle.label(for: order.status)
        statusColor = StatusStyle.color(for: order.status)
    }
}
