import DisplayInterface
import OrderCommands
import OrderData
import Presentation
import Shell
import SystemPackage

/// The composition root: repositories, the fault plan and the ViewModels of one session.
@MainActor public struct SessionAssembly {
    public let session: DisplaySession
    public let controls: DataControls

    /// A session reading `dataFile` (the embedded data set when `nil`) in `environment`.
    /// Nothing is read until the first load. `latencyWait` waits out `set latency` before
    /// each read (the fuzz target shortens it: the waits, not the code, would set its pace).
    public init(
        dataFile: FilePath?,
        environment: SessionEnvironment,
        latencyWait: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }
    ) throws(StartupError) {
        let (viewModels, controls) = try Self.wire(dataFile: dataFile, latencyWait: latencyWait)
        session = DisplaySession(environment: environment, viewModels: viewModels.make(in:))
        self.controls = controls
    }

    /// The order app's part of a session reading `dataFile` (the embedded data set when
    /// `nil`): its ViewModels on the data source, and that source's controls (`set data`,
    /// `set latency`, `set fail`). `dataFile` is checked now: its errors are start-up's.
    public static func appSession(
        dataFile: FilePath?, latencyWait: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }
    ) throws(StartupError) -> AppSession {
        let (viewModels, controls) = try wire(dataFile: dataFile, latencyWait: latencyWait)
        return AppSession(controls: controls, viewModels: viewModels.make(in:))
    }

    /// The repositories behind the fault plan, and the ViewModels on them.
    private static func wire(
        dataFile: FilePath?, latencyWait: @escaping @Sendable (Duration) async throws -> Void
    ) throws(StartupError) -> (OrderViewModels, DataControls) {
        let selector = DataSourceSelector()
        let plan = FaultPlan()
        do {
            if let dataFile { try selector.select(.file(dataFile)) }
            let source = FaultInjectingRepository(selector, plan: plan, sleep: latencyWait)
            return (try OrderViewModels(dataSource: source.boxed), DataControls(selector: selector, plan: plan, dataFromOption: dataFile != nil))
        } catch {
            throw StartupError("--data: \(error)")
        }
    }
}

extension SessionAssembly {
    /// The order app's ViewModels as the shell knows them.
    public static let registry = OrderShellApp.registry(settings: DataControls.settings)

    /// Fresh sessions on the embedded data in the harness environment (`ordersh test`,
    /// `record stop`'s replay, the fuzzer); `latencyWait` as for ``init(dataFile:environment:latencyWait:)``.
    public static func harnessSessions(
        latencyWait: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }
    ) -> SessionFactory {
        SessionFactory(registry: registry) {
            let assembly = try SessionAssembly(dataFile: nil, environment: .harness, latencyWait: latencyWait)
            return SessionParts(session: assembly.session, controls: assembly.controls)
        }
    }

    /// An interpreter on this session.
    public func makeInterpreter(console: any Console, options: ShellOptions) -> Interpreter {
        Interpreter(session: session, registry: Self.registry, controls: controls, console: console, options: options)
    }
}
