import Foundation
import SystemPackage

/// A path about to be written, checked before anything is written (shell.md §1): absent,
/// or a regular file whose mode the new file keeps. A directory, FIFO, device, socket or
/// symbolic link is refused with one message, so no writer ever replaces `/dev/full` or
/// blocks on a named pipe.
public struct FileTarget: Sendable {
    /// The path refused.
    public let path: FilePath
    /// The permission bits of the file being replaced; `nil` for a new file.
    public let replacedMode: mode_t?
    /// The device and inode of the file being replaced.
    public let identity: (device: UInt64, inode: UInt64)?

    /// What every refusal of a target that is not a regular file ends with.
    public static let regularFilesOnly = "only a regular file can be written or replaced"

    /// Checks `path` as a target; throws when it is anything but absent or a regular file.
    public init(_ path: FilePath) throws(FileWriteError) {
        self.path = path
        var status = stat()
        let found = path.withPlatformString { lstat($0, &status) }
        guard found == 0 else {
            guard errno == ENOENT else { throw FileWriteError(path, reason: Self.problem(errno)) }
            replacedMode = nil
            identity = nil
            return
        }
        if let what = Self.kindIfNotRegular(status.st_mode) {
            throw FileWriteError(path, reason: "\(what); \(Self.regularFilesOnly)")
        }
        replacedMode = status.st_mode & 0o7777
        identity = (UInt64(status.st_dev), UInt64(status.st_ino))
    }

    /// Refuses a name that ends in `/` (shell.md §1): it names a folder, and is never
    /// written as a file (the path made of it has lost the `/`, and would name the file
    /// beside it). `name` is the path as typed, or its bytes; `shown`, how messages show it.
    public static func refuseFolderName(_ name: some BidirectionalCollection<UInt8>, shownAs shown: String) throws(FileWriteError) {
        guard name.last == UInt8(ascii: "/") else { return }
        throw FileWriteError(shownPath: shown.hasSuffix("/") ? shown : shown + "/", reason: Self.folderName)
    }

    /// Refuses a typed name that ends in `/`, as ``refuseFolderName(_:shownAs:)-(_,_)`` does.
    public static func refuseFolderName(_ typed: String, shownAs shown: String) throws(FileWriteError) {
        try refuseFolderName(typed.utf8, shownAs: shown)
    }

    /// What a refusal of a name that ends in `/` says.
    public static let folderName = "names a folder (it ends in '/'), not a file to write"

    /// Whether a file is there now (and will be replaced).
    public var exists: Bool { replacedMode != nil }

    /// What a file of `mode` is, when it is not a regular file.
    public static func kindIfNotRegular(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "is a directory"
        case S_IFLNK: "is a symbolic link"
        case S_IFIFO: "is a FIFO (named pipe)"
        case S_IFCHR, S_IFBLK: "is a device"
        case S_IFSOCK: "is a socket"
        default: "is not a regular file"
        }
    }

    /// Why a call on a path failed, in the user's words.
    public static func problem(_ code: Int32) -> String {
        switch code {
        case ENOENT, ENOTDIR: "no such file or folder"
        case ELOOP: "is a symbolic link that leads in a loop (too many levels of symbolic links)"
        case EACCES, EPERM: "permission denied"
        case ENAMETOOLONG: "the name is too long"
        case ENOSPC: "no space left on the device"
        case EROFS: "the file system is read-only"
        default: String(cString: strerror(code))
        }
    }
}
