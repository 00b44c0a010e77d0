/// One row of a ``ShowTable`` as a fill of bytes writes it: each cell's UTF-8, copied in, and
/// its colour. A ViewModel that holds its texts as bytes (a title read in place from a
/// loaded file, labels shared by a million rows) hands them on without making a `String`
/// for every cell; the shell escapes, measures and aligns them as it does any cell.
///
/// The shell gives each thread one, emptied before every row: the cells appended go left to
/// right, and a column left without one is empty.
public struct ShowRowCells: Sendable {
    private var bytes: [UInt8] = []
    /// Where each cell's bytes end.
    private var ends: [Int] = []
    private var colors: [StatusColor?] = []

    /// No cells, with room for `columns` of them.
    public init(columns: Int = 0) {
        ends.reserveCapacity(columns)
        colors.reserveCapacity(columns)
        bytes.reserveCapacity(columns * 32)
    }

    /// How many cells it holds.
    public var count: Int { ends.count }

    /// Appends a cell of `text`, coloured `color`.
    public mutating func append(_ text: String, color: StatusColor? = nil) {
        if text.utf8.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) == nil {
            bytes.append(contentsOf: text.utf8)
        }
        endCell(color: color)
    }

    /// Appends a cell of the UTF-8 `text` (copied; an invalid sequence shows as U+FFFD, as
    /// `String(decoding:as:)` makes it), coloured `color`.
    public mutating func append(utf8 text: UnsafeBufferPointer<UInt8>, color: StatusColor? = nil) {
        bytes.append(contentsOf: text)
        endCell(color: color)
    }

    /// Forgets every cell, keeping the room they took.
    public mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
        ends.removeAll(keepingCapacity: true)
        colors.removeAll(keepingCapacity: true)
    }

    /// Calls `body` with each cell's bytes and colour, left to right; the bytes are valid
    /// only during the call.
    public func forEachCell(_ body: (_ utf8: UnsafeBufferPointer<UInt8>, _ color: StatusColor?) -> Void) {
        bytes.withUnsafeBufferPointer { bytes in
            var start = 0
            for cell in ends.indices {
                body(UnsafeBufferPointer(rebasing: bytes[start..<ends[cell]]), colors[cell])
                start = ends[cell]
            }
        }
    }

    /// The cells as texts, with their colours.
    public var cells: [ShowCell] {
        var cells: [ShowCell] = []
        forEachCell { utf8, color in cells.append(ShowCell(String(decoding: utf8, as: UTF8.self), color: color)) }
        return cells
    }

    private mutating func endCell(color: StatusColor?) {
        ends.append(bytes.count)
        colors.append(color)
    }
}
