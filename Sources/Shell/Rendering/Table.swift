import Foundation

/// A left-aligned text table with a header row, columns two spaces apart.
///
/// Widths are measured in terminal columns (``DisplayWidth``). With a width limit the
/// flexible column shrinks, its cells cut with `…`, down to ``minimumFlexibleWidth``; a
/// table that still does not fit is printed a row at a time as records (`-[ RECORD 1 ]-`,
/// then `COLUMN │ value` lines), as psql's `\x auto` does (shell.md §4).
/// Cells are read a row at a time through a ``Fill``, never all held at once: one pass
/// measures the columns, a second writes the lines into a byte buffer handed out a chunk of
/// whole lines at a time (a long table's passes run in shares of rows on every core, each
/// with a fill of its own), so a list of a million rows is printed in bounded memory and
/// never becomes one `String`. (The shares are Domain's `Shares` again, in small: the shell
/// cannot import Domain.)
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
        /// when the column is measured and when the line is written.
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

    /// Sets `cells[column]` for every column of a row (`0..<rowCount`); `cells` holds one
    /// cell per column and is reused from row to row.
    typealias Fill = (_ row: Int, _ cells: inout [Cell]) -> Void

    var columns: [Column]
    var rowCount: Int
    /// Makes a ``Fill`` for one thread: a long table's rows are read on several at once.
    var makeFill: @Sendable () -> Fill
    /// Spaces before each line.
    var indent = 0

    static let gap = 2
    static let minimumFlexibleWidth = 12
    /// Between a column's name and its value in a record.
    static let recordSeparator = " │ "
    /// About how many bytes of whole lines make one chunk of output.
    static let chunkBytes = 1 << 16
    /// Rows one thread measures or writes at a time; a table with fewer is read on one thread.
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
                for column in cells.indices { cells[column] = column < rows[row].count ? rows[row][column] : Cell(text: "") }
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
    /// ``rowsPerShare`` rows is measured and written on `threads` threads (every core by
    /// default), in shares of rows whose lines are handed on in order.
    func renderLines(style: RenderStyle, threads: Int = ProcessInfo.processInfo.activeProcessorCount, emit: ([UInt8]) -> Void) {
        guard !columns.isEmpty else { return }
        let header = columns.map { Cell(text: $0.header, styled: style.bold($0.header)) }
        var measure = WidthMemory()
        var widths = header.map { measure.width(of: $0.text) }
        var cellWidths = Array(repeating: 0, count: columns.count)
        let shares = Self.shares(of: rowCount, threads: threads)
        for shareWidths in Self.map(shares, { rows in measured(rows, header: header) }) {
            for column in columns.indices where shareWidths[column] > cellWidths[column] { cellWidths[column] = shareWidths[column] }
        }
        for column in columns.indices where cellWidths[column] > widths[column] { widths[column] = cellWidths[column] }
        if style.tableLayout == .records {
            renderRecords(header: header, limit: style.width ?? .max, measure: &measure, emit: emit)
            return
        }
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
                renderRecords(header: header, limit: limit, measure: &measure, emit: emit)
                return
            }
        }
        var output: [UInt8] = []
        output.reserveCapacity(Self.chunkBytes + 1024)
        write(header, widths: widths, measure: &measure, into: &output)
        guard shares.count > 1 else {
            writeRows(0..<rowCount, header: header, widths: widths, into: &output, chunk: Self.chunkBytes, emit: emit)
            emit(output)
            return
        }
        emit(output)
        let columnWidths = widths
        // As many shares at a time as there are threads: their lines are held only until
        // they are handed on, in order.
        var first = 0
        while first < shares.count {
            let batch = Array(shares[first..<min(first + threads, shares.count)])
            for lines in Self.map(batch, { rows in
                var lines: [UInt8] = []
                lines.reserveCapacity(rows.count * 128)
                writeRows(rows, header: header, widths: columnWidths, into: &lines, chunk: .max) { _ in }
                return lines
            }) {
                emit(lines)
            }
            first += batch.count
        }
    }

    /// The widest cell of each column in `rows`, read with a fill of their own.
    private func measured(_ rows: Range<Int>, header: [Cell]) -> [Int] {
        let fill = makeFill()
        var measure = WidthMemory()
        var widths = Array(repeating: 0, count: columns.count)
        var cells = header
        for row in rows {
            fill(row, &cells)
            for column in columns.indices {
                let width = cells[column].printableWidth ?? measure.width(of: cells[column].text)
                if width > widths[column] { widths[column] = width }
            }
        }
        return widths
    }

    /// Appends the lines of `rows` to `output`, read with a fill of their own, handing
    /// `output` on to `emit` (and emptying it) each time it holds `chunk` bytes of lines.
    private func writeRows(
        _ rows: Range<Int>, header: [Cell], widths: [Int], into output: inout [UInt8], chunk: Int, emit: ([UInt8]) -> Void
    ) {
        let fill = makeFill()
        var measure = WidthMemory()
        var cells = header
        for row in rows {
            if output.count >= chunk {
                emit(output)
                output.removeAll(keepingCapacity: true)
            }
            fill(row, &cells)
            write(cells, widths: widths, measure: &measure, into: &output)
        }
    }

    /// `0..<count` in shares of about ``rowsPerShare`` rows, one share for a short table or one thread.
    private static func shares(of count: Int, threads: Int) -> [Range<Int>] {
        guard threads > 1, count > rowsPerShare else { return [0..<count] }
        return stride(from: 0, to: count, by: rowsPerShare).map { $0..<min($0 + rowsPerShare, count) }
    }

    /// `body` of each share, run on as many threads as there are shares, in the shares' order.
    private static func map<Result: Sendable>(_ shares: [Range<Int>], _ body: @Sendable (Range<Int>) -> Result) -> [Result] {
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
    private func renderRecords(header: [Cell], limit: Int, measure: inout WidthMemory, emit: ([UInt8]) -> Void) {
        let fill = makeFill()
        let headerWidths = header.map { measure.width(of: $0.text) }
        let nameWidth = headerWidths.max() ?? 0
        let valueWidth = max(Self.minimumFlexibleWidth, limit - indent - nameWidth - DisplayWidth.of(Self.recordSeparator))
        var cells = header
        var output: [UInt8] = []
        output.reserveCapacity(Self.chunkBytes + 1024)
        for row in 0..<rowCount {
            if output.count >= Self.chunkBytes {
                emit(output)
                output.removeAll(keepingCapacity: true)
            }
            fill(row, &cells)
            Self.appendSpaces(indent, to: &output)
            output.append(contentsOf: "-[ RECORD \(row + 1) ]-\n".utf8)
            for column in columns.indices {
                let lineStart = output.count
                Self.appendSpaces(indent, to: &output)
                output.append(contentsOf: (header[column].styled ?? header[column].text).utf8)
                Self.appendSpaces(nameWidth - headerWidths[column], to: &output)
                output.append(contentsOf: Self.recordSeparator.utf8)
                let cell = cells[column]
                if measure.width(of: cell.text) > valueWidth {
                    output.append(contentsOf: DisplayWidth.truncate(cell.text, to: valueWidth).utf8)
                } else {
                    output.append(contentsOf: (cell.styled ?? cell.text).utf8)
                }
                while output.count > lineStart, output.last == UInt8(ascii: " ") { output.removeLast() }
                output.append(UInt8(ascii: "\n"))
            }
        }
        emit(output)
    }

    /// Appends the line of `cells` and its line break.
    private func write(_ cells: [Cell], widths: [Int], measure: inout WidthMemory, into output: inout [UInt8]) {
        let lineStart = output.count
        Self.appendSpaces(indent, to: &output)
        let lastShown = widths.lastIndex { $0 >= 0 } ?? cells.count - 1
        cells.withUnsafeBufferPointer { cells in
            for column in cells.indices where widths[column] >= 0 {
                let cell = cells[column]
                if columns[column].alignsRight {
                    writeRight(cell, width: widths[column], last: column == lastShown, measure: &measure, into: &output)
                    continue
                }
                let cellStart = output.count
                var width: Int
                if cell.styled == nil, let plain = cell.printableWidth {
                    Self.append(cell.text, to: &output)
                    width = plain
                } else {
                    width = cell.printableWidth ?? measure.width(of: cell.text)
                    Self.append(cell.styled ?? cell.text, to: &output)
                }
                if width > widths[column] {
                    output.removeSubrange(cellStart...)
                    let fitted = DisplayWidth.truncate(cell.text, to: widths[column])
                    output.append(contentsOf: fitted.utf8)
                    width = DisplayWidth.of(fitted)
                }
                if column < lastShown {
                    Self.appendSpaces(widths[column] - width + Self.gap, to: &output)
                }
            }
        }
        while output.count > lineStart, output.last == UInt8(ascii: " ") { output.removeLast() }
        output.append(UInt8(ascii: "\n"))
    }

    /// Appends `cell` right-aligned in `width` columns, then the gap unless it is `last`.
    private func writeRight(_ cell: Cell, width: Int, last: Bool, measure: inout WidthMemory, into output: inout [UInt8]) {
        var text = cell.styled ?? cell.text
        var cellWidth = cell.printableWidth ?? measure.width(of: cell.text)
        if cellWidth > width {
            text = DisplayWidth.truncate(cell.text, to: width)
            cellWidth = DisplayWidth.of(text)
        }
        Self.appendSpaces(width - cellWidth, to: &output)
        Self.append(text, to: &output)
        if !last { Self.appendSpaces(Self.gap, to: &output) }
    }

    /// Appends the UTF-8 of `text`, copied whole from its storage when it has one.
    private static func append(_ text: String, to output: inout [UInt8]) {
        if text.utf8.withContiguousStorageIfAvailable({ output.append(contentsOf: $0) }) == nil {
            output.append(contentsOf: text.utf8)
        }
    }

    private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 256)

    private static func appendSpaces(_ count: Int, to output: inout [UInt8]) {
        var left = count
        while left > 0 {
            let now = min(left, spaces.count)
            spaces.withUnsafeBufferPointer { output.append(contentsOf: UnsafeBufferPointer(rebasing: $0[..<now])) }
            left -= now
        }
    }
}

/// Display widths of the texts of one table: printable ASCII and other simple text are
/// counted on the spot, the rest (emoji, combining marks) measured once per distinct string.
private struct WidthMemory {
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
