import ArgumentParser
import Foundation

/// The `ordersh` command: a thin front over the library targets.
///
/// The interactive shell, scripts and `ordersh test` arrive with the shell issue; until
/// then the executable prints its version and help.
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

/// Errors and exit statuses at the edge: 0 success, 1 a failed command, 2 bad usage (shell.md §1).
@main
enum OrdershMain {
    static let usageStatus: Int32 = 2

    static func main() {
        do {
            var command = try Ordersh.parseAsRoot()
            try command.run()
        } catch {
            if Ordersh.exitCode(for: error) == .validationFailure {
                FileHandle.standardError.write(Data((Ordersh.fullMessage(for: error) + "\n").utf8))
                exit(usageStatus)
            }
            Ordersh.exit(withError: error)
        }
    }
}
