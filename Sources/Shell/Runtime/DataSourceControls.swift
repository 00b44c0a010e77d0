/// What the shell may change about the session's data source (`set data`, `set latency`,
/// `set fail`). The composition root implements it; the shell never sees a repository.
@MainActor public protocol DataSourceControls: AnyObject {
    /// The next load reads the data file at `path`, or the embedded data set for `nil`.
    /// Messages name the file `shownAs` (`nil`: as `path`).
    func useDataFile(_ path: String?, shownAs name: String?) throws(DataSourceError)
    /// Every fetch waits `latency` first.
    func setLatency(_ latency: Duration)
    /// Every fetch fails (after the latency) while `failing` is true.
    func setFailing(_ failing: Bool)
}

/// A data source setting was refused; nothing changed.
public struct DataSourceError: Error, Sendable, Hashable, CustomStringConvertible {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
