import SystemPackage
import DisplayInterface
import Shell

/// The counter app as the engine sees it: one ViewModel, and a data source with nothing
/// to read.
@MainActor enum CounterSession {
    static let registry = ViewModelRegistry(
        identity: AppIdentity(name: "counter", version: "1.0", prompt: "osh> ", scriptExtension: "osh"), [CounterViewModel.registration])

    /// Fresh counter sessions, as the harness and `record stop` take them.
    static let sessions = SessionFactory(registry: registry) {
        SessionParts(session: DisplaySession(environment: .harness) { _ in [CounterViewModel()] }, controls: NoData())
    }
}

/// The counter reads no data: it declares no setting, so `set data` is refused.
typealias NoData = NoDataSource

/// A counter session, made as ordersh's is: its ViewModel when a command first asks for
/// it; ``made`` counts how often that happened.
@MainActor final class DeferredCounterSession {
    private(set) var made = 0
    private(set) lazy var session = DisplaySession(environment: .harness) { [unowned self] _ in
        made += 1
        return [CounterViewModel()]
    }
}
