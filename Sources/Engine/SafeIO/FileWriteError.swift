import SystemPackage

/// A file could not be written by the rule of ``ReplacedFile``; nothing at the target
/// changed.
public struct FileWriteError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The target, as messages show it.
    public let shownPath: String
    /// Why, in the user's words (`is a FIFO (named pipe); …`).
    public let reason: String

    /// A failure to write `path`, because of `reason`.
    public init(_ path: FilePath, reason: String) {
        shownPath = EchoedValue.path(path.bytes)
        self.reason = reason
    }

    /// A failure to write the file shown as `shownPath`, because of `reason`.
    public init(shownPath: String, reason: String) {
        self.shownPath = shownPath
        self.reason = reason
    }

    public var description: String { "\(EchoedValue.echoedPath(shownPath)): \(reason)" }
}
