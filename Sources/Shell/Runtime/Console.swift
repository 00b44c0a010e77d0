#if canImport(Glibc)
import Glibc
#endif

/// Where the shell prints: standard output for results, standard error for errors.
@MainActor public protocol Console: AnyObject {
    /// Prints `text` (a newline is added) on standard output.
    func print(_ text: String)
    /// Prints `text` (a newline is added) on standard error.
    func printError(_ text: String)
    /// True once standard output is closed (`ordersh … | head -1`): the shell stops quietly.
    var isClosed: Bool { get }
}

/// The process's standard output and error, written with `write(2)`. A closed pipe
/// (EPIPE, with SIGPIPE ignored) marks the console closed instead of crashing.
@MainActor public final class StandardConsole: Console {
    public private(set) var isClosed = false

    public init() {}

    public func print(_ text: String) {
        guard !isClosed else { return }
        if !Self.write(text + "\n", to: STDOUT_FILENO) { isClosed = true }
    }

    public func printError(_ text: String) {
        _ = Self.write(text + "\n", to: STDERR_FILENO)
    }

    /// Writes all of `text`; false when the reader has gone away.
    @discardableResult
    nonisolated static func write(_ text: String, to descriptor: Int32) -> Bool {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return false
            }
            bytes = bytes.dropFirst(written)
        }
        return true
    }
}

/// Collects everything printed, in order, as one transcript (tests and the golden harness).
@MainActor public final class TranscriptConsole: Console {
    /// Standard output and error, interleaved as printed.
    public private(set) var transcript = ""
    /// Standard output alone.
    public private(set) var output = ""
    /// Standard error alone.
    public private(set) var errors = ""
    public let isClosed = false

    public init() {}

    public func print(_ text: String) {
        transcript += text + "\n"
        output += text + "\n"
    }

    public func printError(_ text: String) {
        transcript += text + "\n"
        errors += text + "\n"
    }
}
