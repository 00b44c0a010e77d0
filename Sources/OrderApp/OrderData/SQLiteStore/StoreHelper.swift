import Dispatch
import Foundation
import GRDB
import Locking
import Synchronization
import SafeIO
import SystemPackage

/// A second read-only connection to a store, opened on first use, that reads one half of
/// a large table on a thread of its own while the reader's connection reads the other
/// half (docs/data-store.md, Reading).
///
/// Both halves must see the store at the same moment. The reader's read transaction is
/// open (SQLite holds a shared lock on the file) before the helper starts its own, and in
/// a rollback-journal store no writer can commit while that lock is held. A store in WAL
/// mode lets a writer commit between the two starts, so it is read by one connection.
/// The helper also checks that its path still names the reader's file.
final class StoreHelper: Sendable {
    /// Orders tables whose rowids span less than this are read by one connection: the
    /// helper's thread and transaction would cost more than the half they save.
    static let defaultSmallestSplit: Int64 = 16_384

    let path: FilePath
    /// The smallest span of rowids that is read in halves.
    let smallestSplit: Int64
    private let device: UInt64
    private let inode: UInt64
    private let connection = Locked<DatabaseQueue?>(nil)
    private let thread = DispatchQueue(label: "ordersh.store-helper")
    /// How many connections the helper has opened (tests hold it to one per file).
    var connectionsOpened: Int { opened.load(ordering: .relaxed) }
    private let opened = Atomic<Int>(0)

    /// A helper for the store at `path`, which the reader's connection opened as `stamp`;
    /// it splits tables whose rowids span `smallestSplit` or more.
    init(path: FilePath, stamp: FileStamp, smallestSplit: Int64 = StoreHelper.defaultSmallestSplit) {
        self.path = path
        self.smallestSplit = smallestSplit
        device = stamp.device
        inode = stamp.inode
    }

    /// Whether `path` still names the reader's file.
    private var namesReadersFile: Bool {
        guard let now = try? FileStamp(path: path) else { return false }
        return now.device == device && now.inode == inode
    }

    /// Whether the store in `db`'s read transaction can be read in halves: it is not in
    /// WAL mode, and `path` still names the reader's file.
    func canSplit(_ db: Database) -> Bool {
        (try? String.fetchOne(db, sql: "PRAGMA journal_mode"))?.lowercased() != "wal" && namesReadersFile
    }

    /// Runs `mine` here and `theirs` on the helper's connection at the same time, and
    /// returns both results; the error of `mine` comes first, as a read in order would
    /// meet it first. When the helper cannot read (it cannot open the file, the file was
    /// replaced, or a writer waits for the lock), `theirs` runs on `db` after `mine`.
    /// `stop` is raised when `mine` fails or the task is cancelled, so `theirs` ends early.
    func both<Mine, Theirs: Sendable>(
        in db: Database, stop: StopSignal,
        mine: () throws -> Mine, theirs: @escaping @Sendable (Database) throws -> Theirs
    ) throws -> (Mine, Theirs) {
        let outcome = Locked<Result<Theirs, any Error>?>(nil)
        let done = DispatchSemaphore(value: 0)
        thread.async {
            let result = Result { try self.read(theirs) }
            outcome.withLock { $0 = result }
            done.signal()
        }
        let mineResult = Result { try mine() }
        if case .failure = mineResult { stop.raise() }
        while done.wait(timeout: .now() + .milliseconds(20)) == .timedOut {
            if Task.isCancelled { stop.raise() }
        }
        let mineValue = try mineResult.get()
        switch outcome.withLock({ $0 }) {
        case .success(let value):
            return (mineValue, value)
        case .failure(is HelperUnavailable), nil:
            return (mineValue, try theirs(db))
        case .failure(let error):
            throw error
        }
    }

    /// `body` in a read transaction on the helper's connection, once it is known to read
    /// the reader's file; ``HelperUnavailable`` when it cannot.
    private func read<T>(_ body: (Database) throws -> T) throws -> T {
        let queue = try connection.withLock { kept -> DatabaseQueue in
            if let kept { return kept }
            var configuration = Configuration()
            configuration.readonly = true
            // A writer waiting for the reader's lock would keep this one out: give up at
            // once and let the reader read this half.
            configuration.busyMode = .immediateError
            configuration.label = "ordersh.store-helper"
            do {
                let queue = try DatabaseQueue(path: SQLiteName.of(path), configuration: configuration)
                opened.add(1, ordering: .relaxed)
                kept = queue
                return queue
            } catch {
                throw HelperUnavailable()
            }
        }
        do {
            return try queue.read { db in
                // The transaction starts at its first read: after it, the file cannot change.
                _ = try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master")
                guard namesReadersFile else { throw HelperUnavailable() }
                return try body(db)
            }
        } catch let error as DatabaseError where [.SQLITE_BUSY, .SQLITE_LOCKED, .SQLITE_CANTOPEN].contains(error.resultCode) {
            throw HelperUnavailable()
        }
    }

    /// The helper could not read the reader's file as it is; the reader reads the half.
    private struct HelperUnavailable: Error {}
}

/// Tells the halves of a split read to stop: the other half failed or the load was
/// cancelled. Each half asks it every few thousand rows.
final class StopSignal: Sendable {
    private let raised = Atomic<Bool>(false)

    func raise() { raised.store(true, ordering: .relaxed) }

    var isRaised: Bool { raised.load(ordering: .relaxed) }

    /// Throws `CancellationError` when the signal is raised or the current task is cancelled.
    func check() throws {
        if Task.isCancelled { raise() }
        if isRaised { throw CancellationError() }
    }
}
