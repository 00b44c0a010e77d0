/// A `set now|locale|timezone` value the session refuses; nothing was changed.
public struct EnvironmentError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Why the value was refused, in one sentence.
    public let message: String
    /// The value that was refused.
    public let offending: String

    /// A refusal of `offending`, saying `message`.
    public init(message: String, offending: String) {
        self.message = message
        self.offending = offending
    }

    public var description: String { message }
}
