/// A left-aligned text table with a header row, columns two spaces apart.
///
/// Widths are measured in terminal columns (``DisplayWidth``). With a width limit the
/// flexible column shrinks, its cells cut with `…`, so each line fits the terminal.
/// Cells are read through `cell(row, column)`, never all held at once: one pass measures
/// the columns, a second writes the lines into a byte buffer handed out a chunk of whole
/// lines at a time, so a list of a million rows is printed in bounded memory.
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
    var rowCount: Int
    /// The cell of a row (`0..<rowCount`) and column.
    var cell: (_ row: Int, _ column: Int) -> Cell
    /// Spaces before each line.
    var indent = 0

    static let gap = 2
    static let minimumFlexibleWidth = 8
    /// About how many bytes of whole lines make one chunk of output.
    static let chunkBytes = 1 << 16

    init(columns: [Column], rowCount: Int, indent: Int = 0, cell: @escaping (_ row: Int, _ column: Int) -> Cell) {
        self.columns = columns
        self.rowCount = rowCount
        self.indent = indent
        self.cell = cell
    }

    init(columns: [Column], rows: [[Cell]], indent: Int = 0) {
        self.init(columns: columns, rowCount: rows.count, indent: indent) { rows[$0][$1] }
    }

    /// The whole table as one text.
    func render(style: RenderStyle) -> String {
        var chunks: [String] = []
        render(style: style) { chunks.append($0) }
        return chunks.joined(separator: "\n")
    }

    /// Hands the table to `emit` in chunks of whole lines, without their last line break.
    func render(style: RenderStyle, emit: (String) -> Void) {
        guard !columns.isEmpty else { return }
        let header = columns.map { Cell(text: $0.header, styled: style.bold($0.header)) }
        var measure = WidthMemory()
        var widths = header.map { measure.width(of: $0.text) }
        for row in 0..<rowCount {
            for column in columns.indices {
                let width = measure.width(of: cell(row, column).text)
                if width > widths[column] { widths[column] = width }
            }
        }
        if let limit = style.width {
            let total = indent + widths.reduce(0, +) + Self.gap * max(columns.count - 1, 0)
            if total > limit, let flexible = columns.firstIndex(where: \.isFlexible) {
                widths[flexible] = max(Self.minimumFlexibleWidth, widths[flexible] - (total - limit))
            }
        }
        var output: [UInt8] = []
        output.reserveCapacity(Self.chunkBytes + 1024)
        write(header, widths: widths, measure: &measure, into: &output)
        for row in 0..<rowCount {
            if output.count >= Self.chunkBytes {
                emit(String(decoding: output, as: UTF8.self))
                output.removeAll(keepingCapacity: true)
            } else {
                output.append(UInt8(ascii: "\n"))
            }
            write(columns.indices.map { cell(row, $0) }, widths: widths, measure: &measure, into: &output)
        }
        emit(String(decoding: output, as: UTF8.self))
    }

    private func write(_ cells: [Cell], widths: [Int], measure: inout WidthMemory, into output: inout [UInt8]) {
        let lineStart = output.count
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent))
        for (column, cell) in cells.enumerated() {
            var width = measure.width(of: cell.text)
            if width > widths[column] {
                let fitted = DisplayWidth.truncate(cell.text, to: widths[column])
                output.append(contentsOf: fitted.utf8)
                width = DisplayWidth.of(fitted)
            } else {
                output.append(contentsOf: (cell.styled ?? cell.text).utf8)
            }
            if column < cells.count - 1 {
                output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: widths[column] - width + Self.gap))
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
