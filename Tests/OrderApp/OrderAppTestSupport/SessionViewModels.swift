import DisplayInterface
import Presentation

/// The order app's ViewModels of a session, typed, as tests read them.
@MainActor extension DisplaySession {
    public var list: OrderListViewModel { typed(OrderListViewModel.self) }
    public var detail: OrderDetailViewModel { typed(OrderDetailViewModel.self) }
    public var summary: OrderSummaryViewModel { typed(OrderSummaryViewModel.self) }
    public var bookmarks: BookmarkListViewModel { typed(BookmarkListViewModel.self) }
    public var sales: SalesReportViewModel { typed(SalesReportViewModel.self) }

    private func typed<ViewModel: DisplayableViewModel>(_ type: ViewModel.Type) -> ViewModel {
        guard let viewModel = viewModel(of: type) else { fatalError("the session has no \(ViewModel.displayName)") }
        return viewModel
    }
}
