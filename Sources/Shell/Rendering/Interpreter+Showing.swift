import DisplayInterface

extension Interpreter {
    /// Prints `viewModel` in `format`: JSON, delimited rows, or laid out (an unchanged state
    /// shown again in `auto` prints what it printed before).
    func show(_ viewModel: any DisplayableViewModel, format: OutputFormat) {
        lastTouched = viewModel.displayName
        coverage.read(viewModel)
        let layout = registry.registration(named: viewModel.displayName)
        if format == .json {
            console.print(JSONWriter.object(viewModel.displayProperties))
        } else if format.isDelimited {
            let writer = DelimitedText(format: format, escapesControls: options.outputIsTerminal)
            DelimitedRenderer.render(viewModel, layout, writer: writer) { console.print($0) }
        } else {
            let style = options.style.laid(out: format)
            // A forced layout is printed afresh.
            if format == .auto {
                showMemory.show(viewModel, style: style, on: console) { text, lines in
                    ViewModelRenderer.render(viewModel, layout, style: style, text: text, lines: lines)
                }
            } else {
                ViewModelRenderer.render(viewModel, layout: layout, style: style, on: console)
            }
        }
    }

    /// Prints one property in `format`: the value alone, its rows as a table, JSON, or
    /// delimited rows.
    func show(_ property: DisplayProperty, of path: PropertyPath, format: OutputFormat) {
        let value = property.value
        if format == .json {
            console.print(JSONWriter.value(value))
        } else if format.isDelimited {
            let writer = DelimitedText(format: format, escapesControls: options.outputIsTerminal)
            DelimitedRenderer.property(value, named: path.property, writer: writer) { console.print($0) }
        } else if case .rows(let rows) = value {
            let fields = if case .rows(_, let fields) = property.kind { fields } else { [DisplayPropertyDescriptor]() }
            console.print(ViewModelRenderer.rowsTable(rows, fields: fields, style: options.style.laid(out: format)))
        } else {
            console.print(ValueText.plain(value))
        }
    }
}
