import SystemPackage

/// The data source of an app that has none: `set data`, `set latency` and `set fail` do
/// not exist there (the registry says so), so nothing calls these.
@MainActor public final class NoDataSource: DataSourceControls {
    public init() {}

    public func useDataFile(_ path: FilePath?, shownAs name: String?) throws(DataSourceError) {
        throw DataSourceError("this program reads no data file")
    }

    public func setLatency(_ latency: Duration) {}
    public func setFailing(_ failing: Bool) {}
    public var settings: DataSourceSettings { DataSourceSettings() }
}
