import Foundation
import SafeIO
import SystemPackage

/// libedit's configuration file (`$EDITRC`, else `~/.editrc`), checked before libedit reads
/// it: only a regular file of at most ``largest`` bytes is read. libedit itself reads any
/// path line by line without end, so `EDITRC=/dev/zero` grew memory without bound.
enum EditorConfiguration {
    /// The largest configuration file read; a real one is a few lines.
    static let largest = 64 << 10

    /// The file to read, from `environment`'s `EDITRC` or `HOME`; `nil` when there is none.
    static func path(environment: [String: String]) -> FilePath? {
        if let explicit = environment["EDITRC"], !explicit.isEmpty { return FilePath(explicit) }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return FilePath(home).appending(".editrc")
    }

    /// Opens `path` when it is a regular file of at most ``largest`` bytes; the descriptor
    /// stays open while libedit reads it through `/dev/fd`, so the file checked is the
    /// file read. Returns `nil` (and reads nothing) otherwise.
    static func open(_ path: FilePath) -> Int32? {
        let descriptor = path.withPlatformString { Foundation.open($0, O_RDONLY | O_CLOEXEC | O_NONBLOCK) }
        guard descriptor >= 0 else { return nil }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_size <= off_t(largest) else {
            close(descriptor)
            return nil
        }
        return descriptor
    }
}
