import DisplayInterface

extension Interpreter {
    /// Prints `viewModel` in `format`: JSON, delimited rows, or laid out (an unchanged state
    /// shown again in `auto` prints what it printed before). Output stops early on Ctrl-C
    /// (the command is then `interrupted`) or once nothing reads it (a pager's `q`).
    func show(_ viewModel: any DisplayableViewModel, format: OutputFormat, at location: SourceLocation) throws(ShellError) {
        lastTouched = viewModel.displayName
        coverage.read(viewModel)
        let layout = registry.registration(named: viewModel.displayName)
        let stop = running.outputStop
        let console = StoppingConsole(console, stop: stop)
        if format == .json {
            console.print(JSONWriter.object(viewModel.displayProperties))
        } else if format.isDelimited {
            let writer = DelimitedText(format: format, escapesControls: outputIsTerminal)
            try DelimitedRenderer.render(viewModel, writer: writer, at: location, stop: stop, print: console.printLines)
        } else {
            let style = outputStyle.laid(out: format)
            // A forced layout is printed afresh, and so is one cut short.
            if format == .auto {
                showMemory.show(viewModel, style: style, stop: stop, on: console) { text, lines in
                    ViewModelRenderer.render(viewModel, layout, style: style, stop: stop, text: text, lines: lines)
                }
            } else {
                ViewModelRenderer.render(viewModel, layout, style: style, stop: stop, text: console.print, lines: console.printLines)
            }
        }
        if stop.reason == .interrupt { throw ShellError("interrupted", at: location) }
    }

    /// Prints one property in `format`: the value alone, its rows as a table, JSON, or
    /// delimited rows.
    func show(_ property: DisplayProperty, of path: PropertyPath, format: OutputFormat, at location: SourceLocation) throws(ShellError) {
        guard let viewModel = session.viewModel(named: path.viewModel) else { return }
        let value = property.value
        let stop = running.outputStop
        let console = StoppingConsole(console, stop: stop)
        if format == .json {
            console.print(JSONWriter.value(value))
        } else if format.isDelimited {
            let writer = DelimitedText(format: format, escapesControls: outputIsTerminal)
            DelimitedRenderer.property(property, of: viewModel, writer: writer, stop: stop, print: console.printLines)
        } else if case .rows(let rows) = value {
            let fields = if case .rows(_, let fields) = property.kind { fields } else { [DisplayPropertyDescriptor]() }
            console.print(ViewModelRenderer.rowsTable(rows, fields: fields, style: outputStyle.laid(out: format)))
        } else {
            console.print(ValueText.plain(value))
        }
        if stop.reason == .interrupt { throw ShellError("interrupted", at: location) }
    }
}

/// A console whose output stops once `stop` is requested, and which requests it when
/// nothing reads the output any more (a pager's `q`, a program that stopped reading).
@MainActor struct StoppingConsole {
    let base: any Console
    let stop: OutputStop

    init(_ base: any Console, stop: OutputStop) {
        self.base = base
        self.stop = stop
    }

    func print(_ text: String) {
        guard !stop.isRequested else { return }
        base.print(text)
        if !base.acceptsOutput { stop.request(.readerGone) }
    }

    func printLines(_ utf8: [UInt8]) {
        guard !stop.isRequested else { return }
        base.printLines(utf8)
        if !base.acceptsOutput { stop.request(.readerGone) }
    }
}
