#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import DisplayInterface
import SafeIO
import SystemPackage

/// Where `CMD > FILE`, `CMD >> FILE`, `CMD | PROGRAM` and `output` send standard output
/// (shell.md §1, §3), opened before the command runs as a POSIX shell opens it: a regular
/// file is truncated or appended to, a FIFO, a terminal or `/dev/null` is written in
/// place, a directory is refused; a program is started by `/bin/sh -c` and reads what is
/// written. A refused target costs the command no work.
@MainActor final class OutputTarget {
    private enum Kind {
        case file
        case program(SpawnedShell)
    }

    private let kind: Kind
    private let descriptor: Int32
    /// How messages name it: the path as shown, or the program's text quoted.
    let shown: String
    /// Whether its reader has gone (a program that stopped reading, `| head -1`) or a
    /// write failed: nothing more is written, and a long command may stop early.
    private(set) var isGone = false
    /// Why a write failed, when it was not a reader that had gone.
    private var writeFailure: String?

    private init(kind: Kind, descriptor: Int32, shown: String) {
        self.kind = kind
        self.descriptor = descriptor
        self.shown = shown
    }

    /// Opens the file `path` (typed as `typed`, shown as `shown`) for writing, truncated,
    /// or appended to (`append`). A FIFO no program reads is refused rather than waited on.
    static func file(_ path: FilePath, typed: String, shownAs shown: String, append: Bool) throws(FileWriteError) -> OutputTarget {
        try FileTarget.refuseFolderName(typed, shownAs: shown)
        let flags = O_WRONLY | O_CREAT | O_CLOEXEC | O_NONBLOCK | (append ? O_APPEND : O_TRUNC)
        let descriptor = path.withPlatformString { open($0, flags, 0o666) }
        guard descriptor >= 0 else {
            let reason = switch errno {
            case EISDIR: "is a directory"
            case ENXIO: "is a FIFO that no program is reading, or a device that is not there"
            default: "cannot open the file: \(FileTarget.problem(errno))"
            }
            throw FileWriteError(shownPath: shown, reason: reason)
        }
        // Opened without waiting for a FIFO's reader; written to as a shell writes, waiting.
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        return OutputTarget(kind: .file, descriptor: descriptor, shown: shown)
    }

    /// Starts `/bin/sh -c program`, reading what is written.
    static func program(_ program: String) -> OutputTarget? {
        guard let spawned = SpawnedShell.start(program) else { return nil }
        return OutputTarget(kind: .program(spawned), descriptor: spawned.input, shown: EchoedValue.quoted(program))
    }

    /// Writes all of `bytes`; once the reader has gone, writes nothing.
    func write(_ bytes: UnsafeRawBufferPointer) {
        var rest = bytes
        while !rest.isEmpty, !isGone {
            let written = SystemCall.write(descriptor, rest.baseAddress, rest.count)
            if written < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                if errno != EPIPE { writeFailure = "cannot write: \(FileTarget.problem(errno))" }
                isGone = true
                return
            }
            rest = UnsafeRawBufferPointer(rebasing: rest[written...])
        }
    }

    /// Closes the target (and waits for its program); what went wrong, if anything: a
    /// write that failed, or a program that failed or was killed.
    func finish() -> String? {
        switch kind {
        case .file:
            let closed = close(descriptor) == 0 || errno == EINTR
            if writeFailure == nil, !closed { writeFailure = "cannot write: \(FileTarget.problem(errno))" }
            return writeFailure.map { "\(shown): \($0)" }
        case .program(let spawned):
            let failure = spawned.wait().failure
            return failure.map { "\(shown) \($0)" } ?? writeFailure.map { "\(shown): \($0)" }
        }
    }
}

/// A command's standard output on its way to an ``OutputTarget``, formatted for it: no
/// colour, no pager, tables whole (``RenderStyle/plain``). Errors, progress and times go
/// on to the console it stands in for, so they still reach the terminal.
@MainActor final class TargetConsole: Console {
    let base: any Console
    let target: OutputTarget
    private var pending: [UInt8] = []
    private static let flushAt = 1 << 16

    init(base: any Console, target: OutputTarget) {
        self.base = base
        self.target = target
        pending.reserveCapacity(Self.flushAt)
    }

    /// The session goes on when the target's reader has gone; only this output stops.
    let isClosed = false
    var acceptsOutput: Bool { !target.isGone }

    func print(_ text: String) {
        append(text.utf8)
        pending.append(UInt8(ascii: "\n"))
        if pending.count >= Self.flushAt { flush() }
    }

    func printLines(_ utf8: [UInt8]) {
        if pending.isEmpty, utf8.count >= Self.flushAt {
            utf8.withUnsafeBytes { target.write($0) }
            return
        }
        append(utf8)
        if pending.count >= Self.flushAt { flush() }
    }

    private func append(_ bytes: some Sequence<UInt8>) {
        guard !target.isGone else { return }
        pending.append(contentsOf: bytes)
    }

    /// Writes what is held.
    func flush() {
        guard !pending.isEmpty else { return }
        pending.withUnsafeBytes { target.write($0) }
        pending.removeAll(keepingCapacity: true)
    }

    func printError(_ text: String) {
        flush()
        base.printError(text)
    }

    func beginCommand(onLine line: Int) { base.beginCommand(onLine: line) }
    func showProgress(_ text: String?) { base.showProgress(text) }
    func printTiming(_ text: String) { base.printTiming(text) }
}
