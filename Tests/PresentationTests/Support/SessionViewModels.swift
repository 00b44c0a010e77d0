import DisplayInterface
@testable import Presentation

/// The order app's ViewModels of a session, typed, as this target's code reads them.
@MainActor extension ViewModelSession {
    var list: OrderListViewModel { typed(OrderListViewModel.self) }
    var detail: OrderDetailViewModel { typed(OrderDetailViewModel.self) }
    var summary: OrderSummaryViewModel { typed(OrderSummaryViewModel.self) }
    var bookmarks: BookmarkListViewModel { typed(BookmarkListViewModel.self) }
    var sales: SalesReportViewModel { typed(SalesReportViewModel.self) }

    private func typed<ViewModel: DisplayableViewModel>(_ type: ViewModel.Type) -> ViewModel {
        guard let viewModel = viewModel(of: type) else { fatalError("the session has no \(ViewModel.displayName)") }
        return viewModel
    }
}
