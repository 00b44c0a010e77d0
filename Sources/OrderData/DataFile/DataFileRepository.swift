import Domain
import Foundation

/// Reads orders, promos, bookmarks and store settings from one data file (domain.md §2).
///
/// Nothing is read until the first fetch. A file is read again only when its size or
/// modification time changed, so editing the data file between two loads is seen,
/// while several fetches of one load share one read (and one error).
public actor DataFileRepository: OrderDataSource {
    /// Where the data comes from.
    public enum Source: Sendable, Hashable {
        /// The data set built into `ordersh` (Fixtures/default-data.json).
        case embedded
        /// A JSON file on disk; errors name it `shownAs`, or the path as given.
        case file(String, shownAs: String? = nil)
    }

    public nonisolated let source: Source
    private let progress: ReadProgressBoard?
    private var cached: (stamp: FileStamp?, result: Result<DataSet, DataFileError>)?

    /// A repository reading `source`; a file's load posts how far it got on `progress`.
    public init(source: Source = .embedded, progress: ReadProgressBoard? = nil) {
        self.source = source
        self.progress = progress
    }

    public func fetchOrders() throws -> [Order] {
        try dataSet().orders
    }

    public func fetchPromos() throws -> [Promo] {
        try dataSet().promos
    }

    public func fetchBookmarks() throws -> [Bookmark] {
        try dataSet().bookmarks
    }

    public func fetchStoreSettings() throws -> StoreSettings {
        if let store = try unreadStore() { return try StoreReader.readStoreSettings(store.path, shownAs: store.name) }
        return try dataSet().store
    }

    /// The orders created in `range` and perhaps others. A store not read whole yet reads
    /// only those, each time (it may have changed); a data file is read whole (and kept).
    public func fetchOrders(createdIn range: DateInterval) async throws -> OrderSelection {
        if let store = try unreadStore() {
            return try StoreReader.readOrders(store.path, shownAs: store.name, createdIn: range)
        }
        return .everything(try dataSet().orders)
    }

    /// The store this repository reads when it is one and is not held whole as it is now.
    private func unreadStore() throws -> (path: String, name: String)? {
        guard case .file(let path, let shownAs) = source else { return nil }
        let name = shownAs ?? path
        let stamp = try FileStamp(path: path, shownAs: name, withLog: true)
        if let cached, cached.stamp == stamp { return nil }
        return try Self.isStore(path, shownAs: name) ? (path, name) : nil
    }

    /// The data set; a load whose task is cancelled stops reading and throws `CancellationError`.
    private func dataSet() throws -> DataSet {
        switch source {
        case .embedded:
            return try EmbeddedDataSet.decoded.get()
        case .file(let path, let shownAs):
            let name = shownAs ?? path
            let stamp = try FileStamp(path: path, shownAs: name, withLog: true)
            if let cached, cached.stamp == stamp { return try cached.result.get() }
            // A bad file is remembered as bad: the other fetches of the same load (orders
            // and store settings run together) do not read it again. A cancelled read is not.
            let result: Result<DataSet, DataFileError>
            do {
                result = .success(try Self.read(path, shownAs: name, progress: progress))
            } catch let error as DataFileError {
                result = .failure(error)
            }
            cached = (stamp, result)
            return try result.get()
        }
    }

    /// Reads a data file or, when the file starts with SQLite's header, an ordersh store:
    /// the content decides, not the name.
    static func read(_ path: String, shownAs name: String, progress: ReadProgressBoard? = nil) throws -> DataSet {
        if try isStore(path, shownAs: name) { return try StoreReader.read(path, shownAs: name) }
        return try decode(path, shownAs: name, progress: progress)
    }

    /// Whether the file starts with the 16 bytes of SQLite's header.
    static func isStore(_ path: String, shownAs name: String) throws(DataFileError) -> Bool {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw DataFileError(file: name, message: "cannot read the file") }
        defer { close(descriptor) }
        var head = [UInt8](repeating: 0, count: StoreReader.header.count)
        let count = head.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
        return count == head.count && head == StoreReader.header
    }

    /// Reads and decodes the file in chunks: its bytes are never held whole. Every few
    /// thousand orders it checks whether its task was cancelled (Ctrl-C) and stops.
    private static func decode(_ path: String, shownAs name: String, progress: ReadProgressBoard?) throws -> DataSet {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw DataFileError(file: name, message: "cannot read the file") }
        defer { close(descriptor) }
        let reader = JSONReader(descriptor: descriptor)
        defer { progress?.post(nil) }
        let observer = DecodingObserver { bytes, orders in
            progress?.post(ReadProgress(file: name, bytesRead: bytes, totalBytes: reader.expectedSize, orders: orders))
            return !Task.isCancelled
        }
        let split = reader.expectedSize.map { SecondHalf.Source(path: path, size: $0) }
        guard let dataSet = try DataFileDecoder.decode(reader, file: name, observer: observer, split: split) else {
            throw CancellationError()
        }
        return dataSet
    }
}

/// What identifies one version of a file on disk: its size and modification time and, for
/// a store, those of its write-ahead log, where another program's committed writes may
/// wait before they reach the file itself.
struct FileStamp: Equatable {
    let size: UInt64
    /// The modification time, in nanoseconds since 1970.
    let modified: Int64
    /// The write-ahead log's size and modification time (nanoseconds), when it was asked
    /// for and exists.
    let log: LogStamp?

    struct LogStamp: Equatable {
        let size: Int64
        let modified: Int64
    }

    /// The stamp of the file at `path`; errors name it `shownAs` (default: `path`). One
    /// `stat` call, made before every fetch, says whether it exists and what it is.
    init(path: String, shownAs name: String? = nil, withLog: Bool = false) throws(DataFileError) {
        var status = stat()
        guard stat(path, &status) == 0 else { throw DataFileError(file: name ?? path, message: Self.statProblem(errno)) }
        // A FIFO would block the read until a writer came; a device never ends (/dev/zero).
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw DataFileError(file: name ?? path, message: "is a directory, not a data file")
        case S_IFIFO: throw DataFileError(file: name ?? path, message: "is a FIFO (named pipe), not a data file")
        case S_IFCHR, S_IFBLK: throw DataFileError(file: name ?? path, message: "is a device, not a data file")
        case S_IFSOCK: throw DataFileError(file: name ?? path, message: "is a socket, not a data file")
        default: throw DataFileError(file: name ?? path, message: "is not a regular file, not a data file")
        }
        size = UInt64(status.st_size)
        modified = Self.nanoseconds(status.st_mtim)
        log = withLog ? Self.logStamp(of: path + "-wal") : nil
    }

    /// Why `stat` failed, in the user's words: a symlink loop is not a missing file.
    static func statProblem(_ code: Int32) -> String {
        switch code {
        case ENOENT, ENOTDIR: "no such file"
        case ELOOP: "is a symbolic link that leads in a loop (too many levels of symbolic links)"
        case EACCES: "cannot be reached (permission denied)"
        case ENAMETOOLONG: "the path is too long"
        default: "cannot be read: \(String(cString: strerror(code)))"
        }
    }

    /// A `stat` time as nanoseconds since 1970.
    private static func nanoseconds(_ time: timespec) -> Int64 {
        Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }

    /// The size and modification time of the file at `path`, or `nil` when there is none.
    private static func logStamp(of path: String) -> LogStamp? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return LogStamp(size: Int64(status.st_size), modified: nanoseconds(status.st_mtim))
    }
}
