import Foundation

/// Whole lines, or counted bytes, from a file descriptor, of any length.
struct LineReader {
    private let descriptor: Int32
    /// What was read and not yet taken is `buffer[taken...]`.
    private var buffer: [UInt8] = []
    private var taken = 0
    /// Where each read lands before its bytes join `buffer`; made on the first read.
    private var scratch: [UInt8] = []

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// How waiting for a line ended.
    enum Wait {
        case line([UInt8])
        case ended
        case timedOut
    }

    /// The next line without its newline, waiting until `deadline` at most (`nil`: for ever).
    mutating func nextLine(before deadline: ContinuousClock.Instant?) -> Wait {
        // How many bytes after `taken` hold no newline: reading keeps them, perhaps moved.
        var scanned = 0
        while true {
            if let newline = buffer[(taken + scanned)...].firstIndex(of: UInt8(ascii: "\n")) {
                return .line(take(upTo: newline, skipping: 1))
            }
            scanned = buffer.count - taken
            if let end = readMore(before: deadline) { return end }
        }
    }

    /// The next `count` bytes (as a ``Wait/line(_:)``), waiting until `deadline` at most.
    mutating func nextBytes(_ count: Int, before deadline: ContinuousClock.Instant?) -> Wait {
        while buffer.count - taken < count {
            if let end = readMore(before: deadline) { return end }
        }
        return .line(take(upTo: taken + count, skipping: 0))
    }

    /// `buffer[taken..<end]`, then passes `skipped` more bytes.
    private mutating func take(upTo end: Int, skipping skipped: Int) -> [UInt8] {
        let bytes = Array(buffer[taken..<end])
        taken = end + skipped
        if taken == buffer.count {
            buffer.removeAll(keepingCapacity: true)
            taken = 0
        }
        return bytes
    }

    /// Reads what is there into the buffer, waiting for it until `deadline` at most; how
    /// the wait ended when nothing was read, `nil` otherwise.
    private mutating func readMore(before deadline: ContinuousClock.Instant?) -> Wait? {
        while true {
            if let deadline {
                let left = deadline - ContinuousClock.now
                guard left > .zero else { return .timedOut }
                var watched = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                let ready = poll(&watched, 1, Int32(clamping: left.nanoseconds / 1_000_000 + 1))
                if ready < 0, errno == EINTR { continue }
                if ready == 0 { continue }
            }
            if scratch.isEmpty { scratch = Array(repeating: 0, count: Self.chunk) }
            let count = scratch.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return .ended }
            if taken > 0 {
                // What was taken goes before the buffer grows, so it holds only unread
                // bytes and the new read's.
                buffer.removeFirst(taken)
                taken = 0
            }
            buffer.append(contentsOf: scratch[..<count])
            return nil
        }
    }

    /// How much one read asks for.
    private static let chunk = 65_536
}
