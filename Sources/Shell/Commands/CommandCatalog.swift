import Presentation

/// The help text of one command: a one-line summary, its usage and an example.
public struct CommandHelp: Sendable, Hashable {
    public let name: String
    public let summary: String
    public let usage: [String]
    public let example: String
    /// The words that may follow the command name (for completion), if fixed.
    public let subwords: [String]
}

/// Every command of shell.md §3, in the order `help` lists them.
public enum CommandCatalog {
    public static let commands: [CommandHelp] = [
        CommandHelp(
            name: "load", summary: "Load a ViewModel from the data source",
            usage: ["load orders", "load order REF", "load cart REF", "load bookmarks", "load … &"],
            example: "load order #7F3A9C2E", subwords: ["orders", "order", "cart", "bookmarks"]),
        CommandHelp(
            name: "filter", summary: "Set, reset or print the list filter",
            usage: ["filter KEY OP VALUE …", "filter reset", "filter"],
            example: "filter status = shipped,delivered total>50", subwords: ["reset"] + FilterKeyNames.all),
        CommandHelp(
            name: "sort", summary: "Order the list rows",
            usage: ["sort date|total|title [asc|desc]"], example: "sort total asc", subwords: ["date", "total", "title"]),
        CommandHelp(
            name: "apply-promo", summary: "Type a promo code into the cart",
            usage: ["apply-promo CODE"], example: "apply-promo SAVE20", subwords: []),
        CommandHelp(
            name: "clear-promo", summary: "Remove the cart's promo code",
            usage: ["clear-promo"], example: "clear-promo", subwords: []),
        CommandHelp(
            name: "show", summary: "Print a ViewModel, one property, or JSON",
            usage: ["show [VM]", "show VM.PROP", "show [VM] --json"],
            example: "show detail.totalLabel", subwords: []),
        CommandHelp(
            name: "props", summary: "List display property names and kinds",
            usage: ["props [VM]"], example: "props summary", subwords: []),
        CommandHelp(
            name: "expect", summary: "Fail unless a display property has a value",
            usage: ["expect VM.PROP == \"text\"", "expect VM.PROP != \"text\"", "expect VM.PROP"],
            example: "expect summary.totalLabel == \"$104.52\"", subwords: []),
        CommandHelp(
            name: "set", summary: "Change the session environment or the data source",
            usage: [
                "set now ISO8601|system", "set locale ID", "set calendar ID|locale", "set timezone ID", "set data FILE|default",
                "set latency DURATION", "set fail load|off",
            ],
            example: "set latency 500ms", subwords: ["now", "locale", "calendar", "timezone", "data", "latency", "fail"]),
        CommandHelp(
            name: "wait", summary: "Wait for every load started with &",
            usage: ["wait"], example: "load orders &; wait", subwords: []),
        CommandHelp(
            name: "trace", summary: "Print changed display properties after each command",
            usage: ["trace on|off"], example: "trace on", subwords: ["on", "off"]),
        CommandHelp(
            name: "watch", summary: "Re-render a ViewModel on every change until Ctrl-C (interactive)",
            usage: ["watch VM"], example: "watch list", subwords: []),
        CommandHelp(
            name: "source", summary: "Run a script in this session",
            usage: ["source FILE"], example: "source setup.osh", subwords: []),
        CommandHelp(
            name: "echo", summary: "Print text",
            usage: ["echo TEXT…"], example: "echo \"checkout with SAVE20\"", subwords: []),
        CommandHelp(
            name: "help", summary: "Describe every command, or one",
            usage: ["help [COMMAND]"], example: "help filter", subwords: []),
        CommandHelp(
            name: "history", summary: "List the commands entered so far",
            usage: ["history"], example: "history", subwords: []),
        CommandHelp(
            name: "clear", summary: "Clear the terminal screen",
            usage: ["clear"], example: "clear", subwords: []),
        CommandHelp(
            name: "record", summary: "Record the commands typed from now on as a golden case",
            usage: ["record [--replace] PATH", "record stop", "record"],
            example: "record checkout/save20", subwords: ["stop", "--replace"]),
        CommandHelp(
            name: "quit", summary: "End the session (also: exit)",
            usage: ["quit", "exit"], example: "quit", subwords: []),
    ]

    /// Every name a command can be typed as, `exit` included.
    public static let names: [String] = commands.map(\.name) + ["exit"]

    /// The help entry for `name` (`exit` is `quit`).
    public static func help(for name: String) -> CommandHelp? {
        let canonical = name == "exit" ? "quit" : name
        return commands.first { $0.name == canonical }
    }
}

/// The filter keys, as typed.
enum FilterKeyNames {
    static let all = FilterKey.allCases.map(\.rawValue)
}
