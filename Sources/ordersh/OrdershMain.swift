import ArgumentParser
import Foundation
import LineEditor
import Presentation
import Shell

/// Errors and exit statuses at the edge: 0 success, 1 a failed command, 2 bad usage (shell.md §1).
@main
enum OrdershMain {
    static let usageStatus: Int32 = 2

    static func main() async {
        // A closed pipe must end the program quietly: write(2) reports EPIPE instead.
        signal(SIGPIPE, SIG_IGN)
        let options: Ordersh
        do {
            var command = try Ordersh.parseAsRoot()
            guard let parsed = command as? Ordersh else {
                // `--help` and `help` parse to ArgumentParser's own help command.
                try command.run()
                exit(0)
            }
            options = parsed
        } catch {
            if Ordersh.exitCode(for: error) == .validationFailure {
                FileHandle.standardError.write(Data((Ordersh.fullMessage(for: error) + "\n").utf8))
                exit(usageStatus)
            }
            Ordersh.exit(withError: error)
        }
        do {
            exit(try await Launcher(options: options, environment: ProcessInfo.processInfo.environment).run())
        } catch {
            FileHandle.standardError.write(Data("ordersh: \(error)\n".utf8))
            exit(usageStatus)
        }
    }
}
