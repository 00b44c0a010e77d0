/// The composition root handed ``ViewModelSession`` something that is not a data source.
public struct SessionWiringError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The type that was handed over.
    public let typeName: String

    public var description: String {
        "\(typeName) does not provide orders, promos, bookmarks and store settings"
    }
}

/// A `set now|locale|timezone` value the session refuses; nothing was changed.
public struct EnvironmentError: Error, Sendable, Hashable, CustomStringConvertible {
    public let message: String
    /// The value that was refused.
    public let offending: String

    public var description: String { message }
}
