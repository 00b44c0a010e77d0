import DisplayInterface
import OrderData
import Shell
import SystemPackage

/// `set data`, `set latency` and `set fail`, applied to the session's data source.
@MainActor public final class DataControls: DataSourceControls {
    let selector: DataSourceSelector
    let plan: FaultPlan

    public init(selector: DataSourceSelector, plan: FaultPlan) {
        self.selector = selector
        self.plan = plan
    }

    public func useDataFile(_ path: FilePath?, shownAs name: String?) throws(DataSourceError) {
        do {
            try selector.select(path.map { .file($0, shownAs: name) } ?? .embedded)
        } catch {
            throw DataSourceError("\(error)")
        }
    }

    public func setLatency(_ latency: Duration) {
        plan.latency = latency
    }

    public func setFailing(_ failing: Bool) {
        plan.isFailing = failing
    }

    public var settings: DataSourceSettings {
        let dataFile: FilePath? = switch selector.source {
        case .embedded: nil
        case .file(let path, _): path
        }
        return DataSourceSettings(dataFile: dataFile, latency: plan.latency, isFailing: plan.isFailing)
    }

    public var readProgress: DataReadProgress? {
        selector.progress.progress.map {
            DataReadProgress(file: $0.file, bytesRead: $0.bytesRead, totalBytes: $0.totalBytes, orders: $0.orders)
        }
    }
}
