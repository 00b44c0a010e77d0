import Foundation
import SystemPackage

/// The one rule for every file the program writes (shell.md §1): the target is checked
/// (``FileTarget``), the bytes go to a ``TemporarySibling`` that is renamed into place only
/// when all of them are written, and a replaced file keeps its mode. A failure leaves the
/// target as it was.
public enum ReplacedFile {
    /// Writes `bytes` to `path`, replacing a regular file there; a new file gets
    /// `newFileMode` less the umask.
    public static func write(_ bytes: some Collection<UInt8>, to path: FilePath, newFileMode: mode_t = 0o666) throws(FileWriteError) {
        try write(to: path, newFileMode: newFileMode) { descriptor throws(FileWriteError) in
            try writeAll(bytes, to: descriptor, shownAs: path)
        }
    }

    /// Writes `text` as UTF-8 to `path`, replacing a regular file there.
    public static func write(_ text: String, to path: FilePath) throws(FileWriteError) {
        try write(Array(text.utf8), to: path)
    }

    /// Calls `body` with a descriptor open for writing on a temporary sibling of `path`,
    /// then installs the sibling over `path`.
    public static func write(
        to path: FilePath, newFileMode: mode_t = 0o666, _ body: (Int32) throws(FileWriteError) -> Void
    ) throws(FileWriteError) {
        let target = try FileTarget(path)
        let temporary = TemporarySibling(of: path)
        defer { temporary.remove() }
        // A new file gets `newFileMode` (0666 unless said) less the umask, as any program's would.
        let descriptor = temporary.path.withPlatformString { open($0, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, newFileMode) }
        guard descriptor >= 0 else { throw FileWriteError(path, reason: "cannot write the file: \(FileTarget.problem(errno))") }
        do {
            try body(descriptor)
        } catch {
            close(descriptor)
            throw error
        }
        // On the disk before it takes the target's place: a crash then leaves the old file
        // or the new one, never a renamed file whose blocks were not written.
        let synced = fsync(descriptor) == 0 || errno == EINVAL
        let code = errno
        guard close(descriptor) == 0, synced else {
            throw FileWriteError(path, reason: "cannot write the file: \(FileTarget.problem(synced ? errno : code))")
        }
        try temporary.install(as: target)
    }

    /// Writes every byte of `bytes` to `descriptor`, retrying short writes.
    public static func writeAll(_ bytes: some Collection<UInt8>, to descriptor: Int32, shownAs path: FilePath) throws(FileWriteError) {
        let array = Array(bytes)
        var offset = 0
        while offset < array.count {
            let written = array.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress?.advanced(by: offset), array.count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                throw FileWriteError(path, reason: "cannot write the file: \(FileTarget.problem(errno))")
            }
            offset += written
        }
    }

    /// Creates `folder` and the folders above it that are missing (`mode`, 0777 unless
    /// said, less the umask).
    public static func createFolders(_ folder: FilePath, mode: mode_t = 0o777) throws(FileWriteError) {
        guard !folder.isEmpty else { return }
        var status = stat()
        if folder.withPlatformString({ stat($0, &status) }) == 0 {
            guard status.st_mode & S_IFMT == S_IFDIR else { throw FileWriteError(folder, reason: "is not a folder") }
            return
        }
        let parent = folder.removingLastComponent()
        if parent != folder { try createFolders(parent, mode: mode) }
        guard folder.withPlatformString({ mkdir($0, mode) }) == 0 || errno == EEXIST else {
            throw FileWriteError(folder, reason: "cannot create the folder: \(FileTarget.problem(errno))")
        }
    }
}
