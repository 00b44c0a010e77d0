import DisplayInterface

/// A fresh session of an app's ViewModels with the controls of its data source.
public struct SessionParts {
    public let session: DisplaySession
    /// Its data source's controls.
    public let controls: any DataSourceControls

    /// A session with its data source's controls.
    public init(session: DisplaySession, controls: any DataSourceControls) {
        self.session = session
        self.controls = controls
    }

    /// A session in `environment` of the ViewModels `make` returns (made when a command
    /// first needs one), with no data source.
    @MainActor public static func standard(
        environment: SessionEnvironment = .harness, viewModels make: @escaping @MainActor (SessionEnvironment) -> [any DisplayableViewModel]
    ) -> SessionParts {
        SessionParts(session: DisplaySession(environment: environment, viewModels: make), controls: NoDataSource())
    }
}

/// What an app puts in a session: how its ViewModels are made in the session's
/// environment (when a command first needs them), and its data source's controls.
public struct AppSession {
    /// The app's ViewModels, made in `environment`; they observe later changes of it
    /// through ``EnvironmentObserving``.
    public let viewModels: @MainActor (SessionEnvironment) -> [any DisplayableViewModel]
    /// Its data source's controls (``NoDataSource`` for an app that has none).
    public let controls: any DataSourceControls
    /// Where it is made: a ViewModel it makes that no registration names is a programmer
    /// error reported here.
    public let site: RegistrationSite

    /// A session's ViewModels, which `viewModels` makes, on the data source `controls` controls.
    @MainActor public init(
        controls: any DataSourceControls = NoDataSource(), fileID: String = #fileID, line: Int = #line,
        viewModels: @escaping @MainActor (SessionEnvironment) -> [any DisplayableViewModel]
    ) {
        self.controls = controls
        self.viewModels = viewModels
        site = RegistrationSite(fileID: fileID, line: line)
    }

    /// A session of these ViewModels in the environment `deferredEnvironment` makes,
    /// checked against `registry` when it makes them: a mismatch is a programmer error,
    /// which `problems` is told of.
    @MainActor public func session(
        deferredEnvironment: @escaping @MainActor () -> SessionEnvironment, registry: ViewModelRegistry,
        problems: @escaping @MainActor ([RegistryProblem]) -> Void
    ) -> DisplaySession {
        let make = viewModels
        let site = site
        return DisplaySession(deferredEnvironment: deferredEnvironment) { environment in
            let made = make(environment)
            let found = registry.problems(made: made.map(\.displayName), by: site)
            if !found.isEmpty { problems(found) }
            return made
        }
    }
}

/// Makes fresh sessions of one app: the golden harness runs each case in one, `record
/// stop` replays a case in one. The app's composition root provides it, so the engine
/// never builds a repository or a ViewModel itself.
public struct SessionFactory: Sendable {
    /// The app's ViewModels, commands and layouts.
    public let registry: ViewModelRegistry
    private let make: @MainActor @Sendable () throws -> SessionParts

    /// `make` returns a session in the harness environment (domain.md §4) on the app's
    /// default data.
    public init(registry: ViewModelRegistry, make: @escaping @MainActor @Sendable () throws -> SessionParts) {
        self.registry = registry
        self.make = make
    }

    /// Fresh sessions in the harness's environment, each of the ViewModels `make` returns,
    /// with no data source.
    public static func standard(
        registry: ViewModelRegistry, viewModels make: @escaping @MainActor @Sendable (SessionEnvironment) -> [any DisplayableViewModel]
    ) -> SessionFactory {
        SessionFactory(registry: registry) { .standard(viewModels: make) }
    }

    /// An interpreter on a fresh session.
    @MainActor public func makeInterpreter(console: any Console, options: ShellOptions) throws -> Interpreter {
        let parts = try make()
        return Interpreter(session: parts.session, registry: registry, controls: parts.controls, console: console, options: options)
    }
}
