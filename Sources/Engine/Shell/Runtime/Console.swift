#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SafeIO

/// Where the shell prints: standard output for results, standard error for errors.
@MainActor public protocol Console: AnyObject {
    /// Prints `text` (a newline is added) on standard output.
    func print(_ text: String)
    /// Prints whole lines of UTF-8 text, each ending in a line break, on standard output:
    /// a long table is printed as it is made, without becoming a `String`.
    func printLines(_ utf8: [UInt8])
    /// Prints `text` (a newline is added) on standard error.
    func printError(_ text: String)
    /// True once standard output is closed (`ordersh … | head -1`): the shell stops quietly.
    var isClosed: Bool { get }
    /// Whether what the running command prints is still read: false once standard output
    /// is closed, or the pager or the program of `| PROGRAM` has stopped reading. A long
    /// output stops there.
    var acceptsOutput: Bool { get }
    /// What is printed from now on comes from the command on `line` of the outermost
    /// script (the golden harness names that line in its diffs).
    func beginCommand(onLine line: Int)
    /// Shows `text` as a status line on standard error in place of the last one, or clears
    /// it (`nil`). Only a terminal shows one.
    func showProgress(_ text: String?)
    /// A command typed at the prompt starts; its output may be held and paged when it is
    /// taller than the terminal (`pageable`), or must be shown as it comes (`watch`).
    func beginOutput(pageable: Bool)
    /// That command has finished: whatever was held is shown.
    func endOutput()
    /// Prints `text`, the time a command took (`timing on`), on standard error: never part
    /// of a transcript, so a console that keeps one prints nothing.
    func printTiming(_ text: String)
    /// Clears the terminal screen (`clear`); a console that is no terminal does nothing.
    func clearScreen()
}

extension Console {
    public func printLines(_ utf8: [UInt8]) {
        print(String(utf8Lines: utf8))
    }

    public var acceptsOutput: Bool { !isClosed }
    public func beginCommand(onLine line: Int) {}
    public func showProgress(_ text: String?) {}
    public func beginOutput(pageable: Bool) {}
    public func endOutput() {}
    public func printTiming(_ text: String) {}
    public func clearScreen() {}
}

/// The process's standard output and error, written with `write(2)`. A closed pipe
/// (EPIPE, with SIGPIPE ignored) marks the console closed instead of crashing; any other
/// failure (`> /dev/full`: no space left) closes it too, says so once on standard error,
/// and is kept in ``writeFailure`` so the exit status can say the run failed.
@MainActor public final class StandardConsole: Console {
    public private(set) var isClosed = false
    /// Why standard output could not be written, when it was not a closed pipe.
    public private(set) var writeFailure: String?

    /// The process's standard output and error.
    public init() {}

    /// On standard error, whatever becomes of standard output.
    public func clearScreen() {
        _ = Self.write("\u{1B}[H\u{1B}[2J", to: STDOUT_FILENO)
    }

    public func printTiming(_ text: String) {
        _ = Self.write(text + "\n", to: STDERR_FILENO)
    }

    public func print(_ text: String) {
        guard !isClosed else { return }
        // A long text (a big table) is not copied just to add its line break.
        let written = text.utf8.count < 1 << 16
            ? Self.write(text + "\n", to: STDOUT_FILENO)
            : Self.write(text, to: STDOUT_FILENO) && Self.write("\n", to: STDOUT_FILENO)
        if !written { close(after: errno) }
    }

    public func printLines(_ utf8: [UInt8]) {
        guard !isClosed else { return }
        if !utf8.withUnsafeBytes({ Self.write($0, to: STDOUT_FILENO) }) { close(after: errno) }
    }

    private func close(after error: Int32) {
        isClosed = true
        guard error != EPIPE else { return }
        let reason = String(cString: strerror(error))
        writeFailure = reason
        _ = Self.write("\(ProgramName.current): cannot write to standard output: \(reason)\n", to: STDERR_FILENO)
    }

    public func printError(_ text: String) {
        _ = Self.write(text + "\n", to: STDERR_FILENO)
    }

    public func showProgress(_ text: String?) {
        // Back to the start of the line and clear it, then the new status (if any).
        _ = Self.write("\r\u{1B}[2K" + (text ?? ""), to: STDERR_FILENO)
    }

    /// Writes all of `text` to `descriptor`, from any thread; false when the reader has gone away.
    @discardableResult
    public nonisolated static func write(_ text: String, to descriptor: Int32) -> Bool {
        var text = text
        return text.withUTF8 { write(UnsafeRawBufferPointer($0), to: descriptor) }
    }

    /// Writes all of `bytes` to `descriptor`, from any thread; false when the reader has gone away.
    @discardableResult
    public nonisolated static func write(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        bytes.withUnsafeBytes { write($0, to: descriptor) }
    }

    /// Writes all of `bytes` to `descriptor`, from any thread; false when the reader has gone away.
    private nonisolated static func write(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
        var rest = bytes
        while !rest.isEmpty {
            let written = SystemCall.write(descriptor, rest.baseAddress, rest.count)
            if written < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return false
            }
            rest = UnsafeRawBufferPointer(rebasing: rest[written...])
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
    /// For each line of ``transcript``, the script line of the command that printed it
    /// (`nil` before the first command).
    public private(set) var lineOrigins: [Int?] = []
    public let isClosed = false
    private var currentLine: Int?

    /// An empty transcript.
    public init() {}

    public func print(_ text: String) {
        record(text)
        output += text + "\n"
    }

    public func printError(_ text: String) {
        record(text)
        errors += text + "\n"
    }

    public func beginCommand(onLine line: Int) {
        currentLine = line
    }

    private func record(_ text: String) {
        transcript += text + "\n"
        let lines = text.utf8.reduce(into: 1) { count, byte in if byte == UInt8(ascii: "\n") { count += 1 } }
        lineOrigins += repeatElement(currentLine, count: lines)
    }
}
