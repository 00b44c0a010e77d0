import Presentation

/// Renders a ViewModel for `show VM`: the list and bookmarks as tables, detail and
/// summary as labelled blocks. Every value comes from a display property; only the
/// layout's own labels (`Subtotal`, column headers) are written here.
@MainActor enum ViewModelRenderer {
    static func render(_ viewModel: any DisplayableViewModel, style: RenderStyle) -> String {
        var parts: [String] = []
        render(viewModel, style: style, text: { parts.append($0) }) { parts.append(String(utf8Lines: $0)) }
        return parts.joined(separator: "\n")
    }

    /// Renders `viewModel` on `console`: a long list is printed as it is written, a chunk
    /// of whole lines at a time, never held whole.
    static func render(_ viewModel: any DisplayableViewModel, style: RenderStyle, on console: any Console) {
        render(viewModel, style: style, text: { console.print($0) }, lines: { console.printLines($0) })
    }

    /// Renders `viewModel` to `text` (a block of lines without its last line break) and
    /// `lines` (UTF-8 lines, each with its line break), in order.
    private static func render(
        _ viewModel: any DisplayableViewModel, style: RenderStyle, text: (String) -> Void, lines: (UnsafeRawBufferPointer) -> Void
    ) {
        if let list = viewModel as? OrderListViewModel { return render(list, style: style, text: text, lines: lines) }
        text(layout(viewModel, style: style))
    }

    /// Every other ViewModel: a short block built from its generic display properties.
    private static func layout(_ viewModel: any DisplayableViewModel, style: RenderStyle) -> String {
        let values = PropertyValues(viewModel.displayProperties)
        var lines: [String]
        switch viewModel.displayName {
        case "detail": lines = detail(values, style: style)
        case "summary": lines = summary(values, style: style)
        case "bookmarks": lines = bookmarks(values, style: style)
        default: lines = generic(values)
        }
        if values.bool("isLoading") { lines.append("Loading…") }
        if let error = values.optional("errorMessage") { lines.append("Error: " + error) }
        if lines.isEmpty { lines.append("(\(viewModel.displayName) is empty: nothing loaded yet)") }
        return lines.joined(separator: "\n")
    }

    /// A `rows` property as a table of all its fields, headed by their names (`show VM.rows`).
    static func rowsTable(_ rows: [DisplayRecord], style: RenderStyle) -> String {
        guard let first = rows.first else { return "(no rows)" }
        let names = first.fields.map(\.name)
        let table = Table(
            columns: names.map { Table.Column(header: $0, isFlexible: $0 == "title" || $0 == "name") },
            rows: rows.map { row in row.fields.map { cell(for: $0.value, record: row, style: style) } })
        return table.render(style: style)
    }

    // MARK: Layouts

    /// The list, read through its typed display properties: a list of many thousand rows
    /// is never turned into generic records, nor held whole as text.
    private static func render(
        _ list: OrderListViewModel, style: RenderStyle, text: (String) -> Void, lines emitLines: (UnsafeRawBufferPointer) -> Void
    ) {
        var printed = false
        let heading = [list.countLabel, list.filterSummary].filter { !$0.isEmpty }
        if !heading.isEmpty { text(VisibleText.escaped(heading.joined(separator: " · "))); printed = true }
        let rows = list.rows
        if !rows.isEmpty {
            let table = Table(
                columns: [
                    .init(header: "ORDER"), .init(header: "TITLE", isFlexible: true), .init(header: "DATE"),
                    .init(header: "SHIPPING"), .init(header: "SIGNATURE"), .init(header: "STATUS"),
                ],
                rowCount: rows.count
            ) { index, cells in
                let row = rows[index]
                cells[0] = Table.Cell(text: row.orderNumber)
                cells[1] = Table.Cell(text: row.title)
                cells[2] = Table.Cell(text: row.formattedDate)
                cells[3] = Table.Cell(text: row.shippingLabel)
                cells[4] = Table.Cell(text: row.requiresSignature ? "yes" : "")
                let status = VisibleText.escaped(row.statusLabel)
                cells[5] = Table.Cell(text: status, styled: style.usesColor ? style.colored(status, row.statusColor) : nil)
            }
            table.renderLines(style: style, emit: emitLines)
            printed = true
        }
        var lines: [String] = []
        if let empty = list.emptyMessage { lines.append(empty) }
        if list.isLoading { lines.append("Loading…") }
        if let error = list.errorMessage { lines.append("Error: " + error) }
        if lines.isEmpty && !printed { lines.append("(\(list.displayName) is empty: nothing loaded yet)") }
        if !lines.isEmpty { text(lines.joined(separator: "\n")) }
    }

    private static func detail(_ values: PropertyValues, style: RenderStyle) -> [String] {
        let number = values.string("orderNumber")
        guard !number.isEmpty else { return [] }
        var lines = [style.bold(number) + "  " + statusText(values.string("statusLabel"), values.color("statusColor"), style)]
        lines.append(values.string("placedDate"))
        lines.append(contentsOf: items(values.rows("itemRows"), style: style))
        lines.append(contentsOf: labelled([
            ("Subtotal", values.string("subtotalLabel")), ("Tax", values.string("taxLabel")), ("Total", values.string("totalLabel")),
        ], style: style))
        return lines
    }

    private static func summary(_ values: PropertyValues, style: RenderStyle) -> [String] {
        let total = values.string("totalLabel")
        var lines: [String] = []
        if !total.isEmpty {
            lines.append(contentsOf: items(values.rows("itemRows"), style: style))
        }
        var fields: [(String, String)] = []
        let code = values.string("promoCode")
        if !code.isEmpty { fields.append(("Promo", code)) }
        if let message = values.optional("promoMessage") { fields.append(("", message)) }
        if !total.isEmpty {
            fields.append(("Subtotal", values.string("subtotalLabel")))
            if values.bool("hasDiscount") { fields.append(("Discount", values.string("discountLabel"))) }
            fields.append(("Tax", values.string("taxLabel")))
            fields.append(("Total", total))
        }
        lines.append(contentsOf: labelled(fields, style: style))
        return lines
    }

    private static func bookmarks(_ values: PropertyValues, style: RenderStyle) -> [String] {
        var lines: [String] = []
        let count = values.string("countLabel")
        if !count.isEmpty { lines.append(count) }
        let rows = values.rows("rows")
        if !rows.isEmpty {
            let table = Table(
                columns: [.init(header: "BOOKMARK", isFlexible: true), .init(header: "ORDER")],
                rows: rows.map { [text($0["title"]), text($0["orderNumber"])] },
                indent: 0)
            lines.append(table.render(style: style))
        }
        return lines
    }

    private static func generic(_ values: PropertyValues) -> [String] {
        values.properties.map { "\($0.name): \(ValueText.plain($0.value))" }
    }

    // MARK: Pieces

    private static func items(_ rows: [DisplayRecord], style: RenderStyle) -> [String] {
        guard !rows.isEmpty else { return [] }
        let table = Table(
            columns: [.init(header: "ITEM", isFlexible: true), .init(header: "QTY"), .init(header: "TOTAL")],
            rows: rows.map { [text($0["name"]), text($0["quantityLabel"]), text($0["lineTotalLabel"])] },
            indent: 2)
        return [table.render(style: style)]
    }

    private static func labelled(_ fields: [(label: String, value: String)], style: RenderStyle) -> [String] {
        let width = fields.map { DisplayWidth.of($0.label) }.max() ?? 0
        return fields.map { field in
            let label = DisplayWidth.pad(field.label, to: width)
            return (label + "  " + field.value).trimmingBlanks.isEmpty ? "" : label + "  " + field.value
        }
    }

    private static func statusText(_ label: String, _ color: StatusColor?, _ style: RenderStyle) -> String {
        color.map { style.colored(label, $0) } ?? label
    }

    private static func text(_ value: DisplayValue?) -> Table.Cell {
        Table.Cell(text: value.map(ValueText.plain) ?? "")
    }

    /// A cell; a status label takes its row's `statusColor`.
    private static func cell(for value: DisplayValue?, record: DisplayRecord, style: RenderStyle) -> Table.Cell {
        let plain = value.map(ValueText.plain) ?? ""
        if case .statusColor(let color)? = value { return Table.Cell(text: plain, styled: style.colored(plain, color)) }
        if value == record["statusLabel"], case .statusColor(let color)? = record["statusColor"] {
            return Table.Cell(text: plain, styled: style.colored(plain, color))
        }
        return Table.Cell(text: plain)
    }
}

/// Typed access to a ViewModel's display properties by name.
struct PropertyValues {
    let properties: [DisplayProperty]

    init(_ properties: [DisplayProperty]) {
        self.properties = properties
    }

    func value(_ name: String) -> DisplayValue? { properties.first { $0.name == name }?.value }

    func string(_ name: String) -> String {
        if case .string(let text)? = value(name) { return VisibleText.escaped(text) }
        return ""
    }

    func optional(_ name: String) -> String? {
        if case .optionalString(let text)? = value(name) { return text.map(VisibleText.escaped) }
        return nil
    }

    func bool(_ name: String) -> Bool { value(name) == .bool(true) }

    func color(_ name: String) -> StatusColor? {
        if case .statusColor(let color)? = value(name) { return color }
        return nil
    }

    func rows(_ name: String) -> [DisplayRecord] {
        if case .rows(let rows)? = value(name) { return rows }
        return []
    }
}
