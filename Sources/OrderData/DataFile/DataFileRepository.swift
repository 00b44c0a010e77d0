import Domain
import Foundation

/// Reads orders, promos, bookmarks and store settings from one data file (domain.md §2).
///
/// Nothing is read until the first fetch. A file is read again only when its size or
/// modification time changed, so editing the data file between two loads is seen,
/// while several fetches of one load share one parse.
public actor DataFileRepository: OrderDataSource {
    /// Where the data comes from.
    public enum Source: Sendable, Hashable {
        /// The data set built into `ordersh` (Fixtures/default-data.json).
        case embedded
        /// A JSON file on disk; errors name it `shownAs`, or the path as given.
        case file(String, shownAs: String? = nil)
    }

    public nonisolated let source: Source
    private var cached: (stamp: FileStamp?, dataSet: DataSet)?

    public init(source: Source = .embedded) {
        self.source = source
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
        try dataSet().store
    }

    /// The data set; a load whose task is cancelled stops reading and throws `CancellationError`.
    private func dataSet() throws -> DataSet {
        switch source {
        case .embedded:
            return try EmbeddedDataSet.decoded.get()
        case .file(let path, let shownAs):
            let name = shownAs ?? path
            let stamp = try FileStamp(path: path, shownAs: name)
            if let cached, cached.stamp == stamp { return cached.dataSet }
            let dataSet = try Self.decode(path, shownAs: name)
            cached = (stamp, dataSet)
            return dataSet
        }
    }

    /// Reads and decodes the file in chunks: its bytes are never held whole. Every few
    /// thousand orders it checks whether its task was cancelled (Ctrl-C) and stops.
    private static func decode(_ path: String, shownAs name: String) throws -> DataSet {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw DataFileError(file: name, message: "cannot read the file") }
        defer { close(descriptor) }
        let observer = DecodingObserver { _, _ in !Task.isCancelled }
        guard let dataSet = try DataFileDecoder.decode(JSONReader(descriptor: descriptor), file: name, observer: observer) else {
            throw CancellationError()
        }
        return dataSet
    }
}

/// What identifies one version of a file on disk.
struct FileStamp: Equatable {
    let size: UInt64
    let modified: Date

    /// The stamp of the file at `path`; errors name it `shownAs` (default: `path`).
    init(path: String, shownAs name: String? = nil) throws(DataFileError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw DataFileError(file: name ?? path, message: "no such file")
        }
        guard !isDirectory.boolValue else {
            throw DataFileError(file: name ?? path, message: "is a directory, not a data file")
        }
        let attributes = (try? FileManager.default.attributesOfItem(atPath: path)) ?? [:]
        size = (attributes[.size] as? NSNumber)?.uint64Value ?? 0
        modified = attributes[.modificationDate] as? Date ?? .distantPast
    }
}
