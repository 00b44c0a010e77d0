import Loans
import ViewModelShell

/// loansh: the shell over the loans app's two ViewModels.
struct LoansApp: ShellApp {
    static let identity = AppIdentity(name: "loansh", version: "1.0.0", prompt: "loans> ", scriptExtension: "lsh")
    static let abstract = "A scripting shell over the ViewModels of a library's loans."
    @MainActor static let registry = ViewModelRegistry(identity: identity, [BookListViewModel.registration, LoanViewModel.registration])
    @MainActor var registry: ViewModelRegistry { Self.registry }

    /// One session's ViewModels, over one library.
    @MainActor func session(options: NoAppOptions?) -> AppSession {
        let library = Library()
        return AppSession { environment in [BookListViewModel(library: library), LoanViewModel(library: library, environment: environment)] }
    }
}
