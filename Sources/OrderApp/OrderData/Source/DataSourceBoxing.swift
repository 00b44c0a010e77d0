import Domain

extension OrderDataSource {
    /// This data source as Presentation takes it without a search of the program's
    /// conformances (``DataSourceBox``).
    public var boxed: DataSourceBox { DataSourceBox(self) }
}
