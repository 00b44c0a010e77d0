/// A piece of text as an entity holds it: a `String`, or a range of a ``TextStore``'s shared
/// bytes. A load's long names cost their bytes and a reference, not a heap object each
/// (32 bytes of header and the allocator's own, for a name of 20 bytes).
///
/// It compares, hashes and sorts as its `String` does: where it is held never shows.
public struct StoredText: Sendable {
    fileprivate enum Storage: Sendable {
        case string(String)
        /// `count` bytes of `chunk` from `offset`, valid UTF-8.
        case stored(TextChunk, offset: UInt32, count: UInt32)
    }

    fileprivate let storage: Storage

    /// `string` as it is, in a heap object of its own when it is long.
    public init(_ string: String) {
        storage = .string(string)
    }

    fileprivate init(_ chunk: TextChunk, offset: Int, count: Int) {
        storage = .stored(chunk, offset: UInt32(truncatingIfNeeded: offset), count: UInt32(truncatingIfNeeded: count))
    }

    /// The text, made from the shared bytes when it is stored there.
    public var string: String {
        switch storage {
        case .string(let string): string
        case .stored(let chunk, let offset, let count): chunk.string(at: Int(offset), count: Int(count))
        }
    }

    /// Whether the text lives in a ``TextStore``'s bytes (for tests and measurements).
    public var isShared: Bool {
        if case .stored = storage { true } else { false }
    }
}

extension StoredText: Hashable {
    public static func == (lhs: StoredText, rhs: StoredText) -> Bool {
        lhs.string == rhs.string
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(string)
    }
}

/// Append-only storage for the long texts of one reader's orders: bytes are copied into
/// chunks that are never moved or changed once written, so a ``StoredText`` made from them
/// stays valid wherever it goes. One reader (one thread) appends; many may read.
public final class TextStore {
    /// The bytes of one chunk; a text longer than this keeps its own `String`.
    static let chunkSize = 64 * 1024

    /// Text of this many UTF-8 bytes or fewer is held inline by `String`: storing it would
    /// cost more than it saves.
    static let inlineLimit = 15

    private var chunk: TextChunk?

    public init() {}

    /// `string` held here when that saves memory, else as it is.
    public func store(_ string: String) -> StoredText {
        var string = string
        let count = string.utf8.count
        guard count > Self.inlineLimit, count <= Self.chunkSize else { return StoredText(string) }
        let target: TextChunk
        if let chunk, chunk.room >= count {
            target = chunk
        } else {
            target = TextChunk(capacity: Self.chunkSize)
            chunk = target
        }
        let offset = string.withUTF8 { target.append($0) }
        return StoredText(target, offset: offset, count: count)
    }
}

/// A block of bytes written once, front to back, and then only read.
///
/// `@unchecked Sendable`: the bytes a ``StoredText`` names were written before the text was
/// made, and nothing writes them again; the store's one writer appends past them only.
final class TextChunk: @unchecked Sendable {
    private let base: UnsafeMutablePointer<UInt8>
    private let capacity: Int
    private var used = 0

    init(capacity: Int) {
        base = .allocate(capacity: capacity)
        self.capacity = capacity
    }

    deinit { base.deallocate() }

    var room: Int { capacity - used }

    /// Copies `bytes` after the last ones written and returns where they start.
    func append(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let offset = used
        if let source = bytes.baseAddress { (base + offset).initialize(from: source, count: bytes.count) }
        used += bytes.count
        return offset
    }

    func string(at offset: Int, count: Int) -> String {
        String(decoding: UnsafeBufferPointer(start: base + offset, count: count), as: UTF8.self)
    }
}

extension StoredText: CustomStringConvertible, CustomDebugStringConvertible {
    /// The text itself.
    public var description: String { string }

    /// The text as a `String` shows it (quoted): a value prints the same wherever it is held.
    public var debugDescription: String { string.debugDescription }
}
