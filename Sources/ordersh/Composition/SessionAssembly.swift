import OrderData
import Presentation
import Shell

/// The composition root: repositories, the fault plan and the ViewModels of one session.
@MainActor struct SessionAssembly {
    let session: ViewModelSession
    let controls: DataControls

    /// A session reading `dataFile` (the embedded data set when `nil`) in `environment`.
    /// Nothing is read until the first load.
    init(dataFile: String?, environment: SessionEnvironment) throws(StartupError) {
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
struct StartupError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
