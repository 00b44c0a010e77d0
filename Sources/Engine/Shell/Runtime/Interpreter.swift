import Foundation
import SystemPackage
import Observation
import DisplayInterface
import SafeIO

/// How a session of the shell behaves.
public struct ShellOptions: Sendable {
    /// At a terminal: errors have no location; `watch` and `clear` work.
    public var isInteractive: Bool
    /// Scripts go on after a failing command (the exit status still says it failed).
    public var keepGoing: Bool
    /// Each command is printed as `osh> CMD` before it runs (the transcript form).
    public var echo: Bool
    /// Colour and width of what is printed.
    public var style: RenderStyle
    /// How long a command may run before how far its data file has been read is shown on
    /// standard error; `nil`: never (scripts, pipes, the golden harness).
    public var progressAfter: Duration?
    /// `record stop` writes the case (false under `ordersh test` and the fuzzer: a case
    /// must not write files, as `--update` writes none under `CI`).
    public var writesRecordings: Bool
    /// How `show` prints until `set format` changes it (`--format`).
    public var format: OutputFormat = .auto
    /// Whether standard output is a terminal: csv and tsv fields are escaped there, and
    /// written exactly into a file or a pipe.
    public var outputIsTerminal = false
    /// Whether the session's clock, locale and time zone are the process's (the system
    /// clock, `LANG`, `TZ`): `set` lists them as coming from the environment. Not under
    /// the harness, whose environment is fixed.
    public var environmentIsSystem = false
    /// How `show` prints in each format the session has: the standard six, and any a test adds.
    var renderers: [any OutputRenderer] = OutputFormat.standardRenderers

    /// Options for a script run; see each property.
    public init(
        isInteractive: Bool = false, keepGoing: Bool = false, echo: Bool = false, style: RenderStyle = .plain,
        progressAfter: Duration? = nil, writesRecordings: Bool = true
    ) {
        self.isInteractive = isInteractive
        self.keepGoing = keepGoing
        self.echo = echo
        self.style = style
        self.progressAfter = progressAfter
        self.writesRecordings = writesRecordings
    }
}

/// What a command did.
public enum CommandOutcome: Sendable, Hashable {
    case success
    case failure
    /// `quit` or `exit`.
    case quit
}

/// Runs commands on a session of live ViewModels and prints their display state.
///
/// This is the view: it calls ViewModel inputs and reads display properties; it never
/// computes a display value. Everything runs on the main actor; a command's loads run
/// in a task that Ctrl-C can cancel (``cancelRunningCommand()``).
@MainActor public final class Interpreter {
    public let session: DisplaySession
    /// The ViewModels' registrations: their commands, layouts and properties.
    public let registry: ViewModelRegistry
    /// The session's data source (`set data`, `set latency`, `set fail`).
    public let controls: any DataSourceControls
    /// Where everything is printed.
    public internal(set) var console: any Console
    /// How commands run and print.
    public var options: ShellOptions
    let parser: CommandParser
    /// Ctrl-C: the commands running, which a press cancels.
    let running = RunningCommand()
    /// What each concern of the session keeps (timing, tracing, recording, the format…).
    let concerns: SessionConcerns
    /// Where the script being run is, and whether it was stopped.
    var state = RunState()

    /// Called after each command of the outermost script with its line and how it ended
    /// (the golden harness's replay of a recorded case compares them).
    public var commandFinished: (@MainActor (_ line: Int, _ outcome: CommandOutcome) -> Void)?

    /// The session's `type` (its timing, its recording…), made when first asked for.
    func concern<Concern: SessionConcern>(_ type: Concern.Type) -> Concern {
        concerns.concern(type)
    }

    /// Every command line run so far, oldest first (`history`).
    public var history: [String] { concern(CommandHistory.self).entries }
    /// The command forms run and the display properties read so far (`ordersh test --coverage`).
    public var coverage: ReadCoverage {
        get { concern(CoverageState.self).coverage }
        set { concern(CoverageState.self).coverage = newValue }
    }
    /// Replays a recorded case for `record stop`; without one, `record stop` fails.
    public var replayer: (any CaseReplaying)? {
        get { concern(Recorder.self).replayer }
        set { concern(Recorder.self).replayer = newValue }
    }
    /// Asks the person at the prompt a `y/N` question (`nil`: nobody to ask, as in scripts).
    public var confirm: (@MainActor (String) async -> Bool)? {
        get { concern(Recorder.self).confirm }
        set { concern(Recorder.self).confirm = newValue }
    }

    /// An interpreter of `registry`'s commands on `session`, printing on `console`.
    public init(
        session: DisplaySession, registry: ViewModelRegistry, controls: any DataSourceControls, console: any Console,
        options: ShellOptions
    ) {
        self.session = session
        self.registry = registry
        self.controls = controls
        self.console = console
        self.options = options
        parser = CommandParser(registry: registry)
        concerns = SessionConcerns(options: options)
        // What every command is counted in from the first: the others begin to observe when
        // a command first asks for them (`timing on`, `trace on`, `record`).
        _ = concern(CommandHistory.self)
        _ = concern(CoverageState.self)
    }

    /// Adds earlier entries (from the history file) before this session's own.
    public func restoreHistory(_ entries: [String]) {
        concern(CommandHistory.self).restore(entries)
    }

    /// Cancels the command that is running, or the next one to start if a line was just
    /// read (Ctrl-C). Safe from any thread.
    public nonisolated func cancelRunningCommand() {
        running.cancel()
    }

    /// Stops the script being run: the running command and the loads started with `&` are
    /// cancelled (as by Ctrl-C) and no further command runs. The golden harness's time-out.
    public func stop() {
        state.isStopped = true
        running.cancel()
        for load in concern(BackgroundLoads.self).running { load.task.cancel() }
    }

    /// Waits until the loads started with `&` and the list's own reads have ended (after
    /// ``stop()``, they end at once): nothing of the session runs once it returns.
    public func settle() async {
        let loads = concern(BackgroundLoads.self).takeAll()
        for load in loads { await load.task.value }
        for viewModel in settlingViewModels { await viewModel.settle() }
    }

    /// The ViewModels whose inputs may go on reading after they return (none that the
    /// session has not made yet).
    private var settlingViewModels: [any SettlingViewModel] {
        session.madeViewModels.compactMap(\.settling)
    }

    /// Whether ``stop()`` was called.
    public var isStopped: Bool { state.isStopped }

    /// The exit status `quit N` asked for, if a command asked for one.
    public var requestedExitStatus: Int32? { state.requestedExitStatus }

    /// The line of the outermost script and the text of the command started last: the
    /// one running, when a script is stopped in the middle.
    public var lastCommand: (line: Int, text: String)? { state.lastCommand }

    /// Returns whether a Ctrl-C came since the last command started that cancelled
    /// nothing (the command had ended, or could not be stopped), and forgets it: the prompt
    /// answers it. A press at the prompt is the line editor's and never counts here.
    public nonisolated func takeUnansweredInterrupt() -> Bool {
        running.takeUnansweredInterrupt()
    }

    // MARK: Running commands

    /// Parses and runs one lexed command, printing its output and any error.
    public func run(_ lexed: LexedCommand, in frame: ScriptFrame) async -> CommandOutcome {
        let line = frame.outermostLine(of: lexed.location)
        console.beginCommand(onLine: line)
        state.lastCommand = (line, lexed.text)
        if options.echo { console.print(registry.identity.prompt + lexed.text) }
        var run = CommandRun(text: lexed.text, frame: frame, line: line, started: ContinuousClock.now)
        for observer in concerns.observers { observer.commandWillRun(run, in: self) }
        run.outcome = await perform(lexed, as: &run)
        for observer in concerns.observers { observer.commandDidEnd(run, in: self) }
        if run.isOutermost { commandFinished?(line, run.outcome) }
        return run.outcome
    }

    /// Parses and runs `lexed`: its output to where it goes, its error reported.
    private func perform(_ lexed: LexedCommand, as run: inout CommandRun) async -> CommandOutcome {
        let frame = run.frame
        let parsed: ParsedCommand
        do {
            parsed = try parser.parse(lexed)
        } catch {
            for observer in concerns.observers { observer.commandDidWork(run, in: self) }
            report(error, in: frame)
            return .failure
        }
        run.parsed = parsed
        let outermost = run.isOutermost
        // `> FILE`, `| PROGRAM`, or `output FILE` in force: the target is opened before the
        // command runs, and what the command prints goes there as it is printed, formatted
        // for it; errors still reach the terminal.
        var routed: TargetConsole?
        let sessionOutput = concern(OutputRouting.self).target
        if parsed.redirect != nil || (sessionOutput != nil && outermost && !parsed.isOutputCommand) {
            do throws(ShellError) {
                if let refusal = writingRefusal(at: parsed.redirectLocation ?? parsed.location) { throw refusal }
                let target = try parsed.redirect.map { redirect throws(ShellError) in try openTarget(redirect, in: frame) } ?? sessionOutput
                if let target { routed = TargetConsole(base: console, target: target) }
            } catch {
                for observer in concerns.observers { observer.commandDidWork(run, in: self) }
                report(error, in: frame)
                return .failure
            }
            if let routed { console = routed }
        }
        if outermost {
            console.beginOutput(pageable: parsed.command.builtIn?.isPageable ?? true)
        }
        var result: Result<CommandOutcome, ShellError>
        if parsed.suspends {
            result = await waiting { await self.execute(parsed, in: frame) }
        } else {
            // No suspension: a load started with `&` cannot finish in the middle of
            // a script's synchronous commands, so `show VM.isLoading` reads `true`.
            // Ctrl-C stops its output (`show` of a million rows).
            if outermost { running.startImmediate() }
            if outermost, case .registered = parsed.command {
                // A ViewModel's long input (a sort of a million rows) sees a press and stops.
                result = await running.runCancellable { self.performImmediately(parsed) }
            } else {
                result = await execute(parsed, in: frame)
            }
            if outermost { result = answerInterrupt(to: result, pressed: running.finishImmediate(), at: parsed.location) }
            // Unless a filter or `set now` wants orders not read yet (another month of a
            // store): the command ends when they are read and shown.
            if case .success = result, let reading = settlingViewModels.first(where: \.isCatchingUp) {
                result = await waiting { await self.catchUp(reading, at: parsed.location) }
            }
        }
        if case .success(let ended) = result { run.outcome = ended }
        for observer in concerns.observers { observer.commandDidWork(run, in: self) }
        var outcome: CommandOutcome
        switch result {
        case .success(let ended): outcome = ended
        case .failure(let error):
            report(error, in: frame)
            outcome = .failure
        }
        if let routed {
            routed.flush()
            console = routed.base
            // A target of its own is closed now; the session's stays open for the next.
            if parsed.redirect != nil, let problem = routed.target.finish() {
                report(ShellError(problem, at: parsed.redirectLocation ?? parsed.location), in: frame)
                if outcome == .success { outcome = .failure }
            }
        }
        if outermost { console.endOutput() }
        return outcome
    }

    /// Ends the session's recording, if one is on, as `record stop` would: `quit`,
    /// Ctrl-D and the end of a script lose no recorded command.
    /// Returns false when the case could not be written.
    @discardableResult
    public func finishRecording() async -> Bool {
        guard concern(Recorder.self).recording != nil else { return true }
        guard case .failure(let error) = await waiting({ await self.recordStop(at: nil) }) else { return true }
        report(error, in: .interactive)
        return false
    }

    private func recordStop(at location: SourceLocation?) async -> Result<CommandOutcome, ShellError> {
        do {
            try await stopRecording(at: location, acceptErrors: false, sessionEnds: true)
            return .success(.success)
        } catch {
            return .failure(error)
        }
    }

    /// Prints `error` on standard error with its location (none at the prompt) and `source` chain.
    public func report(_ error: ShellError, in frame: ScriptFrame) {
        var located = error
        if frame.file == nil { located.location = nil }
        if located.includedFrom.isEmpty { located.includedFrom = frame.includedFrom }
        // At the prompt a long message breaks at blanks, not wherever the terminal's edge falls.
        if options.isInteractive, let width = options.style.width {
            console.printError(WordWrap.lines(located.rendered, width: width))
        } else {
            console.printError(located.rendered)
        }
    }

    private func execute(_ parsed: ParsedCommand, in frame: ScriptFrame) async -> Result<CommandOutcome, ShellError> {
        do {
            return .success(try await perform(parsed, in: frame))
        } catch {
            return .failure(error)
        }
    }

    /// Runs a command: a registered one on its ViewModel, a built-in by its declaration.
    /// A command that does not wait never suspends here.
    private func perform(_ parsed: ParsedCommand, in frame: ScriptFrame) async throws(ShellError) -> CommandOutcome {
        let location = parsed.location
        switch parsed.command {
        case .load(let call):
            concern(ShowState.self).lastTouched = call.viewModel
            try call.checkWords(in: session)
            if parsed.isBackground {
                startInBackground(call, at: location)
            } else {
                try await load(call, at: location)
                printNotice(of: call.viewModel)
            }
        case .registered(let call):
            concern(ShowState.self).lastTouched = call.viewModel
            try call.checkWords(in: session)
            if call.waits { try await runAwaited(call, at: location) } else { try runImmediately(call, at: location) }
            printNotice(of: call.viewModel)
        case .builtIn(let call):
            return try await call.command.run(in: CommandContext(interpreter: self, frame: frame, location: location))
        }
        return .success
    }

    /// The note a ViewModel has on its last input (``LoadingViewModel/loadNotice``), on
    /// standard error: for the person who typed it, never part of `show`.
    private func printNotice(of viewModel: String) {
        if let notice = session.viewModel(named: viewModel)?.loading?.loadNotice { console.printError("note: " + notice) }
    }

    /// Runs a registered command that does not wait: its ViewModel's input, then what it prints.
    private func performImmediately(_ parsed: ParsedCommand) -> Result<CommandOutcome, ShellError> {
        guard case .registered(let call) = parsed.command else { return .success(.success) }
        concern(ShowState.self).lastTouched = call.viewModel
        do {
            try call.checkWords(in: session)
            try runImmediately(call, at: parsed.location)
            printNotice(of: call.viewModel)
            return .success(.success)
        } catch {
            return .failure(error)
        }
    }

    // MARK: Reading display state

    func value(of path: PropertyPath, at location: SourceLocation) throws(ShellError) -> DisplayValue {
        try property(of: path, at: location).value
    }

    /// The property `path` names with its kind and value, counted as read; an unknown
    /// property is an error at `location`.
    func property(of path: PropertyPath, at location: SourceLocation) throws(ShellError) -> DisplayProperty {
        guard let property = session.viewModel(named: path.viewModel)?.displayProperty(named: path.property) else {
            throw ShellError("unknown property \(EchoedValue.quoted("\(path)"))", at: location)
        }
        coverage.read(property.value, at: path.description)
        concern(ShowState.self).lastTouched = path.viewModel
        return property
    }

    /// Every setting with its value and where it came from, in the order `set` lists them.
    var settingsListing: SettingsListing {
        let sources = concern(SettingsState.self)
        return SettingsListing(rows: parser.settings.all.map { setting in
            let state = setting.state(self)
            return (setting.name, state.listed, sources.source(of: setting, state: state))
        })
    }
}
