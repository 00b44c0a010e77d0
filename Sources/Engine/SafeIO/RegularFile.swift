import Foundation
import SystemPackage

/// Reading a file the user or the environment named, bounded: only a regular file is read
/// (a FIFO would block, `/dev/zero` never ends), and never more than a limit.
public enum RegularFile {
    /// Why a file was not read.
    public enum Refusal: Error, Equatable, Sendable {
        /// `open` or `stat` failed with this `errno`.
        case cannotOpen(Int32)
        /// Not a regular file: what it is (`is a FIFO (named pipe)`).
        case notRegular(String)
        /// Larger than the limit, in bytes.
        case tooLarge(Int)
    }

    /// What a read keeps of a file larger than its limit.
    public enum Larger: Sendable {
        /// Nothing: the read throws ``Refusal/tooLarge(_:)``.
        case refused
        /// The first `limit` bytes (a header).
        case start
        /// The last `limit` bytes (the newest lines of a log).
        case end
    }

    /// The bytes of the regular file at `path`, at most `limit` of them; `larger` says what
    /// a larger file gives.
    public static func read(_ path: FilePath, limit: Int, larger: Larger = .refused) throws(Refusal) -> [UInt8] {
        let descriptor = path.withPlatformString { open($0, O_RDONLY | O_CLOEXEC | O_NONBLOCK) }
        guard descriptor >= 0 else { throw .cannotOpen(errno) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .cannotOpen(errno) }
        if let what = FileTarget.kindIfNotRegular(status.st_mode) { throw .notRegular(what) }
        let size = Int(status.st_size)
        if size > limit {
            switch larger {
            case .refused: throw .tooLarge(limit)
            case .start: break
            case .end: lseek(descriptor, off_t(size - limit), SEEK_SET)
            }
        }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        // A file that grows while it is read is still cut at the limit.
        while bytes.count < limit {
            let count = buffer.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, min($0.count, limit - bytes.count)) }
            if count > 0 {
                bytes.append(contentsOf: buffer[0..<count])
            } else if count < 0, errno == EINTR {
                continue
            } else {
                break
            }
        }
        return bytes
    }
}
