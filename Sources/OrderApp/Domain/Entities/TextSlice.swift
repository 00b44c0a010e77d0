import Foundation

/// Text held as bytes of a shared block: 16 bytes, with no case to tell apart, so an entity
/// that holds one pays its bytes and a reference, never a heap object of its own. A
/// reader's ``TextStore`` writes the slices of a load into chunks they share; a slice made
/// from a `String` gets a block of its own.
///
/// It compares and hashes as its `String` does (canonically equivalent texts are
/// equal); ``Bytes`` is the key that compares the bytes alone.
public struct TextSlice: Sendable {
    private let chunk: TextChunk
    private let offset: UInt32
    private let count: UInt32

    /// The one block every empty slice shares.
    private static let emptyChunk = TextChunk(capacity: 0)

    /// `string`'s bytes in a block of their own.
    public init(_ string: String) {
        var string = string
        let count = string.utf8.count
        guard count > 0 else {
            self.init(Self.emptyChunk, offset: 0, count: 0)
            return
        }
        let chunk = TextChunk(capacity: count)
        let offset = string.withUTF8 { chunk.append($0) }
        self.init(chunk, offset: offset, count: count)
    }

    /// `count` bytes of `chunk` from `offset`, valid UTF-8 (both fit 32 bits: a chunk holds
    /// at most ``TextStore/chunkSize`` bytes, or one text).
    init(_ chunk: TextChunk, offset: Int, count: Int) {
        self.chunk = chunk
        self.offset = UInt32(truncatingIfNeeded: offset)
        self.count = UInt32(truncatingIfNeeded: count)
    }

    /// The text, made from the shared bytes.
    public var string: String {
        chunk.string(at: Int(offset), count: Int(count))
    }

    /// Whether both are bytes of one block (for tests and measurements).
    public func sharesBlock(with other: TextSlice) -> Bool {
        chunk === other.chunk
    }

    /// The text's UTF-8 bytes, read in place.
    public func withUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try body(chunk.elements(from: Int(offset), count: Int(count)))
    }

    /// Calls `body` with the UTF-8 of the slice at `slice`, read in place without a reference
    /// count on its block. Every thread reading a loaded list's texts shares their blocks,
    /// and each count is a write to the block: two threads counting one block wait on each
    /// other. `slice` must stay alive and unchanged during the call (an order of a list
    /// being shown).
    public static func withUTF8<Result>(
        at slice: UnsafePointer<TextSlice>, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result
    ) rethrows -> Result {
        guard let chunkOffset = Self.chunkOffset else { return try slice.pointee.withUTF8(body) }
        let offset = Int(slice.pointee.offset)
        let count = Int(slice.pointee.count)
        // The reference's bits, loaded as a pointer: no count is taken, and the slice holds one.
        let chunk = UnsafeRawPointer(slice).load(fromByteOffset: chunkOffset, as: UnsafeRawPointer.self)
        return try Unmanaged<TextChunk>.fromOpaque(chunk)._withUnsafeGuaranteedRef { chunk in
            try body(chunk.elements(from: offset, count: count))
        }
    }

    /// Where a slice holds its block's reference.
    private static let chunkOffset = MemoryLayout<TextSlice>.offset(of: \TextSlice.chunk)

    /// The key of a slice that is equal to another's only when their bytes are: a
    /// dictionary of these hashes the bytes in place and makes no `String`.
    public struct Bytes: Hashable, Sendable {
        public let text: TextSlice

        public init(_ text: TextSlice) {
            self.text = text
        }

        public static func == (lhs: Bytes, rhs: Bytes) -> Bool {
            lhs.text.withUTF8 { left in
                rhs.text.withUTF8 { right in
                    guard left.count == right.count else { return false }
                    guard let first = left.baseAddress, let second = right.baseAddress else { return true }
                    return memcmp(first, second, left.count) == 0
                }
            }
        }

        public func hash(into hasher: inout Hasher) {
            text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        }
    }
}

extension TextSlice: Hashable {
    public static func == (lhs: TextSlice, rhs: TextSlice) -> Bool {
        Bytes(lhs) == Bytes(rhs) || lhs.string == rhs.string
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(string)
    }
}

extension TextSlice: CustomStringConvertible, CustomDebugStringConvertible {
    /// The text itself.
    public var description: String { string }

    /// The text as a `String` shows it (quoted): a value prints the same wherever it is held.
    public var debugDescription: String { string.debugDescription }
}
