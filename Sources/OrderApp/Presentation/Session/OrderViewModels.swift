internal import Domain
import ViewModelDisplay

/// The order app's ViewModels, in the order the shell lists them, on one data source: a
/// session makes them in its environment, sharing one context (its formatters).
///
/// This is the only public way in from the composition root: Presentation imports Domain
/// internally, so its public API cannot name the repository protocols. The data source is
/// therefore handed over opaquely and checked once, here.
public struct OrderViewModels: Sendable {
    private let source: any OrderDataSource

    /// The ViewModels of a session on `dataSource`, which must implement the Domain
    /// repository protocols (orders, promos, bookmarks, store settings), or be one in a
    /// `DataSourceBox` (`OrderDataSource.boxed`), which is checked without a search.
    public init(dataSource: some Sendable) throws(SessionWiringError) {
        // A box is one type to compare; the protocol, a search of every conformance.
        if let box = dataSource as? DataSourceBox {
            source = box.source
        } else if let source = dataSource as? any OrderDataSource {
            self.source = source
        } else {
            throw SessionWiringError(typeName: String(describing: type(of: dataSource)))
        }
    }

    init(source: any OrderDataSource) {
        self.source = source
    }

    /// The ViewModels, made in `environment`: `list`, `detail`, `summary`, `bookmarks`, `sales`.
    @MainActor public func make(in environment: SessionEnvironment) -> [any DisplayableViewModel] {
        let context = PresentationContext(environment: environment)
        return [
            OrderListViewModel(
                fetchOrders: FetchOrders(repository: source), fetchStoreSettings: FetchStoreSettings(repository: source), context: context),
            OrderDetailViewModel(
                fetchOrder: FetchOrder(repository: source), fetchStoreSettings: FetchStoreSettings(repository: source), context: context),
            OrderSummaryViewModel(
                fetchOrder: FetchOrder(repository: source), fetchStoreSettings: FetchStoreSettings(repository: source),
                fetchPromos: FetchPromos(repository: source), context: context),
            BookmarkListViewModel(fetchBookmarks: FetchBookmarks(bookmarks: source, orders: source), context: context),
            SalesReportViewModel(compute: ComputeSalesReport(orders: source, settings: source), context: context),
        ]
    }
}
