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
                    text(spans.map { styled($0, style: style) }.joined(separator: separator))
                    printed = true
                case .table(let table):
                    guard table.rowCount > 0 else { continue }
                    Self.table(table, style: style).renderLines(style: style, stop: stop, emit: lines)
                    printed = true
                case .labels(let fields):
                    guard !fields.isEmpty else { continue }
                    text(labelled(fields).joined(separator: "\n"))
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

    private static func styled(_ span: ShowSpan, style: RenderStyle) -> String {
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
                for cell in made { cells.append(cell.text, color: cell.color, style: style) }
            }
        }
    }

    private static func labelled(_ fields: [ShowLabel]) -> [String] {
        let width = fields.map { DisplayWidth.of($0.label) }.max() ?? 0
        return fields.map { field in
            let label = DisplayWidth.pad(VisibleText.escaped(field.label), to: width)
            let line = label + "  " + VisibleText.escaped(field.value)
            return line.trimmingBlanks.isEmpty ? "" : line
        }
    }

    /// A cell; a field coloured by another (`coloredBy`) takes that field's colour.
    private static func cell(for field: DisplayProperty, coloredBy: String?, record: DisplayRecord, style: RenderStyle) -> Table.Cell {
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
