import DisplayInterface

/// Rows of a ``Table`` read once: each cell's bytes as printed, copied into one buffer, and
/// its display width. A table's ``Table/Fill`` appends a row's cells here; the lines are
/// written from these bytes once every column's width is known, so no row is asked for
/// twice and no `String` is touched again.
///
/// A cell of printable ASCII (nearly every cell) takes 4 bytes beside its text, any other
/// 12. A cell longer than ``largestCopiedCell`` bytes (which 31 bits cannot count) is kept
/// as it came instead.
struct CapturedRows: Sendable {
    /// Cells with more bytes than this are kept as they came, not copied.
    static let largestCopiedCell = Int(Self.keptMark) - 1

    /// What a cell that is not plain ASCII needs beyond its printed bytes' count, in the
    /// order of those cells.
    private struct Detail: Sendable {
        /// The plain text's bytes after the printed ones (a styled cell: what is measured
        /// and cut); ``plainIsPrinted`` when the printed bytes are the plain text.
        var plain: UInt32
        var width: UInt32
    }

    /// A span with this bit holds printable ASCII, unstyled: as wide as its count, no detail.
    private static let plainASCII: UInt32 = 1 << 31
    /// The span of a cell kept in ``kept``, which has a detail.
    private static let keptMark: UInt32 = plainASCII - 1
    private static let plainIsPrinted = UInt32.max

    let columnCount: Int
    private let largestCopiedCell: Int
    /// The cells' bytes (shared by copies: one is made before a shared run changes).
    private var bytes = ByteRun()
    /// Each cell's printed bytes' count, with ``plainASCII`` or not.
    private var spans: [UInt32] = []
    /// One for each cell without ``plainASCII``, in order.
    private var details: [Detail] = []
    /// Cells too long to copy, in order.
    private var kept: [Table.Cell] = []
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

    /// The bytes, its own before they change.
    @inline(__always)
    private mutating func ownBytes() -> ByteRun {
        if !isKnownUniquelyReferenced(&bytes) { bytes = bytes.copy() }
        return bytes
    }

    /// Bytes set aside for each cell by ``reserve(rows:)``: more than most cells print.
    static let reservedBytesPerCell = 32

    /// Makes room for `rows` rows of cells, and for their bytes at
    /// ``reservedBytesPerCell`` a cell. The bytes grew by doubling, and each larger buffer
    /// was fresh pages that the copy touched. Room set aside and never used is never
    /// touched: in a buffer large enough to get pages of its own, it is never made resident.
    mutating func reserve(rows: Int) {
        spans.reserveCapacity(rows * columnCount)
        ownBytes().reserve(rows * columnCount * Self.reservedBytesPerCell)
    }

    /// Forgets every row, keeping the room they took.
    mutating func removeAll() {
        ownBytes().removeAll()
        spans.removeAll(keepingCapacity: true)
        details.removeAll(keepingCapacity: true)
        kept = []
        cellsInRow = 0
        widths = Array(repeating: 0, count: columnCount)
    }

    /// Appends the next cell of the row being read: `text` escaped as ``Table/Cell`` escapes
    /// it, printed as `styled` (made from escaped text) when given. A cell past the row's
    /// last column is left out.
    mutating func append(_ text: String, styled: String? = nil) {
        // Printable ASCII holds nothing to escape, and is as wide as it is long.
        if let width = DisplayWidth.printableASCIIWidth(text) {
            append(text, styled: styled, width: width, isPlainASCII: styled == nil)
        } else {
            let escaped = VisibleText.escaped(text)
            append(escaped, styled: styled, width: measure.width(of: escaped), isPlainASCII: false)
        }
    }

    /// Appends the UTF-8 `text` as the next cell of the row being read, as ``append(_:styled:)``
    /// appends it as a `String` (invalid UTF-8 shows as U+FFFD). Printable ASCII, and valid
    /// text of scalars measured one by one (``DisplayWidth/separateScalarsWidth(_:)``, none
    /// of them escaped), are copied as they are, without a `String`.
    mutating func append(utf8 text: UnsafeBufferPointer<UInt8>) {
        guard text.count <= largestCopiedCell, cellsInRow < columnCount else {
            append(String(decoding: text, as: UTF8.self))
            return
        }
        let isPlainASCII: Bool
        let width: Int
        if let ascii = DisplayWidth.printableASCIIWidth(text) {
            (isPlainASCII, width) = (true, ascii)
        } else if let separate = DisplayWidth.separateScalarsWidth(text) {
            (isPlainASCII, width) = (false, separate)
        } else {
            append(String(decoding: text, as: UTF8.self))
            return
        }
        let column = cellsInRow
        cellsInRow += 1
        if width > widths[column] { widths[column] = width }
        ownBytes().append(text)
        if isPlainASCII {
            spans.append(UInt32(text.count) | Self.plainASCII)
        } else {
            spans.append(UInt32(text.count))
            details.append(Detail(plain: Self.plainIsPrinted, width: UInt32(clamping: width)))
        }
    }

    /// Appends the cells of `row`, as ``append(utf8:)`` appends each; a coloured one as
    /// ``append(_:color:style:)`` does where `style` shows colour.
    mutating func append(cells row: ShowRowCells, style: RenderStyle) {
        row.withCells { bytes, ends, colors in
            if appendCopied(bytes, ends: ends, colors: colors, style: style) { return }
            var start = 0
            for cell in 0..<ends.count {
                let text = UnsafeBufferPointer(rebasing: bytes[start..<ends[cell]])
                start = ends[cell]
                if let color = colors[cell], style.usesColor {
                    append(String(decoding: text, as: UTF8.self), color: color, style: style)
                } else {
                    append(utf8: text)
                }
            }
        }
    }

    /// Appends a row's cells as ``append(utf8:)`` appends each, their bytes copied in one
    /// piece, when every cell is copied as it is (no colour shown, none escaped or too long)
    /// and the row has room for them; otherwise appends nothing and returns `false`. Most
    /// rows of a list: one copy a row instead of one a cell.
    private mutating func appendCopied(
        _ bytes: UnsafeBufferPointer<UInt8>, ends: UnsafeBufferPointer<Int>, colors: UnsafeBufferPointer<StatusColor?>, style: RenderStyle
    ) -> Bool {
        let count = ends.count
        guard count > 0, cellsInRow + count <= columnCount, bytes.count <= largestCopiedCell else { return false }
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: count) { measured in
            // A cell of printable ASCII keeps its width here, any other the width's complement.
            var start = 0
            for cell in 0..<count {
                if style.usesColor, colors[cell] != nil { return false }
                let text = UnsafeBufferPointer(rebasing: bytes[start..<ends[cell]])
                let isPrintableASCII = text.count < 8
                    ? DisplayWidth.isPrintableASCII(bytes, from: start, count: text.count)
                    : DisplayWidth.printableASCIIWidth(text) != nil
                start = ends[cell]
                if isPrintableASCII {
                    measured[cell] = text.count
                } else if let separate = DisplayWidth.separateScalarsWidth(text) {
                    measured[cell] = ~separate
                } else {
                    return false
                }
            }
            ownBytes().append(bytes)
            // The spans in one append and the widths in one access: each change of an array
            // checks that it is not shared.
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: count) { rowSpans in
                widths.withUnsafeMutableBufferPointer { widths in
                    start = 0
                    for cell in 0..<count {
                        let printed = UInt32(ends[cell] - start)
                        start = ends[cell]
                        let isPlainASCII = measured[cell] >= 0
                        let width = isPlainASCII ? measured[cell] : ~measured[cell]
                        if width > widths[cellsInRow + cell] { widths[cellsInRow + cell] = width }
                        if isPlainASCII {
                            rowSpans.initializeElement(at: cell, to: printed | Self.plainASCII)
                        } else {
                            rowSpans.initializeElement(at: cell, to: printed)
                            details.append(Detail(plain: Self.plainIsPrinted, width: UInt32(clamping: width)))
                        }
                    }
                }
                spans.append(contentsOf: UnsafeBufferPointer(rowSpans))
            }
            cellsInRow += count
            return true
        }
    }

    /// Appends `text` as the next cell, escaped and in `color` where `style` shows colour.
    mutating func append(_ text: String, color: StatusColor?, style: RenderStyle) {
        if let color, style.usesColor {
            let escaped = VisibleText.escaped(text)
            append(escaped, styled: style.colored(escaped, color))
        } else {
            append(text)
        }
    }

    /// Appends `cell` as the next cell of the row being read.
    mutating func append(_ cell: Table.Cell) {
        append(
            cell.text, styled: cell.styled, width: cell.printableWidth ?? measure.width(of: cell.text),
            isPlainASCII: cell.styled == nil && cell.printableWidth != nil)
    }

    /// Ends the row being read: a column the fill left out is an empty cell.
    mutating func endRow() {
        while cellsInRow < columnCount { append("", styled: nil, width: 0, isPlainASCII: true) }
        cellsInRow = 0
    }

    private mutating func append(_ text: String, styled: String?, width: Int, isPlainASCII: Bool) {
        guard cellsInRow < columnCount else { return }
        let column = cellsInRow
        cellsInRow += 1
        if width > widths[column] { widths[column] = width }
        let printedCount = styled?.utf8.count ?? text.utf8.count
        let plainCount = styled == nil ? 0 : text.utf8.count
        guard printedCount <= largestCopiedCell, plainCount <= largestCopiedCell else {
            kept.append(Table.Cell(text: text, styled: styled))
            spans.append(Self.keptMark)
            details.append(Detail(plain: Self.plainIsPrinted, width: UInt32(clamping: width)))
            return
        }
        let bytes = ownBytes()
        if let styled {
            bytes.append(styled)
            bytes.append(text)
        } else {
            bytes.append(text)
        }
        if isPlainASCII {
            spans.append(UInt32(printedCount) | Self.plainASCII)
        } else {
            spans.append(UInt32(printedCount))
            details.append(Detail(plain: styled == nil ? Self.plainIsPrinted : UInt32(plainCount), width: UInt32(clamping: width)))
        }
    }

    /// One row's cells as ``forEachRow(_:)`` hands them on; valid only during that call.
    struct Row {
        fileprivate let cells: UnsafeMutableBufferPointer<CellBytes>
        fileprivate let kept: [Table.Cell]

        /// The display width of the cell in `column`.
        func width(_ column: Int) -> Int { cells[column].width }

        /// Appends the bytes the cell in `column` prints (possibly with colour codes).
        func appendPrinted(_ column: Int, to line: inout LineBuffer) {
            if cells[column].kept >= 0 {
                let kept = kept[cells[column].kept]
                line.append(kept.styled ?? kept.text)
            } else {
                line.append(cells[column].printed)
            }
        }

        /// The text of the cell in `column` without colour codes: what is cut when it is too wide.
        func plainText(_ column: Int) -> String {
            cells[column].kept >= 0 ? kept[cells[column].kept].text : String(decoding: cells[column].plain, as: UTF8.self)
        }
    }

    /// Where one cell's bytes are (a plain value: rows are handed on without reference counts).
    fileprivate struct CellBytes {
        var printed: UnsafeBufferPointer<UInt8>
        var plain: UnsafeBufferPointer<UInt8>
        var width: Int
        /// Its index in ``kept``, or -1.
        var kept: Int
    }

    /// Calls `body` with each whole row's cells, in order.
    func forEachRow(_ body: (_ row: Row) -> Void) {
        forEachRowWhile({ row -> Bool in
            body(row)
            return true
        })
    }

    /// Calls `body` with each whole row's cells, in order, until it returns false.
    func forEachRowWhile(_ body: (_ row: Row) -> Bool) {
        guard columnCount > 0 else { return }
        let empty = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
        let scratch = UnsafeMutableBufferPointer<CellBytes>.allocate(capacity: columnCount)
        scratch.initialize(repeating: CellBytes(printed: empty, plain: empty, width: 0, kept: -1))
        defer { scratch.deallocate() }
        bytes.withBytes { bytes in
            spans.withUnsafeBufferPointer { spans in
                var offset = 0
                var detail = 0
                var keptIndex = 0
                var first = 0
                while first + columnCount <= spans.count {
                    for column in 0..<columnCount {
                        let span = spans[first + column]
                        if span & Self.plainASCII != 0 {
                            let count = Int(span & ~Self.plainASCII)
                            let printed = UnsafeBufferPointer(rebasing: bytes[offset..<offset + count])
                            offset += count
                            scratch[column] = CellBytes(printed: printed, plain: printed, width: count, kept: -1)
                            continue
                        }
                        let more = details[detail]
                        detail += 1
                        if span == Self.keptMark {
                            scratch[column] = CellBytes(printed: empty, plain: empty, width: Int(more.width), kept: keptIndex)
                            keptIndex += 1
                            continue
                        }
                        let printed = UnsafeBufferPointer(rebasing: bytes[offset..<offset + Int(span)])
                        offset += Int(span)
                        var plain = printed
                        if more.plain != Self.plainIsPrinted {
                            plain = UnsafeBufferPointer(rebasing: bytes[offset..<offset + Int(more.plain)])
                            offset += Int(more.plain)
                        }
                        scratch[column] = CellBytes(printed: printed, plain: plain, width: Int(more.width), kept: -1)
                    }
                    guard body(Row(cells: scratch, kept: kept)) else { return }
                    first += columnCount
                }
            }
        }
    }
}
