import ArgumentParser
import Composition
import DisplayInterface
import Foundation
import LineEditor
import Presentation
import SafeIO
import Shell

/// Errors and exit statuses at the edge: 0 success, 1 a failed command, 2 bad usage (shell.md §1).
@main
enum OrdershMain {
    static let usageStatus: Int32 = 2

    static func main() async {
        // Before anything asks ICU for the default locale: an over-long LANG crashed it.
        for name in LocaleVariables.dropUnusable() {
            FileHandle.standardError.write(Data("ordersh: warning: \(name) is not a locale name (longer than \(LocaleVariables.longest) bytes or not ASCII); ignored\n".utf8))
        }
        MemoryPolicy.apply()
        // A closed pipe must end the program quietly: write(2) reports EPIPE instead.
        signal(SIGPIPE, SIG_IGN)
        // SIGQUIT ends the program as it ends any other (status 131, "Quit"); the Swift
        // runtime's crash handler would take it for a crash and report one.
        signal(SIGQUIT, SIG_DFL)
        // A parent may start ordersh with these blocked (Foundation's `Process` passes on
        // the mask of the thread that spawns): then Ctrl-C, `kill` and a closed terminal
        // would not reach it, and an import could not clean up after them.
        var ending = sigset_t()
        sigemptyset(&ending)
        for ends in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] { sigaddset(&ending, ends) }
        pthread_sigmask(SIG_UNBLOCK, &ending, nil)
        let problems = await MainActor.run { CommandCatalog.problems(in: SessionAssembly.registry) }
        guard problems.isEmpty else { exitForRegistryProblems(problems) }
        let arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.first == "test" {
            await runTest(Array(arguments.dropFirst()))
        }
        if let name = arguments.first, name == "import" || name == "export" {
            runTransfer(name, Array(arguments.dropFirst()))
        }
        let options = QuickCommandLine.parse(arguments) ?? parseWithArgumentParser()
        do {
            exit(try await Launcher(options: options, environment: ProcessEnvironment.read()).run())
        } catch {
            FileHandle.standardError.write(Data("ordersh: \(VisibleText.escaped("\(error)"))\n".utf8))
            exit(usageStatus)
        }
    }

    /// A registry the shell cannot run: a programmer error, each named with where it is
    /// registered; exit status 70 (EX_SOFTWARE).
    static func exitForRegistryProblems(_ problems: [RegistryProblem]) -> Never {
        for problem in problems {
            FileHandle.standardError.write(Data("ordersh: programmer error: \(VisibleText.escaped(problem.description))\n".utf8))
        }
        exit(70)
    }

    /// The options of a line ``QuickCommandLine`` left to ArgumentParser; help, version and
    /// usage errors end the program here.
    static func parseWithArgumentParser() -> LaunchOptions {
        do {
            var command = try Ordersh.parseAsRoot()
            guard let parsed = command as? Ordersh else {
                // `--help` and `help` parse to ArgumentParser's own help command.
                try command.run()
                exit(0)
            }
            return parsed.launchOptions
        } catch {
            exitForParseError(error, of: Ordersh.self)
        }
    }

    /// `ordersh test …`: the golden harness, with its own options and help.
    static func runTest(_ arguments: [String]) async -> Never {
        let command: OrdershTest
        do {
            command = try OrdershTest.parse(OrdershTest.normalized(arguments))
        } catch {
            exitForParseError(error, of: OrdershTest.self)
        }
        do {
            exit(try await TestLauncher(command: command, environment: ProcessEnvironment.read()).run())
        } catch {
            exitForParseError(error, of: OrdershTest.self)
        }
    }

    /// Help and version exit 0; every usage error exits 2 with its message.
    static func exitForParseError(_ error: any Error, of command: any ParsableCommand.Type) -> Never {
        if command.exitCode(for: error) == .validationFailure {
            // A value echoed in the message is the user's, escaped line by line so that no
            // byte of it moves the cursor or retitles the window.
            let message = command.fullMessage(for: error).split(separator: "\n", omittingEmptySubsequences: false)
                .map { VisibleText.escaped(String($0)) }.joined(separator: "\n")
            FileHandle.standardError.write(Data((message + "\n").utf8))
            exit(usageStatus)
        }
        command.exit(withError: error)
    }
}
