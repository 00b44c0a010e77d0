import DisplayInterface
@testable import Shell
import Testing

/// A format is one renderer type and one entry in the session's list: this test's own
/// format is named by `--format` and `set format` as the standard ones are.
@MainActor
@Suite("Output renderers")
struct OutputRendererTests {
    /// `names`: each display property's name, one a line.
    struct NamesFormat: OutputRenderer {
        let format = OutputFormat("names")

        func show(_ viewModel: any DisplayableViewModel, to target: RenderTarget) throws(ShellError) {
            target.console.print(viewModel.displayProperties.map(\.name).joined(separator: "\n"))
        }

        func show(_ property: DisplayProperty, of viewModel: any DisplayableViewModel, to target: RenderTarget) throws(ShellError) {
            target.console.print(viewModel.displayName + "." + property.name)
        }
    }

    @Test("a format of the test's own: --format and set format reach it, an unknown name is refused with the nearest")
    func ownFormat() async throws {
        var options = ShellOptions(keepGoing: true)
        options.renderers.append(NamesFormat())
        let run = try ShellRun(options: options)
        await run.run("""
            load bookmarks
            show bookmarks --format names
            set format names
            show bookmarks.countLabel
            show bookmarks --format name
            """)
        #expect(run.output == """
            rows
            countLabel
            isLoading
            errorMessage
            bookmarks.countLabel

            """)
        #expect(run.errors == """
            test.osh:5:25: error: format takes auto, table, records, csv, tsv, json, names, not 'name' (did you mean 'names'?)

            """)
    }

    @Test("the standard formats, in the order help lists them")
    func standard() {
        #expect(OutputFormat.standard.map(\.name) == ["auto", "table", "records", "csv", "tsv", "json"])
    }
}
