import SystemPackage
import DisplayInterface
import Shell

/// A session of the counter app: one ViewModel, an environment that only records what
/// `set` gave it, and a data source with nothing to read.
@MainActor final class CounterSession: DisplaySession {
    let counter = CounterViewModel()
    private(set) var environmentSettings = EnvironmentSettings(
        now: "2026-11-22T12:00:00Z", isSystemClock: false, locale: "en_US", timeZone: "UTC")

    var viewModels: [any DisplayableViewModel] { [counter] }

    func setNow(_ text: String) throws(EnvironmentError) { environmentSettings.now = text }
    func setLocale(_ identifier: String) throws(EnvironmentError) { environmentSettings.locale = identifier }
    func setCalendar(_ name: String) throws(EnvironmentError) { environmentSettings.calendar = name }
    func setTimeZone(_ identifier: String) throws(EnvironmentError) { environmentSettings.timeZone = identifier }
    var localeIdentifiers: [String] { ["en_US"] }
    var calendarNames: [String] { ["gregorian"] }

    static let registry = ViewModelRegistry(
        identity: AppIdentity(name: "counter", version: "1.0", prompt: "osh> ", scriptExtension: "osh"), [CounterViewModel.registration])

    /// Fresh counter sessions, as the harness and `record stop` take them.
    static let sessions = SessionFactory(registry: registry) {
        SessionParts(session: CounterSession(), controls: NoData())
    }
}

/// The counter reads no data: `set data` is refused.
@MainActor final class NoData: DataSourceControls {
    func useDataFile(_ path: FilePath?, shownAs name: String?) throws(DataSourceError) {
        throw DataSourceError("the counter reads no data")
    }

    func setLatency(_ latency: Duration) {}
    func setFailing(_ failing: Bool) {}
    var settings: DataSourceSettings { DataSourceSettings() }
}

/// A counter session that makes its ViewModel when a command first asks for it, as
/// ordersh's does, and counts how often that happened.
@MainActor final class DeferredCounterSession: DisplaySession {
    private var counter: CounterViewModel?
    private(set) var made = 0
    let environmentSettings = EnvironmentSettings(
        now: "2026-11-22T12:00:00Z", isSystemClock: false, locale: "en_US", timeZone: "UTC")

    var viewModels: [any DisplayableViewModel] {
        if let counter { return [counter] }
        made += 1
        let counter = CounterViewModel()
        self.counter = counter
        return [counter]
    }

    var madeViewModels: [any DisplayableViewModel] { counter.map { [$0] } ?? [] }

    func setNow(_ text: String) throws(EnvironmentError) {}
    func setLocale(_ identifier: String) throws(EnvironmentError) {}
    func setCalendar(_ name: String) throws(EnvironmentError) {}
    func setTimeZone(_ identifier: String) throws(EnvironmentError) {}
    var localeIdentifiers: [String] { ["en_US"] }
    var calendarNames: [String] { ["gregorian"] }
}
