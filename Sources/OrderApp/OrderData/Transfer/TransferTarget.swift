import Foundation
import GRDBSQLite
import SafeIO
import SystemPackage

/// Where an `import` or `export` writes, checked before anything is read: a new path, or
/// with `--replace` an existing regular file that is not the source (the one rule for
/// written files, ``FileTarget``). The new file takes the replaced file's place in one
/// rename, keeps its mode, and leaves none of the old store's sidecar files (`-journal`,
/// `-wal`, `-shm`) beside it (docs/data-store.md, "Replacing a store").
struct TransferTarget {
    let target: FileTarget
    var path: FilePath { target.path }

    /// The sidecar files SQLite keeps beside a database.
    static let sidecarSuffixes = ["-journal", "-wal", "-shm"]

    init(_ path: FilePath, source: FilePath?, replace: Bool) throws(DataFileError) {
        do {
            target = try FileTarget(path)
        } catch {
            throw DataFileError(error)
        }
        guard target.exists else { return }
        var origin = stat()
        if let source, source.withPlatformString({ stat($0, &origin) }) == 0, let identity = target.identity,
           UInt64(origin.st_dev) == identity.device, UInt64(origin.st_ino) == identity.inode {
            throw DataFileError(file: path, message: "is the source file itself (\(EchoedValue.path(source.bytes))); write to another path")
        }
        if !replace { throw DataFileError(file: path, message: "already exists; add --replace to overwrite it") }
    }

    /// Puts the complete `temporary` file in the target's place. A replaced store is
    /// locked first (a writer that holds it makes this fail, naming its sidecars, rather
    /// than lose its commit); its hot journal is rolled back by that lock, and no sidecar
    /// of the old file is left to be read with the new one.
    func install(_ temporary: TemporarySibling) throws {
        let lock = try target.exists ? StoreLock(path, sidecars: presentSidecars()) : nil
        defer { lock?.release() }
        Self.unlink(path, "-journal")
        do {
            try temporary.install(as: target)
        } catch {
            throw DataFileError(error)
        }
        for suffix in Self.sidecarSuffixes { Self.unlink(path, suffix) }
    }

    /// The sidecar files beside the target now, as messages show them.
    private func presentSidecars() -> [String] {
        Self.sidecarSuffixes.map { Self.sibling(path, $0) }
            .filter { $0.withPlatformString { access($0, F_OK) } == 0 }
            .map { EchoedValue.path($0.bytes) }
    }

    static func sibling(_ path: FilePath, _ suffix: String) -> FilePath {
        FilePath(bytes: path.bytes + Array(suffix.utf8))
    }

    private static func unlink(_ path: FilePath, _ suffix: String) {
        sibling(path, suffix).withPlatformString { _ = Foundation.unlink($0) }
    }
}

/// An exclusive lock on an existing SQLite database, held while it is replaced; no lock
/// when the file is not a database SQLite can open (it is replaced all the same).
private final class StoreLock {
    private var connection: OpaquePointer?

    /// How long the lock is waited for before the replacement is refused.
    static let wait: Int32 = 2_000

    init?(_ path: FilePath, sidecars: [String]) throws(DataFileError) {
        guard Self.startsLikeSQLite(path), let name = try? SQLiteName.of(path) else { return nil }
        guard sqlite3_open_v2(name, &connection, SQLITE_OPEN_READWRITE | SQLiteName.openFlags, nil) == SQLITE_OK else {
            sqlite3_close(connection)
            return nil
        }
        sqlite3_busy_timeout(connection, Self.wait)
        let code = sqlite3_exec(connection, "BEGIN EXCLUSIVE", nil, nil, nil)
        switch code {
        case SQLITE_OK:
            return
        case SQLITE_BUSY, SQLITE_LOCKED:
            sqlite3_close(connection)
            let beside = sidecars.isEmpty ? "" : " (with \(sidecars.joined(separator: ", ")) beside it)"
            throw DataFileError(
                file: path,
                message: "is in use by another program\(beside): its lock was held for \(Self.wait / 1000) s; "
                    + "try again when that program is done")
        default:
            // Damaged or not a database after all: nothing to protect, it is replaced whole.
            sqlite3_close(connection)
            return nil
        }
    }

    func release() {
        sqlite3_exec(connection, "ROLLBACK", nil, nil, nil)
        sqlite3_close(connection)
        connection = nil
    }

    private static func startsLikeSQLite(_ path: FilePath) -> Bool {
        (try? RegularFile.read(path, limit: StoreReader.header.count, larger: .start)) == StoreReader.header
    }
}
