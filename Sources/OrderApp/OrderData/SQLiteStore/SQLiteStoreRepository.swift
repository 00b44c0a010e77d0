import Domain
import Foundation
import GRDB
import SystemPackage

/// Reads an ordersh store (docs/data-store.md) through one read-only connection, kept
/// while the file is unchanged: the fetches of a load (orders and store settings run
/// together) share it, and so do later loads. A list asks for its month only, through the
/// `createdAt` index; promos and bookmarks read the store whole, which is then kept and
/// answers every fetch until the file changes. A large store's tables are read in halves,
/// the second on the connection of a ``StoreHelper`` kept beside this one.
actor SQLiteStoreRepository: OrderDataSource {
    /// Reads run on a thread of their own, off the cooperative pool (``ReadingExecutor``).
    private nonisolated let executor = ReadingExecutor(label: "ordersh.store")
    nonisolated var unownedExecutor: UnownedSerialExecutor { executor.asUnownedSerialExecutor() }

    let path: FilePath
    let name: String
    /// The connection, the version of the file it was opened on, and the helper that reads
    /// half of a large table beside it.
    private var connection: (stamp: FileStamp, queue: DatabaseQueue, helper: StoreHelper)?
    /// The store read whole, for the version it was read from.
    private var whole: (stamp: FileStamp, dataSet: DataSet)?
    /// How many connections this repository has opened (tests hold it to one per file).
    private(set) var connectionsOpened = 0

    init(path: FilePath, shownAs name: String) {
        self.path = path
        self.name = name
    }

    func fetchOrders() async throws -> [Order] { try dataSet().orders }
    func fetchPromos() async throws -> [Promo] { try dataSet().promos }
    func fetchBookmarks() async throws -> [Bookmark] { try dataSet().bookmarks }

    func fetchStoreSettings() async throws -> StoreSettings {
        let (stamp, queue, _) = try current()
        if let whole, whole.stamp == stamp { return whole.dataSet.store }
        return try StoreReader.readStoreSettings(queue, path: path, shownAs: name)
    }

    /// The orders created in `range`, read each time (the store may have changed), unless
    /// the store is held whole as it is now.
    func fetchOrders(createdIn range: DateInterval) async throws -> OrderSelection {
        let (stamp, queue, helper) = try current()
        if let whole, whole.stamp == stamp { return .everything(whole.dataSet.orders) }
        return try StoreReader.readOrders(queue, helper: helper, path: path, shownAs: name, createdIn: range)
    }

    /// The whole store, read once for each version of the file.
    private func dataSet() throws -> DataSet {
        let (stamp, queue, helper) = try current()
        if let whole, whole.stamp == stamp { return whole.dataSet }
        let dataSet = try StoreReader.read(queue, helper: helper, path: path, shownAs: name)
        whole = (stamp, dataSet)
        return dataSet
    }

    /// The file's version now and a connection to it: the one kept, or a new one when the
    /// file changed (replaced, written, or its write-ahead log grew).
    private func current() throws -> (FileStamp, DatabaseQueue, StoreHelper) {
        let stamp = try FileStamp(path: path, shownAs: name, withLog: true)
        if let connection, connection.stamp.isSameFile(as: stamp) { return (stamp, connection.queue, connection.helper) }
        let queue = try StoreReader.open(path, shownAs: name)
        connectionsOpened += 1
        let helper = StoreHelper(path: path, stamp: stamp)
        connection = (stamp, queue, helper)
        return (stamp, queue, helper)
    }
}
