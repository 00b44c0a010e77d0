import ArgumentParser
import DisplayInterface
import Foundation
import GoldenHarness
import Shell
import SafeIO
import SystemPackage

/// Runs `ordersh test` (or its helper, `ordersh test --worker`); returns the exit status.
@MainActor struct TestLauncher<App: ShellApp> {
    let app: App
    let command: TestCommandLine<App>
    let environment: [String: String]
    /// The arguments as bytes, where path options take their values from.
    var arguments = RawArguments.current()

    func run() async throws -> Int32 {
        if command.worker { return await WorkerService.serve(sessions: app.harnessSessions()) }
        let identity = App.identity
        let defaultPath = FilePath(identity.goldenFolder)
        let shard: Shard?
        do {
            shard = try command.shard.map { text throws(HarnessUsageError) in try Shard(parsing: text) }
        } catch {
            throw ValidationError(error.description)
        }
        if command.review {
            if command.update { throw ValidationError("--review and --update both write .out files; choose one") }
            if HarnessOptions.isCI(environment: environment) {
                throw ValidationError("--review asks about each transcript at a terminal, and CI is set: run it on your machine (in CI, --save-actual keeps the transcripts)")
            }
            if isatty(STDIN_FILENO) != 1 {
                throw ValidationError("--review reads single keys from a terminal, and standard input is not one (--update writes every .out without asking)")
            }
        }
        var timeout = HarnessOptions.defaultTimeout
        if let text = command.timeout {
            guard let duration = DurationText.parse(text) else {
                throw ValidationError("--timeout takes a duration like 30s, 2m or 0 (no limit), not '\(EchoedValue.cut(text))'")
            }
            timeout = duration > .zero ? duration : nil
        }
        if command.paths.isEmpty, defaultPath.withPlatformString({ access($0, F_OK) }) != 0 {
            let test = identity.testCommand
            throw ValidationError(
                "no cases named, and no \(identity.goldenFolder) folder here (\(ScriptFrame.currentFolder().shown)), "
                    + "where \(test) looks by default. Name case files or folders: \(test) cases/ or "
                    + "\(test) first\(identity.scriptSuffix). A case is NAME\(identity.scriptSuffix) with its expected transcript NAME.out beside it "
                    + "(\(test) NAME\(identity.scriptSuffix) --update records it).")
        }
        var options = HarnessOptions(
            paths: command.paths.isEmpty ? [defaultPath] : try command.paths.map(path),
            selection: CaseSelection(filter: command.filter, shard: shard, shuffleSeed: try command.shuffleSeed()),
            jobs: command.jobs ?? ProcessInfo.processInfo.activeProcessorCount,
            update: command.update,
            saveActual: try command.saveActual.map(path),
            junit: try command.junit.map { (file: String) throws -> FilePath in
                do { try FileTarget.refuseFolderName(file, shownAs: file) } catch { throw ValidationError("--junit: \(error)") }
                return try path(file)
            },
            strict: command.strict,
            color: !command.noColor && isatty(STDOUT_FILENO) == 1 && RenderStyle.colorAllowed(environment: environment),
            isCI: HarnessOptions.isCI(environment: environment),
            workerExecutable: Self.executablePath,
            timeout: timeout)
        options.coverage = command.coverage || command.coverageShell
        options.coverageIncludesShell = command.coverageShell
        options.acceptErrors = command.acceptErrors
        let asking = command.update && isatty(STDIN_FILENO) == 1 ? TerminalKeys() : nil
        do {
            let report = try await GoldenHarness.run(
                options, sessions: app.harnessSessions(), review: command.review ? TerminalKeys() : nil, asking: asking
            ) { line in
                StandardConsole.write(line + "\n", to: STDOUT_FILENO)
            }
            return report.exitStatus
        } catch {
            throw ValidationError("\(error)")
        }
    }

    /// The bytes of the path option whose decoded value is `value` (shell.md §1: a path is bytes).
    private func path(_ value: String) throws -> FilePath {
        do {
            return try arguments.path(for: value)
        } catch {
            throw ValidationError(error.description)
        }
    }

    /// This binary, to start helper processes from.
    private static var executablePath: String? {
        let path = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
        return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }
}
