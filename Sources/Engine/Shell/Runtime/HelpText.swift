/// `help` and `help CMD`, from the session's ``CommandCatalog``.
enum HelpText {
    static func render(_ command: String?, commands: CommandCatalog, viewModels: [String]) -> String {
        guard let command, let help = commands.help(for: command) else { return overview(commands, viewModels: viewModels) }
        var lines = ["\(help.name) — \(help.summary)", "usage:"]
        lines += help.usage.map { "  " + $0 }
        if let example = help.example { lines += ["example:", "  " + example] }
        return lines.joined(separator: "\n")
    }

    private static func overview(_ commands: CommandCatalog, viewModels: [String]) -> String {
        let width = commands.commands.map(\.name.count).max() ?? 0
        var lines = ["Commands:"]
        for help in commands.commands {
            lines.append("  " + help.name + String(repeating: " ", count: width - help.name.count + 2) + help.summary)
        }
        lines.append("Type 'help COMMAND' for its usage and an example. ViewModels: \(viewModels.joined(separator: ", ")).")
        return lines.joined(separator: "\n")
    }
}
