import Locking

/// How far the load of a data file has got: what is read, how much, how many orders.
public struct ReadProgress: Sendable, Hashable {
    /// The file as the user named it.
    public let file: String
    public let bytesRead: Int
    /// The file's size, when known.
    public let totalBytes: Int?
    public let orders: Int
}

/// Where a running load posts its ``ReadProgress``; read from any thread. Empty when no
/// data file is being read.
public final class ReadProgressBoard: Sendable {
    private let current = Locked<ReadProgress?>(nil)

    public init() {}

    /// The progress of the load running now, or `nil`.
    public var progress: ReadProgress? { current.withLock { $0 } }

    func post(_ progress: ReadProgress?) {
        current.withLock { $0 = progress }
    }
}
