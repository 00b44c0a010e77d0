import DisplayInterface

/// Renders a ViewModel for `show VM` from its registration's layout: lines, tables and
/// labelled blocks made of display properties. Every text is escaped here; the shell adds
/// `Loading…`, `Error: …` or a line saying nothing is loaded yet.
@MainActor enum ViewModelRenderer {
    static func render(_ viewModel: any DisplayableViewModel, layout registration: ViewModelRegistration?, style: RenderStyle) -> String {
        var parts: [String] = []
        render(viewModel, registration, style: style, text: { parts.append($0) }) { parts.append(String(utf8Lines: $0)) }
        return parts.joined(separator: "\n")
    }

    /// Renders `viewModel` on `console`: a long table is printed as it is written, a chunk
    /// of whole lines at a time, never held whole.
    static func render(
        _ viewModel: any DisplayableViewModel, layout registration: ViewModelRegistration?, style: RenderStyle, stop: OutputStop? = nil,
        on console: any Console
    ) {
        render(viewModel, registration, style: style, stop: stop, text: { console.print($0) }, lines: { console.printLines($0) })
    }

    /// Renders `viewModel` to `text` (a block of lines without its last line break) and
    /// `lines` (UTF-8 lines, each with its line break), in order; a long table ends early
    /// once `stop` is requested.
    static func render(
        _ viewModel: any DisplayableViewModel, _ registration: ViewModelRegistration?, style: RenderStyle, stop: OutputStop? = nil,
        text: (String) -> Void, lines: ([UInt8]) -> Void
    ) {
        var printed = false
        if let blocks = registration?.layout(of: viewModel) {
            for block in blocks {
                switch block {
                case .line(let spans, let separator):
                    for line in Self.fitted(spans, separator: separator, style: style) {
                        text(line.map { styled($0, style: style) }.joined(separator: separator))
                    }
                    printed = true
                case .table(let table):
                    guard table.rowCount > 0 else { continue }
                    let fitted = Self.fittingPictures(table, style: style)
                    Self.table(table, style: fitted).renderLines(style: fitted, stop: stop, emit: lines)
                    printed = true
                case .labels(let fields):
                    guard !fields.isEmpty else { continue }
                    text(labelled(fields, style: style).joined(separator: "\n"))
                    printed = true
                }
            }
        } else {
            let generic = viewModel.displayProperties.map { "\($0.name): \(ValueText.plain($0.value))" }
            if !generic.isEmpty { text(generic.joined(separator: "\n")) }
            printed = !generic.isEmpty
        }
        var closing: [String] = []
        if viewModel.loading?.isLoading == true { closing.append("Loading…") }
        if let error = viewModel.loading?.errorMessage {
            closing.append("Error: " + VisibleText.escaped(error))
        }
        if closing.isEmpty && !printed { closing.append("(\(viewModel.displayName) is empty: nothing loaded yet)") }
        if !closing.isEmpty { text(closing.joined(separator: "\n")) }
    }

    /// A `rows` property as a table of all its fields, headed by their names (`show VM.rows`).
    /// A field takes the colour of the field its row type says colours it (`fields`, the
    /// row type's descriptors); the widest text column gives up width when the table is too wide.
    static func rowsTable(_ rows: [DisplayRecord], fields: [DisplayPropertyDescriptor], style: RenderStyle) -> String {
        guard let first = rows.first else { return "(no rows)" }
        let names = first.fields.map(\.name)
        let colors = Dictionary(fields.compactMap { field in field.coloredBy.map { (field.name, $0) } }, uniquingKeysWith: { first, _ in first })
        let cells = rows.map { row in row.fields.map { cell(for: $0, coloredBy: colors[$0.name], record: row, style: style) } }
        var widest: Int?
        var widestWidth = 0
        for (index, field) in first.fields.enumerated() where field.kind == .string {
            let width = cells.map { DisplayWidth.of($0[index].text) }.max() ?? 0
            if width > widestWidth { (widest, widestWidth) = (index, width) }
        }
        let table = Table(
            columns: names.enumerated().map { Table.Column(header: $0.element, isFlexible: $0.offset == widest) },
            rows: cells)
        return table.render(style: style)
    }

    // MARK: Pieces

    /// A line with a picture that is wider than the window, as two: up to the last picture
    /// (a sparkline is one cell a point, and cannot narrow), then the rest under it at the
    /// line's indent. Any other line as it is.
    private static func fitted(_ spans: [ShowSpan], separator: String, style: RenderStyle) -> [[ShowSpan]] {
        guard let limit = style.width, let last = spans.lastIndex(where: { $0.picture != nil }), last < spans.count - 1 else { return [spans] }
        let width = spans.reduce(0) { $0 + ($1.picture.map { DisplayWidth.of(Pictures.draw($0, style: style)) } ?? DisplayWidth.of($1.text)) }
            + DisplayWidth.of(separator) * max(spans.count - 1, 0)
        guard width > limit else { return [spans] }
        let indent = spans.first.map { $0.picture == nil && $0.text.allSatisfy { $0 == " " } ? $0.text : "" } ?? ""
        var rest = Array(spans[(last + 1)...])
        if let first = rest.first {
            rest[0] = ShowSpan(indent + first.text.drop { $0 == " " }, first.emphasis)
        }
        return [Array(spans[...last]), rest]
    }

    /// `style`, with bars 4 cells wide when `shown` has pictures and does not fit the
    /// width with 10 (shell.md §4: bars narrow before titles are cut).
    private static func fittingPictures(_ shown: ShowTable, style: RenderStyle) -> RenderStyle {
        guard let limit = style.width, shown.columns.contains(where: { $0.kind == .picture }),
              table(shown, style: style).naturalWidth() > limit
        else { return style }
        var narrow = style
        narrow.barCells = Pictures.narrowBarCells
        return narrow
    }

    private static func styled(_ span: ShowSpan, style: RenderStyle) -> String {
        if let picture = span.picture {
            let drawn = Pictures.draw(picture, style: style)
            if case .color(let color) = span.emphasis { return style.colored(drawn, color) }
            return drawn
        }
        let text = VisibleText.escaped(span.text)
        return switch span.emphasis {
        case .plain: text
        case .bold: style.bold(text)
        case .color(let color): style.colored(text, color)
        }
    }

    private static func table(_ shown: ShowTable, style: RenderStyle) -> Table {
        let fill = shown.fill
        let columnCount = shown.columns.count
        let columns = shown.columns.map { Table.Column(header: $0.header, isFlexible: $0.isFlexible, alignsRight: $0.alignsRight) }
        if let writeRow = shown.writeRow {
            return Table(columns: columns, rowCount: shown.rowCount, indent: shown.indent) {
                // Each thread reads the ViewModel's bytes into its own row.
                let written = WrittenRow(columns: columnCount)
                return { row, cells in written.capture(row, writeRow: writeRow, into: &cells, style: style) }
            }
        }
        return Table(columns: columns, rowCount: shown.rowCount, indent: shown.indent) {
            // Each thread reads the ViewModel's cells into its own.
            var made = Array(repeating: ShowCell(""), count: columnCount)
            return { row, cells in
                fill(row, &made)
                for cell in made {
                    cells.append(cell.picture.map { Pictures.draw($0, style: style) } ?? cell.text, color: cell.color, style: style)
                }
            }
        }
    }

    private static func labelled(_ fields: [ShowLabel], style: RenderStyle) -> [String] {
        let width = fields.map { DisplayWidth.of($0.label) }.max() ?? 0
        return fields.map { field in
            let label = DisplayWidth.pad(VisibleText.escaped(field.label), to: width)
            let value = field.picture.map { Pictures.draw($0, style: style) } ?? VisibleText.escaped(field.value)
            // An empty bar draws nothing: the line ends with its label, no blanks after it.
            let line = value.isEmpty && field.picture != nil ? VisibleText.escaped(field.label) : label + "  " + value
            return line.trimmingBlanks.isEmpty ? "" : line
        }
    }

    /// A cell; a field coloured by another (`coloredBy`) takes that field's colour.
    private static func cell(for field: DisplayProperty, coloredBy: String?, record: DisplayRecord, style: RenderStyle) -> Table.Cell {
        if let picture = Pictures.picture(of: field.value) {
            // A picture takes the row's colour: the field that colours it, or the row's own.
            let drawn = Pictures.draw(picture, style: style)
            let color = record.fields.lazy.compactMap { field -> StatusColor? in
                if case .statusColor(let color) = field.value, coloredBy == nil || field.name == coloredBy { return color }
                return nil
            }.first
            return Table.Cell(text: drawn, styled: color.map { style.colored(drawn, $0) })
        }
        let plain = ValueText.plain(field.value)
        if case .statusColor(let color) = field.value { return Table.Cell(text: plain, styled: style.colored(plain, color)) }
        if let coloredBy, case .statusColor(let color)? = record[coloredBy] {
            return Table.Cell(text: plain, styled: style.colored(plain, color))
        }
        return Table.Cell(text: plain)
    }
}

/// One thread's row of a ``ShowTable`` written as bytes: a variable the fill closure captured
/// was checked for exclusive access at run time on each of a row's three uses.
private final class WrittenRow {
    // Only the one thread whose fill made it uses it.
    @exclusivity(unchecked) private var cells: ShowRowCells

    init(columns: Int) {
        cells = ShowRowCells(columns: columns)
    }

    /// Writes `row` with `writeRow` and appends its cells to `captured`.
    func capture(_ row: Int, writeRow: (Int, inout ShowRowCells) -> Void, into captured: inout CapturedRows, style: RenderStyle) {
        cells.removeAll()
        writeRow(row, &cells)
        captured.append(cells: cells, style: style)
    }
}
