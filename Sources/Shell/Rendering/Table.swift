/// A left-aligned text table with a header row, columns two spaces apart.
///
/// Widths are measured in terminal columns (``DisplayWidth``). With a width limit the
/// flexible column shrinks, its cells cut with `…`, so each line fits the terminal.
/// Cells are kept in one flat array and each is measured once; the table is written into
/// one byte buffer, so a list of a hundred thousand rows costs little more than its bytes.
struct Table {
    struct Column {
        var header: String
        /// Whether this column gives up space when the table is too wide.
        var isFlexible = false
    }

    struct Cell {
        var text: String
        /// The text as printed (possibly with colour codes); `text` is what is measured.
        var styled: String?
    }

    var columns: [Column]
    /// The cells, row after row, `columns.count` to a row.
    var cells: [Cell]
    /// Spaces before each line.
    var indent = 0

    static let gap = 2
    static let minimumFlexibleWidth = 8

    init(columns: [Column], cells: [Cell], indent: Int = 0) {
        self.columns = columns
        self.cells = cells
        self.indent = indent
    }

    init(columns: [Column], rows: [[Cell]], indent: Int = 0) {
        self.init(columns: columns, cells: rows.flatMap { $0 }, indent: indent)
    }

    func render(style: RenderStyle) -> String {
        let columnCount = columns.count
        guard columnCount > 0 else { return "" }
        let header = columns.map { Cell(text: $0.header, styled: style.bold($0.header)) }
        var measure = WidthMemory()
        let headerWidths = header.map { measure.width(of: $0.text) }
        var cellWidths = [Int](repeating: 0, count: cells.count)
        var widths = headerWidths
        for (position, cell) in cells.enumerated() {
            let width = measure.width(of: cell.text)
            cellWidths[position] = width
            let column = position % columnCount
            if width > widths[column] { widths[column] = width }
        }
        if let limit = style.width {
            let total = indent + widths.reduce(0, +) + Self.gap * max(columnCount - 1, 0)
            if total > limit, let flexible = columns.firstIndex(where: \.isFlexible) {
                widths[flexible] = max(Self.minimumFlexibleWidth, widths[flexible] - (total - limit))
            }
        }
        var output: [UInt8] = []
        output.reserveCapacity((cells.count / columnCount + 1) * (widths.reduce(indent, +) + Self.gap * columnCount + 1))
        writeLine(header[...], widths: headerWidths[...], columnWidths: widths, into: &output)
        var start = 0
        while start < cells.count {
            output.append(UInt8(ascii: "\n"))
            let end = min(start + columnCount, cells.count)
            writeLine(cells[start..<end], widths: cellWidths[start..<end], columnWidths: widths, into: &output)
            start = end
        }
        return String(decoding: output, as: UTF8.self)
    }

    private func writeLine(_ cells: ArraySlice<Cell>, widths cellWidths: ArraySlice<Int>, columnWidths: [Int], into output: inout [UInt8]) {
        let lineStart = output.count
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent))
        for (column, (cell, measured)) in zip(cells, cellWidths).enumerated() {
            var width = measured
            if width > columnWidths[column] {
                let fitted = DisplayWidth.truncate(cell.text, to: columnWidths[column])
                output.append(contentsOf: fitted.utf8)
                width = DisplayWidth.of(fitted)
            } else {
                output.append(contentsOf: (cell.styled ?? cell.text).utf8)
            }
            if column < cells.count - 1 {
                output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: columnWidths[column] - width + Self.gap))
            }
        }
        while output.count > lineStart, output.last == UInt8(ascii: " ") { output.removeLast() }
    }
}

/// Display widths of the texts of one table: printable ASCII is counted on the spot,
/// other text measured once per distinct string (a column repeats its values).
private struct WidthMemory {
    private var known: [String: Int] = [:]

    mutating func width(of text: String) -> Int {
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text.utf8.count }
        if let width = known[text] { return width }
        let width = DisplayWidth.of(text)
        known[text] = width
        return width
    }
}
