import DisplayInterface
import Presentation

/// The order app as the shell knows it: who it is, and its ViewModels' registrations, one
/// line each, in the order the shell lists them (the order ``OrderViewModels`` makes them in).
public enum OrderShellApp {
    /// ordersh: its prompt `osh> `, scripts and cases `.osh`, `ORDERSH_HISTORY`.
    public static let identity = AppIdentity(name: "ordersh", version: "0.1.0", prompt: "osh> ", scriptExtension: "osh")

    /// The registrations with the data source's `settings`, built once per process:
    /// every session shares them.
    @MainActor public static func registry(settings: [AppSetting]) -> ViewModelRegistry {
        ViewModelRegistry(
            identity: identity,
            [
                OrderListViewModel.registration,
                OrderDetailViewModel.registration,
                OrderSummaryViewModel.registration,
                BookmarkListViewModel.registration,
                SalesReportViewModel.registration,
            ],
            helpExamples: [
                .show: "show detail.totalLabel", .props: "props summary", .expect: "expect summary.totalLabel == \"$104.52\"",
                .wait: "load orders &; wait", .watch: "watch list", .help: "help filter",
                .echo: "echo \"checkout with SAVE20\"", .record: "record checkout/save20",
            ],
            settings: settings)
    }
}
