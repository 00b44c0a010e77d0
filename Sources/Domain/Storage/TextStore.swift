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
        let count = string.utf8.count
        guard count <= Self.chunkSize else { return TextSlice(string) }
        let target: TextChunk
        if let chunk, chunk.room >= count {
            target = chunk
        } else {
            target = TextChunk(capacity: max(nextChunkSize, count))
            nextChunkSize = min(nextChunkSize * 2, Self.chunkSize)
            chunk = target
        }
        let offset = string.withUTF8 { target.append($0) }
        return TextSlice(target, offset: offset, count: count)
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
