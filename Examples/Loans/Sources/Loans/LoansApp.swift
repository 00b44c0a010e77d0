import ViewModelShell

/// loansh: the shell over the loans app's two ViewModels.
public struct LoansApp: ShellApp {
    public static let identity = AppIdentity(name: "loansh", version: "1.0.0", prompt: "loans> ", scriptExtension: "lsh")
    public static let abstract = "A scripting shell over the ViewModels of a library's loans."
    @MainActor static let registry = ViewModelRegistry(identity: identity, [BookListViewModel.registration, LoanViewModel.registration])

    public init() {}

    @MainActor public var registry: ViewModelRegistry { Self.registry }

    @MainActor public func session(options: NoAppOptions?, environment: [String: String]) throws(StartupError) -> SessionParts {
        .standard(environment: .system, viewModels: Self.viewModels)
    }

    @MainActor public func harnessSessions() -> SessionFactory { .standard(registry: registry, viewModels: Self.viewModels) }

    /// One session's ViewModels, over one library.
    @MainActor static func viewModels(_ session: StandardSession) -> [any DisplayableViewModel] {
        let library = Library()
        return [BookListViewModel(library: library), LoanViewModel(library: library, session: session)]
    }
}
