import DisplayInterface

/// `auto`, `table` and `records`: the ViewModel's layout, its tables fitted to the
/// destination's width (`auto`: records when a table does not fit), a property alone as
/// its value or its rows as a table. `auto` prints an unchanged state as it printed it before.
struct LaidOutFormat: OutputRenderer {
    let format: OutputFormat
    /// How a table too wide is laid out.
    let layout: TableLayout

    static let auto = LaidOutFormat(format: .auto, layout: .auto)
    static let table = LaidOutFormat(format: .table, layout: .table)
    static let records = LaidOutFormat(format: .records, layout: .records)

    func show(_ viewModel: any DisplayableViewModel, to target: RenderTarget) throws(ShellError) {
        let style = target.style.laid(out: layout)
        let console = target.console
        let registration = target.registration
        // A forced layout is printed afresh, and so is one cut short.
        guard layout == .auto else {
            ViewModelRenderer.render(viewModel, registration, style: style, stop: target.stop, text: console.print, lines: console.printLines)
            return
        }
        target.memory.show(viewModel, style: style, stop: target.stop, on: console) { text, lines in
            ViewModelRenderer.render(viewModel, registration, style: style, stop: target.stop, text: text, lines: lines)
        }
    }

    func show(_ property: DisplayProperty, of viewModel: any DisplayableViewModel, to target: RenderTarget) throws(ShellError) {
        if case .rows(let rows) = property.value {
            let fields = if case .rows(_, let fields) = property.kind { fields } else { [DisplayPropertyDescriptor]() }
            target.console.print(ViewModelRenderer.rowsTable(rows, fields: fields, style: target.style.laid(out: layout)))
        } else if let picture = Pictures.picture(of: property.value) {
            // A picture alone, drawn; `--json` and `expect` give its numbers.
            target.console.print(Pictures.draw(picture, style: target.style))
        } else {
            target.console.print(ValueText.plain(property.value))
        }
    }
}
