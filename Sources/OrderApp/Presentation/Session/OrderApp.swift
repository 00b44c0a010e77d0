import DisplayInterface

/// The order app: its ViewModels, one line each, in the order the shell lists them. A
/// session builds them from this list; the shell knows them by the registry made from it.
public enum OrderApp {
    @MainActor static let features: [ViewModelFeature] = [
        OrderListViewModel.feature,
        OrderDetailViewModel.feature,
        OrderSummaryViewModel.feature,
        BookmarkListViewModel.feature,
        SalesReportViewModel.feature,
    ]

    /// ordersh: its prompt `osh> `, scripts and cases `.osh`, `ORDERSH_HISTORY`.
    public static let identity = AppIdentity(name: "ordersh", version: "0.1.0", prompt: "osh> ", scriptExtension: "osh")

    /// The registrations of ``features``, built once per process: every session shares them.
    @MainActor public static let registry: ViewModelRegistry = {
        ViewModelRegistry(
            identity: identity,
            features.map { $0.registration() },
            helpExamples: [
                "show": "show detail.totalLabel", "props": "props summary", "expect": "expect summary.totalLabel == \"$104.52\"",
                "wait": "load orders &; wait", "watch": "watch list", "help": "help filter",
                "echo": "echo \"checkout with SAVE20\"", "record": "record checkout/save20",
            ],
            hasDataSource: true)
    }()
}
