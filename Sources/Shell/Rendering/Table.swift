/// A left-aligned text table with a header row, columns two spaces apart.
///
/// Widths are measured in terminal columns (``DisplayWidth``). With a width limit the
/// flexible column shrinks, its cells cut with `…`, so each line fits the terminal.
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
    var rows: [[Cell]]
    /// Spaces before each line.
    var indent = 0

    static let gap = 2
    static let minimumFlexibleWidth = 8

    func render(style: RenderStyle) -> String {
        var widths = columns.indices.map { index in
            max(DisplayWidth.of(columns[index].header), rows.map { DisplayWidth.of($0[index].text) }.max() ?? 0)
        }
        if let limit = style.width {
            let total = indent + widths.reduce(0, +) + Self.gap * max(columns.count - 1, 0)
            if total > limit, let flexible = columns.firstIndex(where: \.isFlexible) {
                widths[flexible] = max(Self.minimumFlexibleWidth, widths[flexible] - (total - limit))
            }
        }
        let prefix = String(repeating: " ", count: indent)
        var lines = [prefix + line(columns.map { Cell(text: $0.header, styled: style.bold($0.header)) }, widths: widths)]
        for row in rows { lines.append(prefix + line(row, widths: widths)) }
        return lines.joined(separator: "\n")
    }

    private func line(_ cells: [Cell], widths: [Int]) -> String {
        var text = ""
        for (index, cell) in cells.enumerated() {
            var width = DisplayWidth.of(cell.text)
            if width > widths[index] {
                let fitted = DisplayWidth.truncate(cell.text, to: widths[index])
                text += fitted
                width = DisplayWidth.of(fitted)
            } else {
                text += cell.styled ?? cell.text
            }
            if index < cells.count - 1 {
                text += String(repeating: " ", count: widths[index] - width + Self.gap)
            }
        }
        while text.hasSuffix(" ") { text.removeLast() }
        return text
    }
}
