import Foundation
import SafeIO
import SystemPackage
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The persistent command history (shell.md §4).
///
/// One entry per line. Every entry is appended under an exclusive `flock`, so two
/// shells running at once lose no line; when the file grows past twice its cap it is
/// trimmed in place, under the same lock, to the newest `capacity` entries.
public struct HistoryFile: Sendable, Equatable {
    /// Where the history lives.
    public let path: String
    /// How many entries are kept.
    public let capacity: Int
    /// The most of the file read when it opens.
    static let largestRead = 4 << 20

    /// The history file at `path`, keeping at most `capacity` entries.
    public init(path: String, capacity: Int = 1000) {
        self.path = path
        self.capacity = capacity
    }

    /// The history file of the program `folder` (its name) for `environment`: the
    /// variable `variable` when set (empty disables history), else
    /// `$XDG_STATE_HOME/FOLDER/history`, else `~/.local/state/FOLDER/history`.
    public static func resolve(environment: [String: String], variable: String, folder: String) -> HistoryFile? {
        if let explicit = environment[variable] {
            return explicit.isEmpty ? nil : HistoryFile(path: explicit)
        }
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            return HistoryFile(path: state + "/" + folder + "/history")
        }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return HistoryFile(path: home + "/.local/state/" + folder + "/history")
    }

    /// The stored entries, oldest first (at most `capacity`). A missing file is empty, and
    /// so is anything but a regular file (a FIFO would block, `/dev/zero` never ends).
    public func load() -> [String] {
        // Only the newest part of a huge file is read: its last entries are the ones kept.
        guard let data = try? RegularFile.read(FilePath(path), limit: Self.largestRead, larger: .end) else { return [] }
        let entries = String(decoding: data, as: UTF8.self)
            .split(separator: "\n", omittingEmptySubsequences: true)
            .map(String.init)
        return Array(entries.suffix(capacity))
    }

    /// Appends `entry` unless it repeats the newest stored entry. The file and its folder
    /// are created on first use, the file with mode 0600. The file is written by the one
    /// rule for written files (shell.md §1): read, then written whole beside itself and
    /// renamed into place, under an exclusive `flock` of `NAME.lock` beside it, so two
    /// shells running at once lose no line and a crash mid-write leaves the old file whole.
    /// Past twice its cap it is trimmed to the newest `capacity` entries.
    public func append(_ entry: String) throws(HistoryFileError) {
        let line = entry.replacingOccurrences(of: "\n", with: " ")
        guard !line.trimmingCharacters(in: .whitespaces).isEmpty else { return }
        let target = try writableTarget()
        do {
            try ReplacedFile.createFolders(target.removingLastComponent(), mode: 0o700)
        } catch {
            throw HistoryFileError(path: path, reason: "cannot create its folder")
        }
        // The lock is a file of its own: the history file itself is replaced by each write,
        // and a shell waiting on the old one's lock would then append to a removed file.
        let lockPath = FilePath(bytes: target.bytes + Array(".lock".utf8))
        let lock = lockPath.withPlatformString { open($0, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK, 0o600) }
        guard lock >= 0 else { throw HistoryFileError(path: path, reason: "cannot lock it: \(String(cString: strerror(errno)))") }
        defer { close(lock) }
        guard flock(lock, LOCK_EX) == 0 else { throw HistoryFileError(path: path, reason: "cannot lock it") }
        defer { flock(lock, LOCK_UN) }
        var entries: [Substring] = []
        if let bytes = try? RegularFile.read(target, limit: Self.largestRead, larger: .end) {
            entries = String(decoding: bytes, as: UTF8.self).split(separator: "\n")[...].map { $0 }
        }
        guard entries.last.map(String.init) != line else { return }
        entries.append(Substring(line))
        if entries.count > capacity * 2 { entries = Array(entries.suffix(capacity)) }
        do {
            try ReplacedFile.write(Array((entries.joined(separator: "\n") + "\n").utf8), to: target, newFileMode: 0o600)
        } catch {
            throw HistoryFileError(path: path, reason: error.reason)
        }
    }

    /// The path written: `path`, or the file a symbolic link there leads to (a history
    /// kept in a dotfiles repository stays a link). Anything but a regular file or a
    /// missing one is refused.
    private func writableTarget() throws(HistoryFileError) -> FilePath {
        var target = FilePath(path)
        var status = stat()
        if target.withPlatformString({ lstat($0, &status) }) == 0, status.st_mode & S_IFMT == S_IFLNK,
           let resolved = target.withPlatformString({ realpath($0, nil) }) {
            target = FilePath(platformString: resolved)
            free(resolved)
        }
        if target.withPlatformString({ stat($0, &status) }) == 0, status.st_mode & S_IFMT != S_IFREG {
            throw HistoryFileError(path: path, reason: "it is not a regular file (history is kept in a regular file only)")
        }
        return target
    }
}

/// The history file could not be written; the session goes on without it.
public struct HistoryFileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The history file.
    public let path: String
    /// Why it could not be written.
    public let reason: String

    public var description: String { "cannot save history to \(path): \(reason)" }
}
