import DisplayInterface

extension Interpreter {
    /// Prints `viewModel` in `format` (an unchanged state shown again in `auto` prints what
    /// it printed before). Output stops early on Ctrl-C (the command is then `interrupted`)
    /// or once nothing reads it (a pager's `q`).
    func show(_ viewModel: any DisplayableViewModel, format: OutputFormat, at location: SourceLocation) throws(ShellError) {
        concern(ShowState.self).lastTouched = viewModel.displayName
        coverage.read(viewModel)
        let target = renderTarget(for: viewModel, at: location)
        try renderer(for: format, at: location).show(viewModel, to: target)
        if target.stop.reason == .interrupt { throw ShellError("interrupted", at: location) }
    }

    /// Prints one property in `format`: the value alone, its rows as a table, JSON, or
    /// delimited rows.
    func show(_ property: DisplayProperty, of path: PropertyPath, format: OutputFormat, at location: SourceLocation) throws(ShellError) {
        guard let viewModel = session.viewModel(named: path.viewModel) else { return }
        let target = renderTarget(for: viewModel, at: location)
        try renderer(for: format, at: location).show(property, of: viewModel, to: target)
        if target.stop.reason == .interrupt { throw ShellError("interrupted", at: location) }
    }

    /// Where `show` prints `viewModel` now: formatted for the terminal, or for the file or
    /// program output goes to.
    private func renderTarget(for viewModel: any DisplayableViewModel, at location: SourceLocation) -> RenderTarget {
        let stop = running.outputStop
        return RenderTarget(
            console: StoppingConsole(console, stop: stop), style: outputStyle, registration: registry.registration(named: viewModel.displayName),
            stop: stop, isTerminal: outputIsTerminal, memory: concern(ShowState.self).memory, location: location)
    }

    /// The session's renderer of `format`.
    private func renderer(for format: OutputFormat, at location: SourceLocation) throws(ShellError) -> any OutputRenderer {
        guard let renderer = options.renderers.first(where: { $0.format == format }) else {
            throw ShellError("internal error: no renderer prints \(format)", at: location)
        }
        return renderer
    }

    /// The format `word` names, among the session's: an error at the word otherwise
    /// (`what` names the setting or option in it).
    func outputFormat(_ word: Word, for what: String) throws(ShellError) -> OutputFormat {
        let names = options.renderers.map(\.format.name)
        guard names.contains(word.text) else {
            throw ShellError(
                "\(what) takes \(names.joined(separator: ", ")), not \(EchoedValue.quoted(word.text))", at: word.location,
                suggesting: Suggestion.nearest(to: word.text, in: names))
        }
        return OutputFormat(word.text)
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
