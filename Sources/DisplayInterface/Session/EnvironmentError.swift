/// A `set now|locale|timezone` value the session refuses; nothing was changed.
public struct EnvironmentError: Error, Sendable, Hashable, CustomStringConvertible {
    public let message: String
    /// The value that was refused.
    public let offending: String

    public init(message: String, offending: String) {
        self.message = message
        self.offending = offending
    }

    public var description: String { message }
}
