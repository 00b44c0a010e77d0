import Domain
import Foundation
import SafeIO
import SystemPackage

/// The repository of a data path: the embedded data set, a JSON data file or an ordersh
/// store, chosen by the file's first bytes (SQLite's header), not its name, each time the
/// file changed. A JSON file is read by ``JSONFileRepository``, a store by
/// ``SQLiteStoreRepository``.
public actor DataFileRepository: OrderDataSource {
    /// Where the data comes from.
    public enum Source: Sendable, Hashable {
        /// The data set built into `ordersh` (Fixtures/default-data.json).
        case embedded
        /// A file on disk; errors name it `shownAs`, or the path as given.
        case file(FilePath, shownAs: String? = nil)
    }

    public nonisolated let source: Source
    private let progress: ReadProgressBoard?
    /// The repository the file's current version needs, with the version it was chosen for.
    /// It is held in two optionals rather than as a `Chosen`: an enum of two class
    /// references keeps its case in spare bits of the pointer, where LeakSanitizer sees no
    /// pointer, so a store kept until exit was reported as leaked.
    private var chosen: (stamp: FileStamp?, json: JSONFileRepository?, store: SQLiteStoreRepository?)?

    private enum Chosen {
        case json(JSONFileRepository)
        case store(SQLiteStoreRepository)
    }

    /// A repository reading `source`; a data file's load posts how far it got on `progress`.
    public init(source: Source = .embedded, progress: ReadProgressBoard? = nil) {
        self.source = source
        self.progress = progress
    }

    public func fetchOrders() async throws -> [Order] {
        switch try repository() {
        case .json(let json): try await json.fetchOrders()
        case .store(let store): try await store.fetchOrders()
        }
    }

    public func fetchOrders(createdIn range: DateInterval) async throws -> OrderSelection {
        switch try repository() {
        case .json(let json): try await json.fetchOrders(createdIn: range)
        case .store(let store): try await store.fetchOrders(createdIn: range)
        }
    }

    public func fetchPromos() async throws -> [Promo] {
        switch try repository() {
        case .json(let json): try await json.fetchPromos()
        case .store(let store): try await store.fetchPromos()
        }
    }

    public func fetchBookmarks() async throws -> [Bookmark] {
        switch try repository() {
        case .json(let json): try await json.fetchBookmarks()
        case .store(let store): try await store.fetchBookmarks()
        }
    }

    public func fetchStoreSettings() async throws -> StoreSettings {
        switch try repository() {
        case .json(let json): try await json.fetchStoreSettings()
        case .store(let store): try await store.fetchStoreSettings()
        }
    }

    /// The repository for the file as it is now: the one chosen before while the file's
    /// kind is unchanged (it keeps its cache and connection), else a new one.
    private func repository() throws -> Chosen {
        guard case .file(let path, let shownAs) = source else {
            if let json = chosen?.json { return .json(json) }
            let json = JSONFileRepository(source: .embedded, progress: progress)
            chosen = (nil, json, nil)
            return .json(json)
        }
        let name = shownAs ?? EchoedValue.path(path.bytes)
        let stamp = try FileStamp(path: path, shownAs: name, withLog: true)
        if let chosen, chosen.stamp == stamp {
            if let store = chosen.store { return .store(store) }
            if let json = chosen.json { return .json(json) }
        }
        if try Self.isStore(path, shownAs: name) {
            let store = chosen?.store ?? SQLiteStoreRepository(path: path, shownAs: name)
            chosen = (stamp, nil, store)
            return .store(store)
        }
        let json = chosen?.json ?? JSONFileRepository(source: .file(path, shownAs: name), progress: progress)
        chosen = (stamp, json, nil)
        return .json(json)
    }

    /// Reads a data file or, when the file starts with SQLite's header, an ordersh store:
    /// the content decides, not the name.
    static func read(_ path: FilePath, shownAs name: String, progress: ReadProgressBoard? = nil) throws -> DataSet {
        if try isStore(path, shownAs: name) { return try StoreReader.read(path, shownAs: name) }
        return try JSONFileRepository.decode(path, shownAs: name, progress: progress)
    }

    /// Whether the file starts with the 16 bytes of SQLite's header.
    static func isStore(_ path: FilePath, shownAs name: String) throws(DataFileError) -> Bool {
        let descriptor = path.withPlatformString { open($0, O_RDONLY | O_CLOEXEC) }
        guard descriptor >= 0 else { throw DataFileError(file: name, message: "cannot read the file") }
        defer { close(descriptor) }
        var head = [UInt8](repeating: 0, count: StoreReader.header.count)
        let count = head.withUnsafeMutableBytes { SystemCall.read(descriptor, $0.baseAddress, $0.count) }
        return count == head.count && head == StoreReader.header
    }
}
