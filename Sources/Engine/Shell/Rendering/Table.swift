import Foundation

/// A left-aligned text table with a header row, columns two spaces apart.
///
/// Widths are measured in terminal columns (``DisplayWidth``). With a width limit the
/// flexible column shrinks, its cells cut with `…`, down to ``minimumFlexibleWidth``; a
/// table that still does not fit is printed a row at a time as records (`-[ RECORD 1 ]-`,
/// then `COLUMN │ value` lines), as psql's `\x auto` does (shell.md §4).
/// Each row is read once, through a ``Fill``: its cells' bytes are copied out and measured
/// (``CapturedRows``), and the lines are then written from those bytes once every column's
/// width is known. A long table is read in shares of rows on every core, each with a fill
/// of its own; its lines are then written a share at a time on a thread of their own
/// (``LinePipeline``) while the caller hands on those already written, so a list of a
/// million rows never becomes one `String` nor asks the ViewModel for a row twice. (The
/// shares are Domain's `Shares` again, in small: the shell cannot import Domain.)
struct Table {
    struct Column {
        var header: String
        /// Whether this column gives up space when the table is too wide.
        var isFlexible = false
        /// Whether its cells (and title) are right-aligned: counts, amounts, percentages.
        var alignsRight = false
    }

    struct Cell {
        let text: String
        /// The text as printed (possibly with colour codes); `text` is what is measured.
        let styled: String?
        /// The width of `text` when it is printable ASCII (its length), nearly every cell of
        /// a list: found once here, where the text is checked for escapes, and not again
        /// when the column is measured.
        let printableWidth: Int?

        /// A cell of `text`, its control characters escaped (``VisibleText/escaped(_:)``): a
        /// title never moves the cursor or rings the bell. `styled` is made from such text.
        init(text: String, styled: String? = nil) {
            // Printable ASCII holds nothing to escape.
            printableWidth = DisplayWidth.printableASCIIWidth(text)
            self.text = printableWidth == nil ? VisibleText.escaped(text) : text
            self.styled = styled
        }
    }

    /// Appends the cells of a row (`0..<rowCount`) to `cells`, one per column in order
    /// (``CapturedRows/append(_:styled:)``); a cell left out is empty.
    typealias Fill = (_ row: Int, _ cells: inout CapturedRows) -> Void

    var columns: [Column]
    var rowCount: Int
    /// Makes a ``Fill`` for one thread: a long table's rows are read on several at once.
    var makeFill: @Sendable () -> Fill
    /// Spaces before each line.
    var indent = 0
    /// A cell with more bytes than this is kept as its text rather than copied out
    /// (``CapturedRows``); tests lower it to reach that path.
    var largestCopiedCell = CapturedRows.largestCopiedCell

    static let gap = 2
    static let minimumFlexibleWidth = 12
    /// Between a column's name and its value in a record.
    static let recordSeparator = " │ "
    /// About how many bytes of whole lines make one chunk of output.
    static let chunkBytes = 1 << 16
    /// Rows one thread reads or writes at a time; a table with fewer is read on one thread.
    static let rowsPerShare = 4096

    init(columns: [Column], rowCount: Int, indent: Int = 0, makeFill: @escaping @Sendable () -> Fill) {
        self.columns = columns
        self.rowCount = rowCount
        self.indent = indent
        self.makeFill = makeFill
    }

    init(columns: [Column], rows: [[Cell]], indent: Int = 0) {
        self.init(columns: columns, rowCount: rows.count, indent: indent) {
            { row, cells in
                for cell in rows[row] { cells.append(cell) }
            }
        }
    }

    /// The whole table as one text.
    func render(style: RenderStyle) -> String {
        var text = ""
        renderLines(style: style) { text += String(decoding: $0, as: UTF8.self) }
        if text.hasSuffix("\n") { text.removeLast() }
        return text
    }

    /// Hands the table to `emit` as UTF-8 in chunks of whole lines, each line ending in a
    /// line break. The bytes are valid only during the call. A table of more than
    /// ``rowsPerShare`` rows is read on `threads` threads (every core by default), in shares
    /// of rows whose lines one more thread writes, and `emit` gets on the calling thread,
    /// in order.
    ///
    /// `stop`, when it is requested (Ctrl-C, a reader that has gone), ends the table early:
    /// no more rows are read or written, and `emit` gets nothing more.
    func renderLines(
        style: RenderStyle, threads: Int = ProcessInfo.processInfo.activeProcessorCount, stop: OutputStop? = nil, emit: ([UInt8]) -> Void
    ) {
        guard !columns.isEmpty else { return }
        let header = columns.map { Cell(text: $0.header, styled: style.bold($0.header)) }
        if style.tableLayout == .records {
            renderRecords(header: header, limit: style.width ?? .max, stop: stop, emit: emit)
            return
        }
        var headerRow = CapturedRows(columnCount: columns.count, largestCopiedCell: largestCopiedCell)
        for cell in header { headerRow.append(cell) }
        headerRow.endRow()
        var widths = headerRow.widths
        // Every row read once, its cells' bytes kept until its lines are written.
        var shares = Self.map(Self.shares(of: rowCount, threads: threads)) { rows in captured(rows, stop: stop) }
        if stop?.isRequested == true { return }
        var cellWidths = Array(repeating: 0, count: columns.count)
        for share in shares {
            for column in columns.indices where share.widths[column] > cellWidths[column] { cellWidths[column] = share.widths[column] }
        }
        for column in columns.indices where cellWidths[column] > widths[column] { widths[column] = cellWidths[column] }
        if let limit = style.width {
            var total = indent + widths.reduce(0, +) + Self.gap * max(columns.count - 1, 0)
            // Too wide: first a column with no value in any row is left out (its width
            // becomes -1, which the writer skips), then the flexible column gives up width,
            // then the rows become records.
            if total > limit, style.tableLayout == .auto {
                for column in columns.indices where cellWidths[column] == 0 && widths.filter({ $0 >= 0 }).count > 1 {
                    total -= widths[column] + Self.gap
                    widths[column] = -1
                }
            }
            if total > limit, let flexible = columns.firstIndex(where: \.isFlexible), widths[flexible] >= 0 {
                let shrunk = max(min(Self.minimumFlexibleWidth, widths[flexible]), widths[flexible] - (total - limit))
                total -= widths[flexible] - shrunk
                widths[flexible] = shrunk
            }
            if total > limit, style.tableLayout == .auto {
                shares = []
                renderRecords(header: header, limit: limit, stop: stop, emit: emit)
                return
            }
        }
        var output: [UInt8] = []
        output.reserveCapacity(Self.chunkBytes + 1024)
        write(headerRow, widths: widths, into: &output)
        guard shares.count > 1 else {
            if let only = shares.first { write(only, widths: widths, into: &output, chunk: Self.chunkBytes, stop: stop, emit: emit) }
            if stop?.isRequested != true { emit(output) }
            return
        }
        emit(output)
        let columnWidths = widths
        let lineBytes = indent + 1 + Self.gap * columns.count
        // One thread writes the shares' lines while this one hands them on: a million rows'
        // output no longer waits for each batch of shares to be written.
        let pipeline = LinePipeline(shares: shares, stop: stop)
        shares = []
        pipeline.run(
            write: { share, lines in
                lines.reserveCapacity(share.printedBytes + share.rowCount * lineBytes)
                write(share, widths: columnWidths, into: &lines)
            },
            emit: emit)
    }

    /// The width the table takes laid out whole (indent, columns and gaps), every row read
    /// once more: for a small table that may draw its bars narrower (shell.md §4).
    func naturalWidth() -> Int {
        var header = CapturedRows(columnCount: columns.count, largestCopiedCell: largestCopiedCell)
        for column in columns { header.append(Cell(text: column.header)) }
        header.endRow()
        let rows = captured(0..<rowCount, stop: nil)
        let widths = columns.indices.map { max(header.widths[$0], rows.widths[$0]) }
        return indent + widths.reduce(0, +) + Self.gap * max(columns.count - 1, 0)
    }

    /// The cells of `rows`, read with a fill of their own, copied out and measured.
    private func captured(_ rows: Range<Int>, stop: OutputStop?) -> CapturedRows {
        let fill = makeFill()
        var captured = CapturedRows(columnCount: columns.count, largestCopiedCell: largestCopiedCell)
        captured.reserve(rows: rows.count)
        for row in rows {
            if row & 511 == 0, stop?.isRequested == true { break }
            fill(row, &captured)
            captured.endRow()
        }
        return captured
    }

    /// Appends the lines of `captured` to `output`, handing `output` on to `emit` (and
    /// emptying it) each time it holds `chunk` bytes of lines.
    private func write(
        _ captured: CapturedRows, widths: [Int], into output: inout [UInt8], chunk: Int = .max, stop: OutputStop? = nil,
        emit: ([UInt8]) -> Void = { _ in }
    ) {
        let lastShown = widths.lastIndex { $0 >= 0 } ?? columns.count - 1
        let alignsRight = columns.map(\.alignsRight)
        var line = LineBuffer()
        captured.forEachRowWhile({ row in
            if output.count >= chunk {
                guard stop?.isRequested != true else { return false }
                emit(output)
                output.removeAll(keepingCapacity: true)
            }
            line.removeAll()
            line.appendSpaces(indent)
            for column in widths.indices where widths[column] >= 0 {
                var width = row.width(column)
                let cut: String? = width > widths[column] ? DisplayWidth.truncate(row.plainText(column), to: widths[column]) : nil
                if let cut { width = DisplayWidth.of(cut) }
                if alignsRight[column] { line.appendSpaces(widths[column] - width) }
                if let cut { line.append(cut) } else { row.appendPrinted(column, to: &line) }
                if alignsRight[column] {
                    if column != lastShown { line.appendSpaces(Self.gap) }
                } else if column < lastShown {
                    line.appendSpaces(widths[column] - width + Self.gap)
                }
            }
            line.dropTrailingSpaces()
            line.append(byte: UInt8(ascii: "\n"))
            line.write(to: &output)
            return true
        })
    }

    /// `0..<count` in shares of about ``rowsPerShare`` rows, one share for a short table or one thread.
    private static func shares(of count: Int, threads: Int) -> [Range<Int>] {
        guard threads > 1, count > rowsPerShare else { return [0..<count] }
        return stride(from: 0, to: count, by: rowsPerShare).map { $0..<min($0 + rowsPerShare, count) }
    }

    /// `body` of each share, run on as many threads as there are shares, in the shares' order.
    private static func map<Share: Sendable, Result: Sendable>(_ shares: [Share], _ body: @Sendable (Share) -> Result) -> [Result] {
        guard shares.count > 1 else { return shares.map(body) }
        var results = [Result?](repeating: nil, count: shares.count)
        results.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            let slots = Slots(base: base)
            DispatchQueue.concurrentPerform(iterations: shares.count) { index in
                slots.base[index] = body(shares[index])
            }
        }
        return results.compactMap { $0 }
    }

    /// Every row as a record: `-[ RECORD n ]-`, then one `COLUMN │ value` line per column,
    /// names padded to the longest, values cut with `…` to what the width leaves them.
    private func renderRecords(header: [Cell], limit: Int, stop: OutputStop?, emit: ([UInt8]) -> Void) {
        let fill = makeFill()
        var measure = WidthMemory()
        let headerWidths = header.map { measure.width(of: $0.text) }
        let nameWidth = headerWidths.max() ?? 0
        let valueWidth = max(Self.minimumFlexibleWidth, limit - indent - nameWidth - DisplayWidth.of(Self.recordSeparator))
        var cells = CapturedRows(columnCount: columns.count, largestCopiedCell: largestCopiedCell)
        var output: [UInt8] = []
        output.reserveCapacity(Self.chunkBytes + 1024)
        var line = LineBuffer()
        for row in 0..<rowCount {
            if output.count >= Self.chunkBytes {
                if stop?.isRequested == true { return }
                emit(output)
                output.removeAll(keepingCapacity: true)
            }
            cells.removeAll()
            fill(row, &cells)
            cells.endRow()
            line.removeAll()
            line.appendSpaces(indent)
            line.append("-[ RECORD \(row + 1) ]-\n")
            line.write(to: &output)
            cells.forEachRow { cells in
                for column in columns.indices {
                    line.removeAll()
                    line.appendSpaces(indent)
                    line.append(header[column].styled ?? header[column].text)
                    line.appendSpaces(nameWidth - headerWidths[column])
                    line.append(Self.recordSeparator)
                    if cells.width(column) > valueWidth {
                        line.append(DisplayWidth.truncate(cells.plainText(column), to: valueWidth))
                    } else {
                        cells.appendPrinted(column, to: &line)
                    }
                    line.dropTrailingSpaces()
                    line.append(byte: UInt8(ascii: "\n"))
                    line.write(to: &output)
                }
            }
        }
        emit(output)
    }
}

/// Display widths of the texts of one table: printable ASCII and other simple text are
/// counted on the spot, the rest (emoji, combining marks) measured once per distinct string.
struct WidthMemory {
    /// Keyed by the text's bytes: `String` equality is canonical equivalence, and two
    /// equivalent texts (U+2329 and U+3008) may take different widths.
    private var known: [Bytes: Int] = [:]

    mutating func width(of text: String) -> Int {
        if let width = DisplayWidth.printableASCIIWidth(text) ?? DisplayWidth.separateScalarsWidth(text) { return width }
        let key = Bytes(text: text)
        if let width = known[key] { return width }
        let width = DisplayWidth.clusterWidth(text)
        known[key] = width
        return width
    }

    /// A text compared and hashed by its UTF-8 bytes.
    private struct Bytes: Hashable {
        let text: String

        static func == (left: Bytes, right: Bytes) -> Bool { left.text.utf8.elementsEqual(right.text.utf8) }

        func hash(into hasher: inout Hasher) {
            for byte in text.utf8 { hasher.combine(byte) }
        }
    }
}

/// The result slots of ``Table``'s shares: each thread writes only its own.
private struct Slots<Result>: @unchecked Sendable {
    let base: UnsafeMutablePointer<Result?>
}
