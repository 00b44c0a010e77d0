/// One row of a table as a fill of bytes writes it (the shell's `ShowTable`): each cell's UTF-8, copied in, and
/// its colour. A ViewModel that holds its texts as bytes (a title read in place from a
/// loaded file, labels shared by a million rows) hands them on without making a `String`
/// for every cell; the shell escapes, measures and aligns them as it does any cell.
///
/// The shell gives each thread one, emptied before every row: the cells appended go left to
/// right, and a column left without one is empty.
public struct ShowRowCells: Sendable {
    /// The cells' bytes, where each ends, and their colours: in memory of their own, as a
    /// list of a million rows appends several million cells.
    private final class Storage: @unchecked Sendable {
        // @unchecked Sendable and @exclusivity(unchecked): only a ShowRowCells that finds it
        // unique changes it (see ``ByteRun``).
        let bytes: ByteRun
        @exclusivity(unchecked) private(set) var ends: UnsafeMutablePointer<Int>
        @exclusivity(unchecked) private(set) var colors: UnsafeMutablePointer<StatusColor?>
        @exclusivity(unchecked) private(set) var count = 0
        @exclusivity(unchecked) private var capacity: Int

        init(columns: Int, bytes: ByteRun) {
            capacity = max(columns, 8)
            ends = .allocate(capacity: capacity)
            colors = .allocate(capacity: capacity)
            self.bytes = bytes
        }

        deinit {
            ends.deallocate()
            colors.deallocate()
        }

        func copy() -> Storage {
            let copy = Storage(columns: count, bytes: bytes.copy())
            for cell in 0..<count { copy.endCell(ends[cell], color: colors[cell]) }
            return copy
        }

        @inline(__always)
        func endCell(_ end: Int, color: StatusColor?) {
            if count == capacity { grow() }
            (ends + count).initialize(to: end)
            (colors + count).initialize(to: color)
            count += 1
        }

        func removeAll() {
            bytes.removeAll()
            count = 0
        }

        private func grow() {
            let grown = capacity * 2
            let largerEnds = UnsafeMutablePointer<Int>.allocate(capacity: grown)
            let largerColors = UnsafeMutablePointer<StatusColor?>.allocate(capacity: grown)
            largerEnds.update(from: ends, count: count)
            largerColors.update(from: colors, count: count)
            ends.deallocate()
            colors.deallocate()
            ends = largerEnds
            colors = largerColors
            capacity = grown
        }
    }

    private var storage: Storage

    /// No cells, with room for `columns` of them.
    public init(columns: Int = 0) {
        storage = Storage(columns: columns, bytes: ByteRun(capacity: columns * 32))
    }

    /// How many cells it holds.
    public var count: Int { storage.count }

    /// Appends a cell of `text`, coloured `color`.
    public mutating func append(_ text: String, color: StatusColor? = nil) {
        let storage = unique()
        storage.bytes.append(text)
        storage.endCell(storage.bytes.count, color: color)
    }

    /// Appends a cell of the UTF-8 `text` (copied; an invalid sequence shows as U+FFFD, as
    /// `String(decoding:as:)` makes it), coloured `color`.
    public mutating func append(utf8 text: UnsafeBufferPointer<UInt8>, color: StatusColor? = nil) {
        let storage = unique()
        storage.bytes.append(text)
        storage.endCell(storage.bytes.count, color: color)
    }

    /// Forgets every cell, keeping the room they took.
    public mutating func removeAll() {
        unique().removeAll()
    }

    /// Calls `body` with each cell's bytes and colour, left to right; the bytes are valid
    /// only during the call.
    public func forEachCell(_ body: (_ utf8: UnsafeBufferPointer<UInt8>, _ color: StatusColor?) -> Void) {
        withCells { bytes, ends, colors in
            var start = 0
            for cell in 0..<ends.count {
                body(UnsafeBufferPointer(rebasing: bytes[start..<ends[cell]]), colors[cell])
                start = ends[cell]
            }
        }
    }

    /// Calls `body` with every cell's bytes in one buffer, where each cell's bytes end in it,
    /// and each cell's colour: the shell reads a row at once. Valid only during the call.
    package func withCells<Result>(
        _ body: (_ bytes: UnsafeBufferPointer<UInt8>, _ ends: UnsafeBufferPointer<Int>, _ colors: UnsafeBufferPointer<StatusColor?>) -> Result
    ) -> Result {
        let storage = self.storage
        return withExtendedLifetime(storage) {
            storage.bytes.withBytes { bytes in
                body(bytes, UnsafeBufferPointer(start: storage.ends, count: storage.count), UnsafeBufferPointer(start: storage.colors, count: storage.count))
            }
        }
    }

    /// The storage, copied first when another value shares it.
    @inline(__always)
    private mutating func unique() -> Storage {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        return storage
    }
}
