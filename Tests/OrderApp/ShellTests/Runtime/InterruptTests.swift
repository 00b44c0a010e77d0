import Foundation
@testable import Presentation
import DisplayInterface
@testable import Shell
import OrderAppTestSupport
import Testing

/// Ctrl-C and what a command reports (shell.md §3): `interrupted` only when nothing
/// changed; a load whose result was shown reports success.
@MainActor
@Suite("Interrupted loads")
struct InterruptTests {
    @Test("Ctrl-C at each phase of load orders: interrupted and unchanged before the result is shown, success after",
          arguments: [(LoadPhase.reading, false), (.pricing, false), (.publishing, false), (.published, true)])
    func phases(phase: LoadPhase, shown: Bool) async throws {
        let run = try ShellRun(options: ShellOptions(echo: true))
        let interpreter = run.interpreter
        run.session.list.phaseHook = { reached in
            // The running command is cancelled at `phase`, as Ctrl-C cancels it.
            if reached == phase { interpreter.cancelRunningCommand() }
        }
        await run.run("load orders")
        run.session.list.phaseHook = nil
        await run.run("show list.countLabel")
        #expect(run.transcript == (shown
            ? "osh> load orders\nosh> show list.countLabel\n25 orders\n"
            : "osh> load orders\ntest.osh:1:1: error: interrupted\nosh> show list.countLabel\n\n"))
    }

    @Test("a Ctrl-C that cancels nothing (the command had ended) is answered at the next prompt, once; one before a command starts cancels it")
    func pressBetweenCommands() async throws {
        let run = try ShellRun(options: ShellOptions(echo: true))
        let interpreter = run.interpreter
        await run.run("load orders")
        // The load's result is in and the prompt is not yet back: nothing to cancel.
        interpreter.cancelRunningCommand()
        #expect(interpreter.takeUnansweredInterrupt() == true)
        #expect(interpreter.takeUnansweredInterrupt() == false)
        await run.run("show list.countLabel")
        // A press after the line was read and before its command started cancels that command.
        interpreter.cancelRunningCommand()
        await run.run("load orders")
        #expect(interpreter.takeUnansweredInterrupt() == false)
        #expect(run.transcript == """
            osh> load orders
            osh> show list.countLabel
            25 orders
            osh> load orders
            test.osh:1:1: error: interrupted

            """)
    }

    @Test("at a terminal, Ctrl-C after a load's result gets the note that it cancelled nothing; Ctrl-C ending watch, its usual end, gets none")
    func noteAtATerminal() async throws {
        let run = try ShellRun(options: ShellOptions(isInteractive: true))
        let interpreter = run.interpreter
        run.session.list.phaseHook = { reached in
            if reached == .published { interpreter.cancelRunningCommand() }
        }
        await run.run("load orders")
        run.session.list.phaseHook = nil
        #expect(run.transcript == "note: the command had finished when Ctrl-C came; what it did stands\n")
        let watching = Task { await run.run("watch bookmarks") }
        while !run.transcript.contains("watching bookmarks") { await Task.yield() }
        interpreter.cancelRunningCommand()
        #expect(await watching.value == .finished(failed: false))
        #expect(!run.transcript.contains("note:", after: "watching bookmarks"))
        #expect(interpreter.takeUnansweredInterrupt() == false)
    }

    @Test("Ctrl-C during source stops the file: a load it runs reports interrupted and the file stops, or, its result shown, the file stops before its next command")
    func sourceStops() async throws {
        let folder = try TemporaryFolder(files: ["s.osh": "echo first\nload orders\nshow list.countLabel\necho last\n"])
        defer { folder.remove() }
        let script = folder.path + "/s.osh"
        for (phase, expected) in [
            (LoadPhase.reading, "first\n\(script):2:1: error: interrupted\nmain.osh:1:1: note: included from here\n"),
            (.published, "first\nmain.osh:1:1: error: interrupted\n"),
        ] {
            let run = try ShellRun(options: ShellOptions(isInteractive: true))
            let interpreter = run.interpreter
            run.session.list.phaseHook = { reached in
                if reached == phase { interpreter.cancelRunningCommand() }
            }
            await run.run("source s.osh", file: "main.osh", directory: folder.path)
            run.session.list.phaseHook = nil
            #expect(run.transcript == expected, "\(phase)")
            #expect(interpreter.takeUnansweredInterrupt() == false)
        }
        // A press kept since the line was read cancels source as it starts: nothing runs.
        let run = try ShellRun()
        run.interpreter.cancelRunningCommand()
        await run.run("source s.osh\necho after", file: "main.osh", directory: folder.path)
        #expect(run.transcript == "main.osh:1:1: error: interrupted\n")
    }

    @Test("finish() says whether a cancel reached the command, whether or not it stopped for it; a kept press cancels the next command as it starts")
    func finishReportsTheCancel() async {
        let running = RunningCommand()
        // A press that reaches a command after its body has returned.
        let ended = RunningCommand.CommandTask { .success(.success) }
        running.start(ended)
        _ = await ended.value
        running.cancel()
        #expect(running.finish() == (true, true))
        #expect(running.takeUnansweredInterrupt() == false)
        // A command nobody cancels.
        let quiet = RunningCommand.CommandTask { .success(.success) }
        running.start(quiet)
        _ = await quiet.value
        #expect(running.finish() == (false, true))
        #expect(quiet.isCancelled == false)
        // A press with no command running is kept, and cancels the next one as it starts.
        running.cancel()
        let next = RunningCommand.CommandTask { .success(.success) }
        running.start(next)
        #expect(next.isCancelled == true)
        _ = await next.value
        #expect(running.finish() == (true, true))
        #expect(running.takeUnansweredInterrupt() == false)
        // Nested commands (inside source): a press cancels each, and each end is told so.
        let outer = RunningCommand.CommandTask { .success(.success) }
        let inner = RunningCommand.CommandTask { .success(.success) }
        running.start(outer)
        running.start(inner)
        running.cancel()
        #expect(outer.isCancelled == true)
        #expect(inner.isCancelled == true)
        #expect(running.finish() == (true, false))
        #expect(running.finish() == (true, true))
        #expect(running.takeUnansweredInterrupt() == false)
    }
}

private extension String {
    /// Whether `text` occurs after the last `marker`.
    func contains(_ text: String, after marker: String) -> Bool {
        guard let range = range(of: marker, options: .backwards) else { return false }
        return self[range.upperBound...].contains(text)
    }
}
