import DisplayInterface

/// The name of a way `show` prints (`set format NAME`, `--format NAME`, `show … --format
/// NAME`): one of the session's renderers (``OutputRenderer``).
public struct OutputFormat: Sendable, Hashable, CustomStringConvertible {
    /// The name it is set by.
    public let name: String

    /// The format named `name`.
    public init(_ name: String) {
        self.name = name
    }

    public var description: String { name }

    /// A table that becomes records when it does not fit the terminal (the default).
    public static let auto = OutputFormat("auto")
    /// Always a table, however wide.
    public static let table = OutputFormat("table")
    /// Always records (`-[ RECORD 1 ]-` then `COLUMN │ value`), as psql's `\x on`.
    public static let records = OutputFormat("records")
    /// RFC 4180: one table per command, a header row of its column titles.
    public static let csv = OutputFormat("csv")
    /// Tab-separated, with `\t`, `\n` and `\` escaped in fields.
    public static let tsv = OutputFormat("tsv")
    /// `show --json`.
    public static let json = OutputFormat("json")
}

/// How `show` prints in one format: a ViewModel, and one of its display properties. Each
/// format is a type of its own in `Rendering/Formats`, and one entry of ``standard``; a
/// session may be given others (``ShellOptions/renderers``).
protocol OutputRenderer: Sendable {
    /// The format it prints.
    var format: OutputFormat { get }
    /// Prints `viewModel` to `target`.
    @MainActor func show(_ viewModel: any DisplayableViewModel, to target: RenderTarget) throws(ShellError)
    /// Prints `property` of `viewModel` to `target`.
    @MainActor func show(_ property: DisplayProperty, of viewModel: any DisplayableViewModel, to target: RenderTarget) throws(ShellError)
}

extension OutputFormat {
    /// The formats every session has, in the order `help set` lists them.
    static let standard: [OutputFormat] = standardRenderers.map(\.format)

    /// Their renderers.
    static let standardRenderers: [any OutputRenderer] = [
        LaidOutFormat.auto, LaidOutFormat.table, LaidOutFormat.records, DelimitedFormat.csv, DelimitedFormat.tsv, JSONFormat(),
    ]
}

/// Where a renderer prints, and what it may read besides the ViewModel.
@MainActor struct RenderTarget {
    /// Prints, and stops printing once Ctrl-C or a reader that has gone asks.
    let console: StoppingConsole
    /// Colour and width of the destination.
    let style: RenderStyle
    /// The ViewModel's registration (its `show` layout).
    let registration: ViewModelRegistration?
    /// Ends long output early.
    let stop: OutputStop
    /// Whether the destination is a terminal (csv fields are escaped there).
    let isTerminal: Bool
    /// What `show` printed last of each ViewModel (shown again while it is unchanged).
    let memory: ShowMemory
    /// Where the command starts.
    let location: SourceLocation
}
