import DisplayInterface

/// `json`: the ViewModel's display properties as one JSON object (`show VM --json`), or
/// one property's value.
struct JSONFormat: OutputRenderer {
    let format = OutputFormat.json

    func show(_ viewModel: any DisplayableViewModel, to target: RenderTarget) throws(ShellError) {
        target.console.print(JSONWriter.object(viewModel.displayProperties))
    }

    func show(_ property: DisplayProperty, of viewModel: any DisplayableViewModel, to target: RenderTarget) throws(ShellError) {
        target.console.print(JSONWriter.value(property.value))
    }
}
