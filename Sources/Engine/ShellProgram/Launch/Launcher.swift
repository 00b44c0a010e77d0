import Foundation
import DisplayInterface
import GoldenHarness
import LineEditor
import Shell
import SafeIO
import SystemPackage

/// Chooses the mode of shell.md §1 and runs it: `-c`, a script, standard input, or the
/// interactive prompt.
@MainActor struct Launcher<App: ShellApp> {
    let app: App
    let options: LaunchOptions
    let appOptions: App.Options?
    let environment: [String: String]
    /// The arguments as bytes, where path options take their values from.
    var arguments = RawArguments.current()

    private var stdinIsTerminal: Bool { isatty(STDIN_FILENO) == 1 }
    private var stdoutIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

    /// Runs the chosen mode; returns the exit status. Throws ``StartupError`` for bad usage.
    func run() async throws(StartupError) -> Int32 {
        let made = try app.session(options: appOptions)
        // The system's time zone and locale are read when a command first needs them.
        let session = made.session(
            deferredEnvironment: { [environment] in .system(variables: environment) }, registry: app.registry,
            problems: { ShellProgram<App>.exitForRegistryProblems($0) })
        let parts = SessionParts(session: session, controls: made.controls)
        let interactive = options.commands == nil && options.script == nil && stdinIsTerminal
        let usesColor = !options.noColor && stdoutIsTerminal && RenderStyle.colorAllowed(environment: environment)
        var shellOptions = ShellOptions(
            isInteractive: interactive,
            keepGoing: options.keepGoing,
            echo: options.echo,
            // Tables fit a terminal, in -c and scripts as at the prompt; a pipe gets them whole.
            style: RenderStyle(usesColor: usesColor, width: TerminalWidth.columns(of: STDOUT_FILENO)),
            progressAfter: interactive && isatty(STDERR_FILENO) == 1 ? .milliseconds(500) : nil)
        shellOptions.outputIsTerminal = stdoutIsTerminal
        // Bars and sparklines in blocks where the locale's charset is UTF-8, else ASCII.
        shellOptions.style.drawsBlocks = RenderStyle.blocksAllowed(environment: environment)
        shellOptions.environmentIsSystem = true
        // Long output at the prompt goes through a pager; never in scripts, pipes or the harness.
        let pagerCommand = options.noPager ? nil : PagingConsole.command(environment: environment)
        let output = StandardConsole()
        let pager = interactive && stdoutIsTerminal ? pagerCommand.map { PagingConsole(base: output, command: $0) } : nil
        let interpreter = Interpreter(
            session: parts.session, registry: app.registry, controls: parts.controls, console: pager ?? output, options: shellOptions)
        interpreter.replayer = CaseReplayer(sessions: app.harnessSessions())
        // `--now`, `--locale`, `--format`…: each set as `set` sets it, and listed as an option's.
        do {
            try interpreter.applyStartupOptions(options.settingOptions)
        } catch {
            throw StartupError(error.message)
        }
        // The process ends when this returns: freeing what the session holds (a million
        // orders, their rows) would only delay exit(3), which gives the memory back at once.
        KeptUntilExit.parts = (interpreter, parts)
        // `quit N` sets the status in every mode; otherwise a script's, -c's and standard
        // input's is 1 after a failed command, an interactive session's 0 (shell.md §1).
        var status = try await run(interpreter, interactive: interactive, pager: pager)
        if let requested = interpreter.requestedExitStatus { status = requested }
        // A recording still on when the session ends is written, as `record stop` would.
        if await !interpreter.finishRecording() { status = max(status, 1) }
        // `output | PROGRAM` still on: the program gets the end of its input and is waited for.
        if !interpreter.finishOutput() { status = max(status, 1) }
        // Output that could not be written (> /dev/full) fails the run; a closed pipe does not.
        return output.writeFailure == nil ? status : max(status, 1)
    }

    private func run(_ interpreter: Interpreter, interactive: Bool, pager: PagingConsole?) async throws(StartupError) -> Int32 {
        if options.file != nil, options.commands != nil {
            throw StartupError("-f and -c cannot be given together: -f runs a script, -c runs commands")
        }
        // A -c or a script argument that is not UTF-8 would run with U+FFFD in place of its
        // bytes; invalid bytes in a script are a located error, and so are these.
        for text in options.commandLines + options.scriptArguments {
            let bytes = try path(text)?.bytes ?? []
            if String(validating: bytes, as: UTF8.self) == nil {
                throw StartupError("commands and script arguments are text, and this is not valid UTF-8: '\(EchoedValue.cut(ShownBytes.text(of: bytes)))'")
            }
        }

        if let commands = options.commands {
            var source = BufferLineSource(commands)
            let frame = ScriptFrame(file: "-c", arguments: ScriptArguments(name: App.identity.name, values: options.scriptArguments))
            return await interpreter.runScript(&source, frame: frame).exitStatus
        }
        if let path = try path(options.script) {
            let descriptor: Int32
            do {
                descriptor = try ScriptFile.open(path, at: nil)
            } catch {
                throw StartupError(error.message)
            }
            defer { close(descriptor) }
            var source = DescriptorLineSource(descriptor: descriptor)
            return await interpreter.runScript(&source, frame: .script(path: path, arguments: options.scriptArguments)).exitStatus
        }
        if interactive {
            let identity = App.identity
            let history = HistoryFile.resolve(environment: environment, variable: identity.historyVariable, folder: identity.name)
            guard let editor = LineEditor(program: identity.name, historyFile: history) else {
                throw StartupError("cannot start the line editor on this terminal")
            }
            // One line at a terminal (shell.md §4); scripts, pipes and -c print nothing of it.
            if stdoutIsTerminal { StandardConsole.write(App.identity.banner + "\n", to: STDOUT_FILENO) }
            if !options.noRC, let startup = StartupFile.path(environment: environment, name: identity.name),
               await StartupFile.run(startup, in: interpreter) {
                editor.close()
                return interpreter.requestedExitStatus ?? 0
            }
            return await InteractiveShell(interpreter: interpreter, editor: editor, pager: pager).run()
        }
        var status = stat()
        if fstat(STDIN_FILENO, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
            throw StartupError("standard input is a directory, not commands (\(App.identity.name) < FILE reads a script)")
        }
        var source = DescriptorLineSource(descriptor: STDIN_FILENO)
        return await interpreter.runScript(&source, frame: ScriptFrame(file: "<stdin>")).exitStatus
    }

    /// The bytes of the path option whose decoded value is `value` (shell.md §1: a path is bytes).
    private func path(_ value: String?) throws(StartupError) -> FilePath? {
        guard let value else { return nil }
        do {
            return try arguments.path(for: value)
        } catch {
            throw StartupError(error.description)
        }
    }
}

/// The session of the last run, never freed: the process exits after it.
@MainActor enum KeptUntilExit {
    static var parts: (Interpreter, SessionParts)?
}
