import OrderData
import Presentation
import Shell

/// The composition root: repositories, the fault plan and the ViewModels of one session.
@MainActor public struct SessionAssembly {
    public let session: ViewModelSession
    public let controls: DataControls

    /// A session reading `dataFile` (the embedded data set when `nil`) in `environment`.
    /// Nothing is read until the first load.
    public init(dataFile: String?, environment: SessionEnvironment) throws(StartupError) {
        let selector = DataSourceSelector()
        let plan = FaultPlan()
        do {
            if let dataFile { try selector.select(.file(dataFile)) }
            session = try ViewModelSession(dataSource: FaultInjectingRepository(selector, plan: plan), environment: environment)
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
