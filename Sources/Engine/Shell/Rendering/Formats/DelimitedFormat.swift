import DisplayInterface

/// `csv` and `tsv` (shell.md §3): one table per command, a header row always; see
/// ``DelimitedRenderer``.
struct DelimitedFormat: OutputRenderer {
    let format: OutputFormat
    /// The byte between fields.
    let separator: DelimitedText.Separator

    static let csv = DelimitedFormat(format: .csv, separator: .comma)
    static let tsv = DelimitedFormat(format: .tsv, separator: .tab)

    func show(_ viewModel: any DisplayableViewModel, to target: RenderTarget) throws(ShellError) {
        let writer = DelimitedText(separator: separator, escapesControls: target.isTerminal)
        try DelimitedRenderer.render(
            viewModel, writer: writer, format: format, at: target.location, stop: target.stop, print: target.console.printLines)
    }

    func show(_ property: DisplayProperty, of viewModel: any DisplayableViewModel, to target: RenderTarget) throws(ShellError) {
        let writer = DelimitedText(separator: separator, escapesControls: target.isTerminal)
        DelimitedRenderer.property(property, of: viewModel, writer: writer, stop: target.stop, print: target.console.printLines)
    }
}
