#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Physical lines of input, as bytes without their `\n`. A line longer than
/// ``LineDecoder/maximumLineBytes`` is cut just past the limit, so it is reported, never held whole.
public protocol LineSource {
    mutating func nextLine() -> ArraySlice<UInt8>?
}

/// The lines of text already in memory (a script file, `-c`).
public struct BufferLineSource: LineSource {
    private let bytes: [UInt8]
    private var position = 0

    /// The lines of `bytes`.
    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The lines of `text`.
    public init(_ text: String) {
        self.init(Array(text.utf8))
    }

    public mutating func nextLine() -> ArraySlice<UInt8>? {
        guard position < bytes.count else { return nil }
        let end = bytes[position...].firstIndex(of: 0x0A) ?? bytes.endIndex
        defer { position = end + 1 }
        return bytes[position..<end]
    }
}

/// Lines read from a file descriptor as they arrive (standard input in a pipe).
public struct DescriptorLineSource: LineSource {
    private let descriptor: Int32
    private var buffer: [UInt8] = []
    private var start = 0
    private var atEnd = false
    /// The rest of an over-long line is skipped when the next line is asked for, not
    /// before the cut line is returned: a script that stops at that error never reads on
    /// (from `/dev/zero`, it never would end).
    private var skipping = false

    /// The lines read from `descriptor`, a chunk at a time.
    public init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    public mutating func nextLine() -> ArraySlice<UInt8>? {
        if skipping {
            skipping = false
            skipRestOfLine()
        }
        let limit = LineDecoder.maximumLineBytes + 1
        var scanned = start
        while true {
            if let newline = buffer[scanned...].firstIndex(of: 0x0A) {
                defer { start = newline + 1; compact() }
                return buffer[start..<newline]
            }
            scanned = buffer.count
            if buffer.count - start > limit {
                let line = Array(buffer[start..<(start + limit)])
                start += limit
                skipping = true
                return line[...]
            }
            if atEnd {
                guard start < buffer.count else { return nil }
                defer { start = buffer.count; compact() }
                return buffer[start...]
            }
            fill()
        }
    }

    private mutating func fill() {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                buffer.append(contentsOf: chunk[0..<count])
                return
            }
            if count < 0, errno == EINTR { continue }
            atEnd = true
            return
        }
    }

    private mutating func skipRestOfLine() {
        while true {
            if let newline = buffer[start...].firstIndex(of: 0x0A) {
                start = newline + 1
                compact()
                return
            }
            buffer.removeAll(keepingCapacity: true)
            start = 0
            if atEnd { return }
            fill()
        }
    }

    private mutating func compact() {
        if start > 65_536 {
            buffer.removeFirst(start)
            start = 0
        }
    }
}
