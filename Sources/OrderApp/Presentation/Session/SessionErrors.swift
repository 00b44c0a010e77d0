/// The composition root handed ``OrderViewModels`` something that is not a data source.
public struct SessionWiringError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The type that was handed over.
    public let typeName: String

    public var description: String {
        "\(typeName) does not provide orders, promos, bookmarks and store settings"
    }
}
