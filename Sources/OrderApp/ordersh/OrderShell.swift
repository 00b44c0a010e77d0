import ArgumentParser
import Composition
import OrderCommands
import DisplayInterface
import Presentation
import SafeIO
import Shell
import SystemPackage
import ShellProgram

/// ordersh as the shell runs it: the order app's registry, its sessions on the data file
/// `--data` names, and its sub-commands `import` and `export`.
struct OrderShell: ShellApp {
    /// `--data FILE`: ordersh's one option of its own.
    struct Options: ParsableArguments {
        @Option(help: ArgumentHelp(
            "Read orders from this data file: JSON, or an SQLite store made by 'ordersh import' (default: the embedded data set).",
            valueName: "file"))
        var data: String?
    }

    static let identity = OrderShellApp.identity
    static let abstract = "A scripting shell for the presentation layer of an order-management app."
    static let extraUsage = ["ordersh import <data.json> <store.sqlite> [--replace]", "ordersh export <store.sqlite> <data.json> [--replace]"]
    static let discussion = """
        ordersh drives the app's ViewModels (list, detail, summary, bookmarks, sales) without a UI \
        and prints only their display state. Type 'help' at the prompt for every command.

        Examples:
          ordersh                                   # interactive, on the embedded data
          ordersh -c 'load orders; show list'
          ordersh -c 'load cart #7F3A9C2E; apply-promo SAVE20; show summary.totalLabel'
          ordersh --data orders.json checkout.osh   # a script file
          echo 'load bookmarks; show' | ordersh     # commands from a pipe
          ordersh test                              # every case under Fixtures/golden
        """

    @MainActor var registry: ViewModelRegistry { SessionAssembly.registry }

    @MainActor func session(options: Options?) throws(StartupError) -> AppSession {
        let dataFile: FilePath?
        do {
            // The bytes of the argument, not its decoded text (shell.md §1: a path is bytes).
            dataFile = try options?.data.map { try RawArguments.current().path(for: $0) }
        } catch {
            throw StartupError("\(error)")
        }
        return try SessionAssembly.appSession(dataFile: dataFile)
    }
}
