import Foundation
import SafeIO
import SystemPackage

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
    /// The device and inode: which file the path named (a replaced file is another one).
    let device: UInt64
    let inode: UInt64

    struct LogStamp: Equatable {
        let size: Int64
        let modified: Int64
    }

    /// The stamp of the file at `path`; errors name it `shownAs` (default: `path`). One
    /// `stat` call, made before every fetch, says whether it exists and what it is.
    init(path: FilePath, shownAs name: String? = nil, withLog: Bool = false) throws(DataFileError) {
        let name = name ?? EchoedValue.path(path.bytes)
        var status = stat()
        guard path.withPlatformString({ stat($0, &status) }) == 0 else { throw DataFileError(file: name, message: Self.statProblem(errno)) }
        // A FIFO would block the read until a writer came; a device never ends (/dev/zero).
        if let what = FileTarget.kindIfNotRegular(status.st_mode) { throw DataFileError(file: name, message: "\(what), not a data file") }
        size = UInt64(status.st_size)
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
        modified = Self.nanoseconds(status.st_mtim)
        log = withLog ? Self.logStamp(of: FilePath(bytes: path.bytes + Array("-wal".utf8))) : nil
    }

    /// Whether both stamps are of the same file (perhaps written in between).
    func isSameFile(as other: FileStamp) -> Bool {
        device == other.device && inode == other.inode
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
    private static func logStamp(of path: FilePath) -> LogStamp? {
        var status = stat()
        guard path.withPlatformString({ stat($0, &status) }) == 0 else { return nil }
        return LogStamp(size: Int64(status.st_size), modified: nanoseconds(status.st_mtim))
    }
}
