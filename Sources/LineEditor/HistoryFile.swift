import Foundation
import SafeIO
import SystemPackage
#if canImport(Glibc)
import Glibc
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

    public init(path: String, capacity: Int = 1000) {
        self.path = path
        self.capacity = capacity
    }

    /// The history file for `environment`: `ORDERSH_HISTORY` when set (empty disables
    /// history), else `$XDG_STATE_HOME/ordersh/history`, else `~/.local/state/ordersh/history`.
    public static func resolve(environment: [String: String]) -> HistoryFile? {
        if let explicit = environment["ORDERSH_HISTORY"] {
            return explicit.isEmpty ? nil : HistoryFile(path: explicit)
        }
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            return HistoryFile(path: state + "/ordersh/history")
        }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return HistoryFile(path: home + "/.local/state/ordersh/history")
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
    /// are created on first use, the file with mode 0600.
    public func append(_ entry: String) throws(HistoryFileError) {
        let line = entry.replacingOccurrences(of: "\n", with: " ")
        guard !line.trimmingCharacters(in: .whitespaces).isEmpty else { return }
        let folder = (path as NSString).deletingLastPathComponent
        if !folder.isEmpty {
            do {
                try FileManager.default.createDirectory(
                    atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            } catch {
                throw HistoryFileError(path: path, reason: "cannot create its folder")
            }
        }
        // Non-blocking only so that a FIFO cannot hang the open; it is refused below.
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NONBLOCK, 0o600)
        guard descriptor >= 0 else { throw HistoryFileError(path: path, reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            throw HistoryFileError(path: path, reason: "it is not a regular file (history is kept in a regular file only)")
        }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        guard flock(descriptor, LOCK_EX) == 0 else {
            throw HistoryFileError(path: path, reason: "cannot lock it")
        }
        defer { flock(descriptor, LOCK_UN) }
        var entries = Self.readAll(descriptor)
        guard entries.last != line else { return }
        entries.append(line)
        if entries.count > capacity * 2 {
            try rewrite(descriptor, with: entries.suffix(capacity))
        } else {
            lseek(descriptor, 0, SEEK_END)
            try write(descriptor, line + "\n")
        }
    }

    private static func readAll(_ descriptor: Int32) -> [String] {
        lseek(descriptor, 0, SEEK_SET)
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 { bytes.append(contentsOf: buffer[0..<count]) } else if count < 0 && errno == EINTR { continue } else { break }
        }
        return String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    private func rewrite(_ descriptor: Int32, with entries: ArraySlice<String>) throws(HistoryFileError) {
        guard ftruncate(descriptor, 0) == 0 else { throw HistoryFileError(path: path, reason: "cannot trim it") }
        lseek(descriptor, 0, SEEK_SET)
        try write(descriptor, entries.joined(separator: "\n") + "\n")
    }

    private func write(_ descriptor: Int32, _ text: String) throws(HistoryFileError) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                throw HistoryFileError(path: path, reason: String(cString: strerror(errno)))
            }
            bytes = bytes.dropFirst(written)
        }
    }
}

/// The history file could not be written; the session goes on without it.
public struct HistoryFileError: Error, Sendable, Equatable, CustomStringConvertible {
    public let path: String
    public let reason: String

    public var description: String { "cannot save history to \(path): \(reason)" }
}
