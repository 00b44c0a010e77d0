import Foundation

/// A file in the same folder as `target` (so a rename is atomic), removed unless renamed,
/// also when a signal ends the program while it exists (``TemporaryCleanup``).
struct TemporarySibling {
    let path: String

    init(of target: String) {
        let url = URL(fileURLWithPath: target)
        path = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp").path
        unlinkAll()
        TemporaryCleanup.arm(path)
    }

    /// Removes the file and its SQLite sidecars; a signal no longer needs to.
    func remove() {
        unlinkAll()
        TemporaryCleanup.disarm()
    }

    private func unlinkAll() {
        for suffix in ["", "-journal", "-wal", "-shm"] { unlink(path + suffix) }
    }

    /// Moves the file to `target` in one step, replacing what is there.
    func rename(to target: String) throws(DataFileError) {
        guard Foundation.rename(path, target) == 0 else {
            throw DataFileError(file: target, message: "cannot write the file: \(String(cString: strerror(errno)))")
        }
    }
}
