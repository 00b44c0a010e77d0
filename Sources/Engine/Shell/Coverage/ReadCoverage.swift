import DisplayInterface

/// What a run of commands used: the command forms of shell.md §3 it ran, and the display
/// properties (row fields included) whose values it printed or checked: by `show`,
/// `--json`, `expect`, `trace`, `watch`, or `filter` printing the summary.
/// `ordersh test --coverage` adds these up over the cases.
public struct ReadCoverage: Sendable, Hashable {
    /// Command forms, as in ``CommandCatalog/commandForms``.
    public private(set) var commands: Set<String> = []
    /// `VM.PROP`, and `VM.PROP.FIELD` for a field of a row.
    public private(set) var properties: Set<String> = []

    /// Nothing run or read yet.
    public init() {}

    /// What another run used, as its ``commands`` and ``properties`` (a helper process's answer).
    public init(commands: Set<String>, properties: Set<String>) {
        self.commands = commands
        self.properties = properties
    }

    /// Every `VM.PROP` and `VM.PROP.FIELD` of `catalog`, in declaration order.
    public static func propertyPaths(in catalog: ViewModelCatalog) -> [String] {
        catalog.entries.flatMap { entry in
            entry.properties.flatMap { property -> [String] in
                let path = "\(entry.name).\(property.name)"
                guard case .rows(_, let fields) = property.kind else { return [path] }
                return [path] + fields.map { "\(path).\($0.name)" }
            }
        }
    }

    mutating func use(_ parsed: ParsedCommand) {
        commands.insert(Self.form(of: parsed))
    }

    /// Every display property of `viewModel` was shown. Rows are only asked whether there
    /// are any: `show` never turns a long list into generic records, and counting must not either.
    @MainActor mutating func read(_ viewModel: any DisplayableViewModel) {
        for descriptor in type(of: viewModel).displayDescriptors {
            let path = "\(viewModel.displayName).\(descriptor.name)"
            properties.insert(path)
            guard case .rows(_, let fields) = descriptor.kind else { continue }
            if viewModel.hasRows(named: descriptor.name) { for field in fields { properties.insert("\(path).\(field.name)") } }
        }
    }

    /// The value at `path` (`VM.PROP`) was shown; a row's fields count when there is a row.
    mutating func read(_ value: DisplayValue, at path: String) {
        properties.insert(path)
        if case .rows(let rows) = value, let first = rows.first {
            for field in first.fields { properties.insert("\(path).\(field.name)") }
        }
    }

    private static func form(of parsed: ParsedCommand) -> String {
        switch parsed.command {
        case .load(let call): parsed.isBackground ? CommandCatalog.backgroundLoadForm : call.form
        case .registered(let call): call.form
        case .builtIn(let call): call.form
        }
    }
}
