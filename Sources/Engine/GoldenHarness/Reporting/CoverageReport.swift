import Shell

/// `ordersh test --coverage`: for every command form of shell.md §3, every ViewModel and
/// every display property (row fields included), the number of cases that ran or read
/// it, and the ones no case did.
struct CoverageReport: Sendable {
    /// `(name, cases)` for each command form, ViewModel and property, in catalog order.
    let commands: [(name: String, cases: Int)]
    let viewModels: [(name: String, cases: Int, properties: [(path: String, cases: Int)])]

    init(_ coverages: [ReadCoverage], catalog: ViewModelCatalog, commandForms: [String]) {
        let count = { (used: (ReadCoverage) -> Bool) in coverages.reduce(0) { $0 + (used($1) ? 1 : 0) } }
        commands = commandForms.map { form in (form, count { $0.commands.contains(form) }) }
        let paths = ReadCoverage.propertyPaths(in: catalog)
        viewModels = catalog.names.map { name in
            let prefix = name + "."
            let properties = paths.filter { $0.hasPrefix(prefix) }.map { path in (path, count { $0.properties.contains(path) }) }
            return (name, count { coverage in coverage.properties.contains { $0.hasPrefix(prefix) } }, properties)
        }
    }

    /// Everything no case ran or read.
    var unread: [String] {
        commands.filter { $0.cases == 0 }.map(\.name)
            + viewModels.filter { $0.cases == 0 }.map(\.name)
            + viewModels.flatMap(\.properties).filter { $0.cases == 0 }.map(\.path)
    }

    /// The report, one line per entry, then what is unread and the totals.
    var lines: [String] {
        let width = (commands.map(\.name.count) + viewModels.flatMap(\.properties).map(\.path.count)).max() ?? 0
        let row = { (name: String, cases: Int) in
            "    " + name + String(repeating: " ", count: width - name.count) + "  " + String(cases)
        }
        var lines = ["coverage: how many cases ran each command and read each display property"]
        let commandsRun = commands.filter { $0.cases > 0 }.count
        lines.append("  commands: \(commandsRun) of \(commands.count) run")
        lines += commands.map { row($0.name, $0.cases) }
        for viewModel in viewModels {
            let read = viewModel.properties.filter { $0.cases > 0 }.count
            lines.append("  \(viewModel.name): read by \(viewModel.cases) case\(viewModel.cases == 1 ? "" : "s"), \(read) of \(viewModel.properties.count) properties")
            lines += viewModel.properties.map { row($0.path, $0.cases) }
        }
        let unread = unread
        lines.append(unread.isEmpty ? "  unread: none" : "  unread (\(unread.count)): " + unread.joined(separator: ", "))
        let properties = viewModels.flatMap(\.properties)
        lines.append(
            "coverage: \(commandsRun)/\(commands.count) commands, \(viewModels.filter { $0.cases > 0 }.count)/\(viewModels.count) ViewModels, "
                + "\(properties.filter { $0.cases > 0 }.count)/\(properties.count) display properties")
        return lines
    }
}
