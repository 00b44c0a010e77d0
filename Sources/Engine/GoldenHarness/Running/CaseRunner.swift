import DisplayInterface
import Foundation
import Shell

/// Runs one case in this process, in a fresh session: its own data source, ViewModels and
/// environment (the harness environment of domain.md §4: 2026-11-22T12:00:00Z, en_US,
/// UTC), no colour, each command echoed. Nothing outlives the call, so no case can see
/// another's state. A case that runs past `timeout` (or its `# golden: timeout`) is
/// stopped: the running command is cancelled as by Ctrl-C and no other runs.
@MainActor public enum CaseRunner {
    /// `prepare` sees the case's interpreter before its first command (a replay watches it).
    public static func run(
        _ goldenCase: GoldenCase, sessions: SessionFactory, timeout: Duration? = HarnessOptions.defaultTimeout,
        prepare: (Interpreter) -> Void = { _ in }
    ) async -> CaseRun {
        let clock = ContinuousClock()
        let start = clock.now
        var run = await execute(goldenCase, sessions: sessions, timeout: timeout, prepare: prepare)
        run.nanoseconds = (clock.now - start).nanoseconds
        return run
    }

    private static func execute(
        _ goldenCase: GoldenCase, sessions: SessionFactory, timeout: Duration?, prepare: (Interpreter) -> Void
    ) async -> CaseRun {
        let bytes: [UInt8]
        let directives: CaseDirectives
        do {
            bytes = try ScriptFile.read(goldenCase.scriptPath, at: nil)
        } catch {
            return CaseRun(outcome: .broken(reason: error.message))
        }
        do {
            directives = try CaseDirectives.parse(String(decoding: bytes, as: UTF8.self))
        } catch {
            return CaseRun(outcome: .broken(reason: "\(goldenCase.scriptFileName): \(error)"))
        }
        if let reason = directives.skipReason { return CaseRun(outcome: .skipped(reason: reason)) }
        let console = TranscriptConsole()
        let interpreter: Interpreter
        do {
            interpreter = try sessions.makeInterpreter(
                console: console,
                options: ShellOptions(isInteractive: false, keepGoing: directives.keepGoing, echo: true, style: .plain, writesRecordings: false))
        } catch {
            return CaseRun(outcome: .broken(reason: "\(error)"))
        }
        interpreter.replayer = CaseReplayer(sessions: sessions)
        prepare(interpreter)
        var source = BufferLineSource(bytes)
        let limit = (directives.timeout ?? timeout).flatMap { $0 > .zero ? $0 : nil }
        let watchdog = limit.map { limit in
            Task { @MainActor in
                guard (try? await Task.sleep(for: limit)) != nil else { return }
                interpreter.stop()
            }
        }
        // Cancelling the caller (Ctrl-C at `record stop`) stops the case as its time-out would.
        await withTaskCancellationHandler {
            _ = await interpreter.runScript(&source, frame: .relocatable(path: goldenCase.scriptPath))
        } onCancel: {
            Task { @MainActor in interpreter.stop() }
        }
        watchdog?.cancel()
        if let limit, interpreter.isStopped {
            let running = interpreter.lastCommand
            return CaseRun(
                outcome: .timedOut(limit: limit.nanoseconds, line: running?.line, command: running?.text),
                transcript: console.transcript, lineOrigins: console.lineOrigins, coverage: interpreter.coverage)
        }
        return CaseRun(outcome: .ran, transcript: console.transcript, lineOrigins: console.lineOrigins, coverage: interpreter.coverage)
    }
}
