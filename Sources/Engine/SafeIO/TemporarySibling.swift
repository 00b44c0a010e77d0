import Foundation
import SystemPackage

/// A new file in the same folder as its target (so a rename is atomic), removed unless
/// installed, also when a signal ends the program while it exists (``TemporaryCleanup``).
/// Its name is short whatever the target's (`.NAME.PID.N.tmp`, NAME cut to 64 bytes), so a
/// target with a legal 255-byte name, and SQLite's `-journal` beside its temporary, fit.
public struct TemporarySibling: Sendable {
    /// The temporary file's path.
    public let path: FilePath

    private nonisolated(unsafe) static var counter = 0
    private static let lock = NSLock()

    /// Names a fresh sibling of `target`; nothing is created yet.
    public init(of target: FilePath) {
        let folder = target.removingLastComponent()
        let base = target.nameBytes
        Self.lock.lock()
        Self.counter += 1
        let number = Self.counter
        Self.lock.unlock()
        let name = [UInt8(ascii: ".")] + base.prefix(64) + Array(".\(getpid()).\(number).tmp".utf8)
        let folderBytes = folder.isEmpty ? [] : folder.bytes + [UInt8(ascii: "/")]
        path = FilePath(bytes: folderBytes + name)
        for suffix in TemporaryCleanup.suffixes { Self.unlink(path, suffix) }
        TemporaryCleanup.arm(path.bytes)
    }

    /// Removes the file and its SQLite sidecars; a signal no longer needs to.
    public func remove() {
        for suffix in TemporaryCleanup.suffixes { Self.unlink(path, suffix) }
        TemporaryCleanup.disarm()
    }

    /// Gives the file the mode of the file it replaces, then moves it over `target` in one
    /// step. Errors name the target.
    public func install(as target: FileTarget) throws(FileWriteError) {
        if let mode = target.replacedMode, path.withPlatformString({ chmod($0, mode) }) != 0 {
            throw FileWriteError(target.path, reason: "cannot keep the file's mode: \(FileTarget.problem(errno))")
        }
        let moved = path.withPlatformString { from in target.path.withPlatformString { to in rename(from, to) } }
        guard moved == 0 else { throw FileWriteError(target.path, reason: "cannot write the file: \(FileTarget.problem(errno))") }
    }

    private static func unlink(_ path: FilePath, _ suffix: String) {
        FilePath(bytes: path.bytes + Array(suffix.utf8)).withPlatformString { _ = Foundation.unlink($0) }
    }
}
