import DisplayInterface

/// `show` in csv or tsv (shell.md §3): a table is a header row of its column titles then
/// its rows, labels are `NAME,VALUE` rows, a line is a row of one field; without a layout,
/// each display property is a `NAME,VALUE` row. A loading or failed ViewModel adds a row
/// saying so.
@MainActor enum DelimitedRenderer {
    static func render(
        _ viewModel: any DisplayableViewModel, _ registration: ViewModelRegistration?, writer: DelimitedText, print: (String) -> Void
    ) {
        if let blocks = registration?.layout(of: viewModel) {
            for block in blocks {
                switch block {
                case .line(let spans, let separator):
                    print(writer.line([spans.map { $0.text }.joined(separator: separator)]))
                case .table(let table):
                    guard table.rowCount > 0 else { continue }
                    print(writer.line(table.columns.map { $0.header }))
                    var cells = [ShowCell](repeating: ShowCell(""), count: table.columns.count)
                    for row in 0..<table.rowCount {
                        table.fill(row, &cells)
                        print(writer.line(cells.map { $0.text }))
                    }
                case .labels(let labels):
                    for label in labels where !label.value.isEmpty { print(writer.line([label.label, label.value])) }
                }
            }
        } else {
            for property in viewModel.displayProperties {
                if case .rows(let rows) = property.value {
                    print(writer.line([property.name, "\(rows.count) rows"]))
                } else {
                    print(writer.line([property.name, ValueText.plain(property.value)]))
                }
            }
        }
        if viewModel.loading?.isLoading == true { print(writer.line(["Loading…"])) }
        if let error = viewModel.loading?.errorMessage { print(writer.line(["Error", error])) }
    }

    /// `show VM.PROP` in csv or tsv: rows as a header of their field names then one line
    /// each; any other value as a row of one field.
    static func property(_ value: DisplayValue, named name: String, writer: DelimitedText, print: (String) -> Void) {
        guard case .rows(let rows) = value else {
            print(writer.line([ValueText.plain(value)]))
            return
        }
        guard let first = rows.first else { return }
        print(writer.line(first.fields.map { $0.name }))
        for row in rows { print(writer.line(row.fields.map { ValueText.plain($0.value) })) }
    }
}
