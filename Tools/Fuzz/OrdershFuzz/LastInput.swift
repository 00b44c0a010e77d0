import Foundation

/// Keeps the input about to run in a file of its own process (`DIR/last-input-PID`), so a
/// worker that dies without libFuzzer's reproducer still leaves it: a crash inside the
/// sanitizer's report (a stack it cannot walk) ends the process before libFuzzer writes
/// `crash-…`. The file is removed when the process exits normally; one left after a run
/// names the input its worker died on.
public final class LastInput: Sendable {
    /// Where this process keeps its input.
    public let path: String
    private let descriptor: Int32

    /// A keeper writing into `folder`, or `nil` when the file cannot be made.
    public init?(folder: String) {
        path = (folder as NSString).appendingPathComponent("last-input-\(getpid())")
        descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return nil }
    }

    /// Replaces the kept input with `bytes`.
    public func keep(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = pwrite(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset, off_t(offset))
                if written < 0, errno == EINTR { continue }
                guard written > 0 else { return }
                offset += written
            }
        }
        _ = ftruncate(descriptor, off_t(bytes.count))
    }

    /// Closes and removes the file: the process is ending normally.
    public func remove() {
        close(descriptor)
        unlink(path)
    }
}
