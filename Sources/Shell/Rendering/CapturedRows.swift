/// Rows of a ``Table`` read once: each cell's bytes as printed, copied into one buffer, and
/// its display width. A table's ``Table/Fill`` appends a row's cells here; the lines are
/// written from these bytes once every column's width is known, so no row is asked for
/// twice and no `String` is touched again.
///
/// A cell takes 12 bytes beside its text. A cell longer than ``largestCopiedCell`` bytes
/// (which a 32-bit length cannot hold) is kept as it came instead.
struct CapturedRows: Sendable {
    /// Cells with more bytes than this are kept as they came, not copied.
    static let largestCopiedCell = Int(UInt32.max >> 1)

    /// One cell's place in ``bytes``: its printed bytes, then, for a styled cell, its plain
    /// text (what is measured and cut).
    private struct Span: Sendable {
        /// The printed bytes; ``keptMark`` when the cell is in ``kept``.
        var printed: UInt32
        /// The plain text's bytes after the printed ones; ``plainIsPrinted`` when the
        /// printed bytes are the plain text.
        var plain: UInt32
        var width: UInt32
    }

    private static let keptMark = UInt32.max
    private static let plainIsPrinted = UInt32.max

    let columnCount: Int
    private let largestCopiedCell: Int
    private var bytes: [UInt8] = []
    private var spans: [Span] = []
    /// Cells too long to copy, by their index in ``spans``.
    private var kept: [Int: Table.Cell] = [:]
    /// Cells appended to the row being read.
    private var cellsInRow = 0
    private var measure = WidthMemory()
    /// The widest cell of each column so far.
    private(set) var widths: [Int]

    /// No rows yet, of `columnCount` cells each.
    init(columnCount: Int, largestCopiedCell: Int = Self.largestCopiedCell) {
        self.columnCount = columnCount
        self.largestCopiedCell = min(largestCopiedCell, Self.largestCopiedCell)
        widths = Array(repeating: 0, count: columnCount)
    }

    /// How many whole rows it holds.
    var rowCount: Int { columnCount == 0 ? 0 : spans.count / columnCount }

    /// The bytes its cells print, padding left out.
    var printedBytes: Int { bytes.count }

    /// Makes room for `rows` rows of cells (their bytes grow as they come).
    mutating func reserve(rows: Int) {
        spans.reserveCapacity(rows * columnCount)
    }

    /// Forgets every row, keeping the room they took.
    mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
        spans.removeAll(keepingCapacity: true)
        kept = [:]
        cellsInRow = 0
        widths = Array(repeating: 0, count: columnCount)
    }

    /// Appends the next cell of the row being read: `text` escaped as ``Table/Cell`` escapes
    /// it, printed as `styled` (made from escaped text) when given. A cell past the row's
    /// last column is left out.
    mutating func append(_ text: String, styled: String? = nil) {
        // Printable ASCII holds nothing to escape, and is as wide as it is long.
        if let width = DisplayWidth.printableASCIIWidth(text) {
            append(text, styled: styled, width: width)
        } else {
            let escaped = VisibleText.escaped(text)
            append(escaped, styled: styled, width: measure.width(of: escaped))
        }
    }

    /// Appends `cell` as the next cell of the row being read.
    mutating func append(_ cell: Table.Cell) {
        append(cell.text, styled: cell.styled, width: cell.printableWidth ?? measure.width(of: cell.text))
    }

    /// Ends the row being read: a column the fill left out is an empty cell.
    mutating func endRow() {
        while cellsInRow < columnCount { append("", styled: nil, width: 0) }
        cellsInRow = 0
    }

    private mutating func append(_ text: String, styled: String?, width: Int) {
        guard cellsInRow < columnCount else { return }
        let column = cellsInRow
        cellsInRow += 1
        if width > widths[column] { widths[column] = width }
        let printedCount = styled?.utf8.count ?? text.utf8.count
        let plainCount = styled == nil ? 0 : text.utf8.count
        guard printedCount <= largestCopiedCell, plainCount <= largestCopiedCell else {
            kept[spans.count] = Table.Cell(text: text, styled: styled)
            spans.append(Span(printed: Self.keptMark, plain: Self.plainIsPrinted, width: UInt32(clamping: width)))
            return
        }
        if let styled {
            Table.append(styled, to: &bytes)
            Table.append(text, to: &bytes)
        } else {
            Table.append(text, to: &bytes)
        }
        spans.append(Span(
            printed: UInt32(printedCount), plain: styled == nil ? Self.plainIsPrinted : UInt32(plainCount),
            width: UInt32(clamping: width)))
    }

    /// One row's cells as ``forEachRow(_:)`` hands them on; valid only during that call.
    struct Row {
        fileprivate let cells: UnsafeMutableBufferPointer<CellBytes>
        fileprivate let first: Int
        fileprivate let kept: [Int: Table.Cell]

        /// The display width of the cell in `column`.
        func width(_ column: Int) -> Int { cells[column].width }

        /// Appends the bytes the cell in `column` prints (possibly with colour codes).
        func appendPrinted(_ column: Int, to output: inout [UInt8]) {
            let cell = cells[column]
            if cell.isKept, let kept = kept[first + column] {
                Table.append(kept.styled ?? kept.text, to: &output)
            } else {
                output.append(contentsOf: cell.printed)
            }
        }

        /// The text of the cell in `column` without colour codes: what is cut when it is too wide.
        func plainText(_ column: Int) -> String {
            let cell = cells[column]
            if cell.isKept { return kept[first + column]?.text ?? "" }
            return String(decoding: cell.plain, as: UTF8.self)
        }
    }

    /// Where one cell's bytes are.
    fileprivate struct CellBytes {
        var printed: UnsafeBufferPointer<UInt8>
        var plain: UnsafeBufferPointer<UInt8>
        var width: Int
        var isKept: Bool
    }

    /// Calls `body` with each whole row's cells, in order.
    func forEachRow(_ body: (_ row: Row) -> Void) {
        guard columnCount > 0 else { return }
        let empty = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
        let scratch = UnsafeMutableBufferPointer<CellBytes>.allocate(capacity: columnCount)
        scratch.initialize(repeating: CellBytes(printed: empty, plain: empty, width: 0, isKept: false))
        defer { scratch.deallocate() }
        bytes.withUnsafeBufferPointer { bytes in
            spans.withUnsafeBufferPointer { spans in
                var offset = 0
                var first = 0
                while first + columnCount <= spans.count {
                    for column in 0..<columnCount {
                        let span = spans[first + column]
                        if span.printed == Self.keptMark {
                            scratch[column] = CellBytes(printed: empty, plain: empty, width: Int(span.width), isKept: true)
                            continue
                        }
                        let printedEnd = offset + Int(span.printed)
                        let printed = UnsafeBufferPointer(rebasing: bytes[offset..<printedEnd])
                        offset = printedEnd
                        var plain = printed
                        if span.plain != Self.plainIsPrinted {
                            plain = UnsafeBufferPointer(rebasing: bytes[offset..<offset + Int(span.plain)])
                            offset += Int(span.plain)
                        }
                        scratch[column] = CellBytes(printed: printed, plain: plain, width: Int(span.width), isKept: false)
                    }
                    body(Row(cells: scratch, first: first, kept: kept))
                    first += columnCount
                }
            }
        }
    }
}
