/// `help` and `help CMD`, from ``CommandCatalog``.
enum HelpText {
    static func render(_ command: String?) -> String {
        guard let command, let help = CommandCatalog.help(for: command) else { return overview }
        var lines = ["\(help.name) — \(help.summary)", "usage:"]
        lines += help.usage.map { "  " + $0 }
        lines += ["example:", "  " + help.example]
        return lines.joined(separator: "\n")
    }

    private static var overview: String {
        let width = CommandCatalog.commands.map(\.name.count).max() ?? 0
        var lines = ["Commands:"]
        for help in CommandCatalog.commands {
            lines.append("  " + help.name + String(repeating: " ", count: width - help.name.count + 2) + help.summary)
        }
        lines.append("Type 'help COMMAND' for its usage and an example. ViewModels: list, detail, summary, bookmarks.")
        return lines.joined(separator: "\n")
    }
}
