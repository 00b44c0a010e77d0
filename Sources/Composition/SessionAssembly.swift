import OrderData
import Presentation
import Shell

/// The composition root: repositories, the fault plan and the ViewModels of one session.
@MainActor public struct SessionAssembly {
    public let session: ViewModelSession
    public let controls: DataControls

    /// A session reading `dataFile` (the embedded data set when `nil`) in `environment`.
    /// Nothing is read until the first load. `latencyWait` waits out `set latency` before
    /// each read (the fuzz target shortens it: the waits, not the code, would set its pace).
    public init(
        dataFile: String?,
        environment: SessionEnvironment,
        latencyWait: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }
    ) throws(StartupError) {
        let selector = DataSourceSelector()
        let plan = FaultPlan()
        do {
            if let dataFile { try selector.select(.file(dataFile)) }
            let source = FaultInjectingRepository(selector, plan: plan, sleep: latencyWait)
            session = try ViewModelSession(dataSource: source, environment: environment)
        } catch {
            throw StartupError("--data: \(error)")
        }
        controls = DataControls(selector: selector, plan: plan)
    }
}

/// ordersh cannot start as asked (bad usage: exit status 2).
public struct StartupError: Error, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}
