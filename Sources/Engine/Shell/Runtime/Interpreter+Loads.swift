import DisplayInterface
import SafeIO

/// Running a load: in the foreground as the command Ctrl-C cancels, with its progress
/// shown; in the background with `&`; `wait` for those.
extension Interpreter {
    /// Runs `body` as the command that Ctrl-C cancels, showing a long read's progress.
    func waiting(
        _ body: @escaping @MainActor () async -> Result<CommandOutcome, ShellError>
    ) async -> Result<CommandOutcome, ShellError> {
        state.endedByInterrupt = false
        let task = Task { @MainActor in await body() }
        running.start(task)
        let progress = options.progressAfter.map(showProgress(after:))
        let result = await task.value
        progress?.cancel()
        await progress?.value
        let ended = running.finish()
        // A Ctrl-C that came once the command's result was already shown changed nothing:
        // say so, rather than leave the press unanswered. Inside `source` the press stops
        // the file too: the note is for the outermost command, if it ran to its end.
        if ended.askedToCancel, ended.outermost, !state.endedByInterrupt, options.isInteractive, case .success(.success) = result {
            console.printError(InteractiveShell.unansweredInterrupt)
        }
        return result
    }

    /// A command that does not wait has ended: a Ctrl-C that came while it ran and that it
    /// did not answer (it printed no long output to stop) is said to have come too late to
    /// stop it. `interrupted` from its output is answer enough.
    func answerInterrupt(
        to result: Result<CommandOutcome, ShellError>, pressed: Bool, at location: SourceLocation
    ) -> Result<CommandOutcome, ShellError> {
        guard pressed, options.isInteractive, case .success = result else { return result }
        console.printError(InteractiveShell.ranToItsEnd)
        return result
    }

    /// Waits for the read the list started to show its filter, and says if it failed.
    func catchUp(_ viewModel: any SettlingViewModel, at location: SourceLocation) async -> Result<CommandOutcome, ShellError> {
        await viewModel.settle()
        if Task.isCancelled { return .failure(ShellError("interrupted", at: location)) }
        if let message = errorMessage(of: viewModel.displayName) { return .failure(ShellError(message, at: location)) }
        return .success(.success)
    }

    /// After `delay`, shows how far the data file being read has got, until cancelled;
    /// then clears what it showed.
    func showProgress(after delay: Duration) -> Task<Void, Never> {
        // The line fits the window (one column spare, or the terminal wraps it at each
        // refresh and leaves a stale line above the prompt for each).
        let width = options.style.width
        return Task { @MainActor [controls, console] in
            var shown = false
            if (try? await Task.sleep(for: delay)) != nil {
                while !Task.isCancelled {
                    if let progress = controls.readProgress {
                        let line = progress.line
                        console.showProgress(width.map { DisplayWidth.of(line) >= $0 ? DisplayWidth.truncate(line, to: max(1, $0 - 1)) : line } ?? line)
                        shown = true
                    }
                    if (try? await Task.sleep(for: .milliseconds(200))) == nil { break }
                }
            }
            if shown { console.showProgress(nil) }
        }
    }

    func load(_ call: RegisteredCall, at location: SourceLocation) async throws(ShellError) {
        guard case .load(let load) = call.run, let viewModel = session.viewModel(named: call.viewModel) else {
            throw ShellError("unknown view model \(EchoedValue.quoted(call.viewModel))", at: location)
        }
        let outcome = try await load.run(on: viewModel)
        // What the load did decides, not whether Ctrl-C came: a load that showed its
        // result succeeded even if the key was pressed a moment later (shell.md §3).
        if outcome == .cancelled { throw ShellError("interrupted", at: location) }
        if let message = errorMessage(of: call.viewModel) { throw ShellError(message, at: location) }
    }

    /// A registered command that does not wait: it runs, then prints what it asks for.
    func runImmediately(_ call: RegisteredCall, at location: SourceLocation) throws(ShellError) {
        let (command, viewModel) = try commandAndViewModel(of: call, at: location)
        do {
            try command.run(on: viewModel)
        } catch {
            // An error the ViewModel gave without a place (`interrupted`) is the command's.
            throw error.location == nil ? ShellError(error.message, at: location) : error
        }
        try printAfter(call, of: viewModel, at: location)
    }

    /// A registered command whose action awaits, run as a load is: Ctrl-C cancels it, and
    /// the ViewModel's error message after it fails it. Then it prints what it asks for.
    func runAwaited(_ call: RegisteredCall, at location: SourceLocation) async throws(ShellError) {
        let (command, viewModel) = try commandAndViewModel(of: call, at: location)
        do {
            try await command.run(awaiting: viewModel)
        } catch {
            throw error.location == nil ? ShellError(error.message, at: location) : error
        }
        if Task.isCancelled { throw ShellError("interrupted", at: location) }
        if let message = errorMessage(of: call.viewModel) { throw ShellError(message, at: location) }
        try printAfter(call, of: viewModel, at: location)
    }

    private func commandAndViewModel(
        of call: RegisteredCall, at location: SourceLocation
    ) throws(ShellError) -> (PreparedCommand, any DisplayableViewModel) {
        guard case .command(let command, _) = call.run, let viewModel = session.viewModel(named: call.viewModel) else {
            throw ShellError("unknown view model \(EchoedValue.quoted(call.viewModel))", at: location)
        }
        return (command, viewModel)
    }

    /// The display property a command prints after it runs, if it names one. A key path
    /// to a property that is not a display property is the registration's mistake.
    private func printAfter(_ call: RegisteredCall, of viewModel: any DisplayableViewModel, at location: SourceLocation) throws(ShellError) {
        guard case .command(_, let printed?) = call.run else { return }
        guard let name = printed.name, let value = viewModel.displayProperty(named: name)?.value else {
            throw ShellError("internal error: \(call.form) prints a property that is not a display property of \(call.viewModel)", at: location)
        }
        coverage.read(value, at: "\(call.viewModel).\(name)")
        console.print(ValueText.plain(value))
    }

    func startInBackground(_ call: RegisteredCall, at location: SourceLocation) {
        let task: Task<Void, Never>
        if #available(macOS 26, *) {
            task = Task.immediate { @MainActor in try? await self.load(call, at: location) }
        } else {
            task = Task { @MainActor in try? await self.load(call, at: location) }
        }
        concern(BackgroundLoads.self).running.append(BackgroundLoad(call: call, task: task, location: location))
    }

    func waitForBackgroundLoads(at location: SourceLocation, in frame: ScriptFrame) async throws(ShellError) {
        let loads = concern(BackgroundLoads.self).takeAll()
        await withTaskCancellationHandler {
            for load in loads { await load.task.value }
        } onCancel: {
            for load in loads { load.task.cancel() }
        }
        if Task.isCancelled { throw ShellError("interrupted", at: location) }
        let failures = loads.compactMap { load in errorMessage(of: load.call.viewModel).map { (load, $0) } }
        // In the order the loads were started: all but the last are reported here, the
        // last fails the command.
        guard let (last, message) = failures.last else { return }
        for (load, other) in failures.dropLast() { report(ShellError(other, at: load.location), in: frame) }
        throw ShellError(message, at: last.location)
    }

    func errorMessage(of viewModel: String) -> String? {
        session.viewModel(named: viewModel)?.loading?.errorMessage
    }
}
