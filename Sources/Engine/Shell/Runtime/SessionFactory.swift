import DisplayInterface

/// A fresh session of an app's ViewModels with the controls of its data source.
public struct SessionParts {
    public let session: any DisplaySession
    /// Its data source's controls.
    public let controls: any DataSourceControls

    /// A session with its data source's controls.
    public init(session: any DisplaySession, controls: any DataSourceControls) {
        self.session = session
        self.controls = controls
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

    /// An interpreter on a fresh session.
    @MainActor public func makeInterpreter(console: any Console, options: ShellOptions) throws -> Interpreter {
        let parts = try make()
        return Interpreter(session: parts.session, registry: registry, controls: parts.controls, console: console, options: options)
    }
}
