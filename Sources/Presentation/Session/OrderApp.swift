import DisplayInterface

/// The order app as the shell sees it: its ViewModels, one registration line each, in the
/// order the shell lists them. Built once per process: every session shares it.
public enum OrderApp {
    @MainActor public static let registry: ViewModelRegistry = {
        ViewModelRegistry(
            [
                OrderListViewModel.registration,
                OrderDetailViewModel.registration,
                OrderSummaryViewModel.registration,
                BookmarkListViewModel.registration,
            ],
            helpExamples: [
                "show": "show detail.totalLabel", "props": "props summary", "expect": "expect summary.totalLabel == \"$104.52\"",
                "wait": "load orders &; wait", "watch": "watch list", "help": "help filter",
                "echo": "echo \"checkout with SAVE20\"", "record": "record checkout/save20",
            ])
    }()
}
