import ArgumentParser
import DisplayInterface
import Foundation
import GoldenHarness
import SafeIO
import Shell

/// The whole program of an app: the prompt, scripts (and `#!`), `-c`, standard input,
/// `test` with every option of the harness and its helper processes, `--help`,
/// `--version`, and the exit statuses of shell.md §1 — 0 success, 1 a failed command,
/// 2 bad usage, 70 a registry the shell cannot run.
///
///     @main enum Loansh {
///         static func main() async { await ShellProgram(app: LoansApp()).run() }
///     }
public struct ShellProgram<App: ShellApp>: Sendable {
    /// The app it runs.
    public let app: App
    /// Bad usage.
    static var usageStatus: Int32 { 2 }

    /// The program of `app`.
    public init(app: App) {
        self.app = app
    }

    /// Runs the program on the process's arguments and exits with its status. On the main
    /// actor from the start: a program that began on the cooperative pool and hopped to the
    /// main actor took 0.9 ms longer to start (its worker threads).
    @MainActor public func run() async -> Never {
        await run(Array(CommandLine.arguments.dropFirst()))
    }

    /// Runs the program on `arguments` (without the program name) and exits with its status.
    @MainActor public func run(_ arguments: [String]) async -> Never {
        let name = App.identity.name
        Self.prepareProcess()
        let registry = app.registry
        let problems = CommandCatalog.problems(in: registry)
            + (registry.identity == App.identity ? [] : [RegistryProblem("the registry's identity is not the app's", at: RegistrationSite(fileID: name, line: 0))])
        guard problems.isEmpty else { Self.exitForRegistryProblems(problems) }
        if arguments.first == "test" {
            await runTest(Array(arguments.dropFirst()))
        }
        let (options, appOptions) = parse(arguments)
        do {
            exit(try await Launcher(app: app, options: options, appOptions: appOptions, environment: ProcessEnvironment.read()).run())
        } catch {
            FileHandle.standardError.write(Data("\(name): \(VisibleText.escaped("\(error)"))\n".utf8))
            exit(Self.usageStatus)
        }
    }

    /// What the process needs before it reads anything, for the app's own sub-commands too:
    /// locale variables ICU cannot take dropped (with a warning), the program's name for
    /// messages, SIGPIPE ignored, SIGQUIT as the system has it, and the ending signals
    /// unblocked. ``run()`` calls it; call it first in a sub-command that does not go through
    /// ``run()``. Calling it twice does no harm.
    public static func prepareProcess() {
        let name = App.identity.name
        // Before anything asks ICU for the default locale: an over-long LANG crashed it.
        for variable in LocaleVariables.dropUnusable() {
            FileHandle.standardError.write(Data(
                "\(name): warning: \(variable) is not a locale name (longer than \(LocaleVariables.longest) bytes or not ASCII); ignored\n".utf8))
        }
        ProgramName.current = name
        // A closed pipe must end the program quietly: write(2) reports EPIPE instead.
        signal(SIGPIPE, SIG_IGN)
        // SIGQUIT ends the program as it ends any other (status 131, "Quit"); the Swift
        // runtime's crash handler would take it for a crash and report one.
        signal(SIGQUIT, SIG_DFL)
        // A parent may start the program with these blocked (Foundation's `Process` passes
        // on the mask of the thread that spawns): then Ctrl-C, `kill` and a closed terminal
        // would not reach it, and nothing could clean up after them.
        var ending = sigset_t()
        sigemptyset(&ending)
        for ends in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] { sigaddset(&ending, ends) }
        pthread_sigmask(SIG_UNBLOCK, &ending, nil)
    }

    /// A registry the shell cannot run: a programmer error, each named with where it is
    /// registered; exit status 70 (EX_SOFTWARE).
    static func exitForRegistryProblems(_ problems: [RegistryProblem]) -> Never {
        for problem in problems {
            FileHandle.standardError.write(Data("\(App.identity.name): programmer error: \(VisibleText.escaped(problem.description))\n".utf8))
        }
        exit(70)
    }

    /// The shell's options and the app's: the common lines without ArgumentParser, the
    /// rest with it; help, version and usage errors end the program here.
    private func parse(_ arguments: [String]) -> (LaunchOptions, App.Options?) {
        // The app's options are read by ArgumentParser only when the line gives one: its
        // first parse costs more than the rest of start-up (10.5 of 20 M instructions).
        if let version = QuickCommandLine.version(arguments, identity: App.identity) { ExitMessage.print(version) }
        if let (options, words) = QuickCommandLine.parseSplitting(arguments) {
            if words.isEmpty { return (options, nil) }
            if let app = try? App.Options.parse(words) { return (options, app) }
        }
        do {
            var command = try ShellCommandLine<App>.parseInLinearTime(arguments)
            guard let parsed = command as? ShellCommandLine<App> else {
                // `--help` and `help` parse to ArgumentParser's own help command.
                try command.run()
                exit(0)
            }
            return (parsed.launchOptions, parsed.app)
        } catch {
            Self.exitForParseError(error, of: ShellCommandLine<App>.self)
        }
    }

    /// `NAME test …`: the golden harness, with its own options and help.
    @MainActor private func runTest(_ arguments: [String]) async -> Never {
        let command: TestCommandLine<App>
        do {
            command = try TestCommandLine<App>.parse(TestCommandLine<App>.normalized(arguments))
        } catch {
            Self.exitForParseError(error, of: TestCommandLine<App>.self)
        }
        do {
            exit(try await TestLauncher(app: app, command: command, environment: ProcessEnvironment.read()).run())
        } catch {
            Self.exitForParseError(error, of: TestCommandLine<App>.self)
        }
    }

    static func exitForParseError(_ error: any Error, of command: any ParsableCommand.Type) -> Never {
        UsageExit.exit(for: error, of: command)
    }
}

/// How an ArgumentParser error ends the program, for the app's own sub-commands too.
public enum UsageExit {
    /// Help and version exit 0, or 1 when they cannot be written (`--help > /dev/full`);
    /// every usage error exits 2 with its message, escaped line by line so that no byte of
    /// a value the user typed moves the cursor or retitles the window.
    public static func exit(for error: any Error, of command: any ParsableCommand.Type) -> Never {
        if command.exitCode(for: error) == .success {
            let message = command.fullMessage(for: error)
            if message.isEmpty { Foundation.exit(0) }
            ExitMessage.print(message)
        }
        if command.exitCode(for: error) == .validationFailure {
            let message = command.fullMessage(for: error).split(separator: "\n", omittingEmptySubsequences: false)
                .map { VisibleText.escaped(String($0)) }.joined(separator: "\n")
            FileHandle.standardError.write(Data((message + "\n").utf8))
            Foundation.exit(2)
        }
        command.exit(withError: error)
    }
}
