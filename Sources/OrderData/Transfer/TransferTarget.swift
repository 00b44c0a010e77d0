import Foundation
import GRDBSQLite

/// Where an `import` or `export` writes, checked before anything is read: a new path, or
/// with `--replace` an existing regular file that is not the source. The new file takes
/// the replaced file's place in one rename, keeps its mode, and leaves none of the old
/// store's sidecar files (`-journal`, `-wal`, `-shm`) beside it (docs/data-store.md,
/// "Replacing a store").
struct TransferTarget {
    let path: String
    /// The permission bits of the file being replaced; `nil` for a new file.
    let replacedMode: mode_t?

    /// The sidecar files SQLite keeps beside a database.
    static let sidecarSuffixes = ["-journal", "-wal", "-shm"]

    init(_ path: String, source: String, replace: Bool) throws(DataFileError) {
        self.path = path
        var target = stat()
        guard lstat(path, &target) == 0 else {
            guard errno == ENOENT else { throw DataFileError(file: path, message: FileStamp.statProblem(errno)) }
            replacedMode = nil
            return
        }
        switch target.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw DataFileError(file: path, message: "is a directory")
        case S_IFLNK: throw Self.notRegular(path, "is a symbolic link")
        case S_IFIFO: throw Self.notRegular(path, "is a FIFO (named pipe)")
        case S_IFCHR, S_IFBLK: throw Self.notRegular(path, "is a device")
        case S_IFSOCK: throw Self.notRegular(path, "is a socket")
        default: throw Self.notRegular(path, "is not a regular file")
        }
        var origin = stat()
        if stat(source, &origin) == 0, origin.st_dev == target.st_dev, origin.st_ino == target.st_ino {
            throw DataFileError(file: path, message: "is the source file itself (\(source)); write to another path")
        }
        if !replace { throw DataFileError(file: path, message: "already exists; add --replace to overwrite it") }
        replacedMode = target.st_mode & 0o7777
    }

    private static func notRegular(_ path: String, _ what: String) -> DataFileError {
        DataFileError(file: path, message: "\(what); ordersh writes and replaces regular files only")
    }

    /// Puts the complete `temporary` file in the target's place. A replaced store is
    /// locked first (a writer that holds it makes this fail, naming its sidecars, rather
    /// than lose its commit); its hot journal is rolled back by that lock, and no sidecar
    /// of the old file is left to be read with the new one.
    func install(_ temporary: TemporarySibling) throws(DataFileError) {
        if let replacedMode, chmod(temporary.path, replacedMode) != 0 {
            throw DataFileError(file: path, message: "cannot keep the file's mode: \(String(cString: strerror(errno)))")
        }
        let lock = try replacedMode == nil ? nil : StoreLock(path, sidecars: presentSidecars())
        defer { lock?.release() }
        unlink(path + "-journal")
        try temporary.rename(to: path)
        for suffix in Self.sidecarSuffixes { unlink(path + suffix) }
    }

    /// The sidecar files beside the target now.
    private func presentSidecars() -> [String] {
        Self.sidecarSuffixes.map { path + $0 }.filter { access($0, F_OK) == 0 }
    }
}

/// An exclusive lock on an existing SQLite database, held while it is replaced; no lock
/// when the file is not a database SQLite can open (it is replaced all the same).
private final class StoreLock {
    private var connection: OpaquePointer?

    /// How long the lock is waited for before the replacement is refused.
    static let wait: Int32 = 2_000

    init?(_ path: String, sidecars: [String]) throws(DataFileError) {
        guard Self.startsLikeSQLite(path) else { return nil }
        guard sqlite3_open_v2(path, &connection, SQLITE_OPEN_READWRITE, nil) == SQLITE_OK else {
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

    private static func startsLikeSQLite(_ path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        return (try? handle.read(upToCount: StoreReader.header.count)).map(Array.init) == StoreReader.header
    }
}
