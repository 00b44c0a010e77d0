/// Append-only storage for the texts of one reader's orders (their titles, and item names
/// too long for a `String` to hold inline): bytes are copied into chunks that are never
/// moved or changed once written, so a ``TextSlice`` or ``StoredText`` made from them stays
/// valid wherever it goes. One reader (one thread) appends; many may read.
public final class TextStore {
    /// The bytes of the largest chunk; a text longer than this keeps its own `String`
    /// (``store(_:)``) or block (``slice(_:)``).
    static let chunkSize = 64 * 1024

    /// Text of this many UTF-8 bytes or fewer is held inline by `String`: ``store(_:)``
    /// keeps it so, since storing it would cost more than it saves.
    static let inlineLimit = 15

    /// The first chunk's bytes: a small data set takes a small chunk, a large one doubles
    /// its way to ``chunkSize``.
    static let firstChunkSize = 1024

    private var chunk: TextChunk?
    /// The next chunk's bytes.
    private var nextChunkSize = firstChunkSize

    public init() {}

    /// `string` held here when that saves memory, else as it is.
    public func store(_ string: String) -> StoredText {
        let count = string.utf8.count
        guard count > Self.inlineLimit, count <= Self.chunkSize else { return StoredText(string) }
        return StoredText(slice(string))
    }

    /// `string`'s bytes held here, whatever its length: a text longer than a chunk gets a
    /// block of its own.
    public func slice(_ string: String) -> TextSlice {
        var string = string
        guard string.utf8.count <= Self.chunkSize else { return TextSlice(string) }
        return string.withUTF8 { append($0) }
    }

    /// ``store(_:)`` of `String(decoding: bytes, as: UTF8.self)`. ASCII too long to be held
    /// inline is copied here at once, with no `String` made (and freed) first.
    public func store(utf8 bytes: UnsafeBufferPointer<UInt8>) -> StoredText {
        guard bytes.count > Self.inlineLimit, bytes.count <= Self.chunkSize, Self.isASCII(bytes) else {
            return store(String(decoding: bytes, as: UTF8.self))
        }
        return StoredText(append(bytes))
    }

    /// ``slice(_:)`` of `String(decoding: bytes, as: UTF8.self)`. ASCII is copied here at
    /// once, with no `String` made (and freed) first.
    public func slice(utf8 bytes: UnsafeBufferPointer<UInt8>) -> TextSlice {
        guard bytes.count <= Self.chunkSize, Self.isASCII(bytes) else { return slice(String(decoding: bytes, as: UTF8.self)) }
        return append(bytes)
    }

    /// `bytes`, at most ``chunkSize`` of them, copied into the current chunk or a new one.
    private func append(_ bytes: UnsafeBufferPointer<UInt8>) -> TextSlice {
        let count = bytes.count
        // The slice takes the one reference the binding counted (a local that outlived
        // it counted and released a second, on every text).
        if let chunk, chunk.room >= count {
            return TextSlice(chunk, offset: chunk.append(bytes), count: count)
        }
        let target = TextChunk(capacity: max(nextChunkSize, count))
        nextChunkSize = min(nextChunkSize * 2, Self.chunkSize)
        chunk = target
        return TextSlice(target, offset: target.append(bytes), count: count)
    }

    /// Whether every byte is below 0x80: such bytes are valid UTF-8, each its own character.
    static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        let words = bytes.count / 8
        var high: UInt64 = 0
        for word in 0..<words { high |= raw.loadUnaligned(fromByteOffset: word * 8, as: UInt64.self) }
        for index in (words * 8)..<bytes.count { high |= UInt64(bytes[index]) }
        return high & 0x8080_8080_8080_8080 == 0
    }
}

/// A block of text bytes of a load (see ``AppendOnlyBlock``).
typealias TextChunk = AppendOnlyBlock<UInt8>

extension AppendOnlyBlock<UInt8> {
    /// The `count` bytes from `offset`, as text.
    func string(at offset: Int, count: Int) -> String {
        String(decoding: elements(from: offset, count: count), as: UTF8.self)
    }
}
