/// The data source of an app that has none: it declares no setting, and reads nothing.
@MainActor public final class NoDataSource: DataSourceControls {
    public init() {}
}
