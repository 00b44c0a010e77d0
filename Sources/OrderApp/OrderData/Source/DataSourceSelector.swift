import Foundation
import Domain
import Locking
import SystemPackage

/// A data source that can be pointed at another data file while the session runs
/// (`set data FILE`): each fetch reads from the repository selected at that moment.
public final class DataSourceSelector: OrderDataSource, Sendable {
    private let current: Locked<DataFileRepository>
    /// How far the load running now has got (a data file's).
    public let progress = ReadProgressBoard()

    public init(source: DataFileRepository.Source = .embedded) {
        current = Locked(DataFileRepository(source: source, progress: progress))
    }

    /// The source fetches read from now on.
    public var source: DataFileRepository.Source { current.withLock { $0.source } }

    /// Selects `source` for the next load. A file must exist and not be a folder; it is
    /// read (and checked) only when a load needs it.
    public func select(_ source: DataFileRepository.Source) throws(DataFileError) {
        if case .file(let path, let shownAs) = source { _ = try FileStamp(path: path, shownAs: shownAs) }
        let repository = DataFileRepository(source: source, progress: progress)
        current.withLock { $0 = repository }
    }

    private var repository: DataFileRepository { current.withLock { $0 } }

    public func fetchOrders() async throws -> [Order] { try await repository.fetchOrders() }
    public func fetchOrders(createdIn range: DateInterval) async throws -> OrderSelection {
        try await repository.fetchOrders(createdIn: range)
    }
    public func fetchPromos() async throws -> [Promo] { try await repository.fetchPromos() }
    public func fetchBookmarks() async throws -> [Bookmark] { try await repository.fetchBookmarks() }
    public func fetchStoreSettings() async throws -> StoreSettings { try await repository.fetchStoreSettings() }
}
