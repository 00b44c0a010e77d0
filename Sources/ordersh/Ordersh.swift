import ArgumentParser

/// The `ordersh` command: a thin front over the library targets.
///
/// The interactive shell, scripts and `ordersh test` arrive with the shell issue; until
/// then the executable prints its version and help.
@main
struct Ordersh: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ordersh",
        abstract: "A scripting shell for the presentation layer of an order-management app.",
        discussion: """
            ordersh drives the app's ViewModels (list, detail, summary, bookmarks) without a UI \
            and prints only their display state. The command language, scripts and the golden \
            harness are specified in spec/shell.md.
            """,
        version: OrdershVersion.current
    )

    func run() throws {
        print(Self.helpMessage())
    }
}
