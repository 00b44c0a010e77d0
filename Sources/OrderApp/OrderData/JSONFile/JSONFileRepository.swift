import Domain
import Foundation
import SafeIO
import SystemPackage

/// Reads orders, promos, bookmarks and store settings from one JSON data file, or the
/// embedded data set (domain.md §2).
///
/// Nothing is read until the first fetch. A file is read again only when its size or
/// modification time changed, so editing the data file between two loads is seen,
/// while several fetches of one load share one read (and one error).
actor JSONFileRepository: OrderDataSource {
    /// Decoding runs on a thread of its own, off the cooperative pool (``ReadingExecutor``).
    private nonisolated let executor = ReadingExecutor(label: "ordersh.data-file")
    nonisolated var unownedExecutor: UnownedSerialExecutor { executor.asUnownedSerialExecutor() }

    let source: DataFileRepository.Source
    private let progress: ReadProgressBoard?
    private var cached: (stamp: FileStamp?, result: Result<DataSet, DataFileError>)?

    init(source: DataFileRepository.Source, progress: ReadProgressBoard?) {
        self.source = source
        self.progress = progress
    }

    func fetchOrders() async throws -> [Order] { try dataSet().orders }
    func fetchPromos() async throws -> [Promo] { try dataSet().promos }
    func fetchBookmarks() async throws -> [Bookmark] { try dataSet().bookmarks }
    func fetchStoreSettings() async throws -> StoreSettings { try dataSet().store }

    /// A data file is read whole (and kept): every order, whatever the range.
    func fetchOrders(createdIn range: DateInterval) async throws -> OrderSelection {
        .everything(try dataSet().orders)
    }

    /// The data set; a load whose task is cancelled stops reading and throws `CancellationError`.
    private func dataSet() throws -> DataSet {
        switch source {
        case .embedded:
            return try EmbeddedDataSet.decoded.get()
        case .file(let path, let shownAs):
            let name = shownAs ?? EchoedValue.path(path.bytes)
            let stamp = try FileStamp(path: path, shownAs: name, withLog: true)
            if let cached, cached.stamp == stamp { return try cached.result.get() }
            // A bad file is remembered as bad: the other fetches of the same load (orders
            // and store settings run together) do not read it again. A cancelled read is not.
            let result: Result<DataSet, DataFileError>
            do {
                result = .success(try Self.decode(path, shownAs: name, progress: progress))
            } catch let error as DataFileError {
                result = .failure(error)
            }
            cached = (stamp, result)
            return try result.get()
        }
    }

    /// Reads and decodes the file in chunks: its bytes are never held whole. Every few
    /// thousand orders it checks whether its task was cancelled (Ctrl-C) and stops.
    static func decode(_ path: FilePath, shownAs name: String, progress: ReadProgressBoard?) throws -> DataSet {
        let descriptor = path.withPlatformString { open($0, O_RDONLY | O_CLOEXEC) }
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
