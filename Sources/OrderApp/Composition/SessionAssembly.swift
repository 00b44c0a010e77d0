import DisplayInterface
import OrderData
import Presentation
import Shell
import SystemPackage

/// The composition root: repositories, the fault plan and the ViewModels of one session.
@MainActor public struct SessionAssembly {
    public let session: ViewModelSession
    public let controls: DataControls

    /// A session reading `dataFile` (the embedded data set when `nil`) in `environment`.
    /// Nothing is read until the first load. `latencyWait` waits out `set latency` before
    /// each read (the fuzz target shortens it: the waits, not the code, would set its pace).
    public init(
        dataFile: FilePath?,
        environment: SessionEnvironment,
        latencyWait: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }
    ) throws(StartupError) {
        try self.init(dataFile: dataFile, deferredEnvironment: { environment }, latencyWait: latencyWait)
    }

    /// A session as ``init(dataFile:environment:latencyWait:)`` makes it, whose environment
    /// `deferredEnvironment` makes when a command first needs it (the ViewModels are made
    /// then too). `dataFile` is checked now: its errors are start-up's.
    public init(
        dataFile: FilePath?,
        deferredEnvironment: @escaping @MainActor () -> SessionEnvironment,
        latencyWait: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }
    ) throws(StartupError) {
        let selector = DataSourceSelector()
        let plan = FaultPlan()
        do {
            if let dataFile { try selector.select(.file(dataFile)) }
            let source = FaultInjectingRepository(selector, plan: plan, sleep: latencyWait)
            session = try ViewModelSession(dataSource: source.boxed, deferredEnvironment: deferredEnvironment)
        } catch {
            throw StartupError("--data: \(error)")
        }
        controls = DataControls(selector: selector, plan: plan)
    }
}

extension SessionAssembly {
    /// The order app's ViewModels as the shell knows them.
    public static var registry: ViewModelRegistry { OrderApp.registry }

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
