@testable import Presentation
import DisplayInterface
import Shell
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

    @Test("a Ctrl-C that cancels nothing (the command had ended) is answered at the next prompt, once; one at the prompt is the editor's")
    func pressBetweenCommands() async throws {
        let run = try ShellRun(options: ShellOptions(echo: true))
        let interpreter = run.interpreter
        await run.run("load orders")
        // The load's result is in and the prompt is not yet back: nothing to cancel.
        interpreter.cancelRunningCommand()
        #expect(interpreter.setPromptReading(true) == true)
        #expect(interpreter.setPromptReading(false) == false)
        #expect(interpreter.setPromptReading(true) == false)
        // At the prompt a press is the line editor's: it is not kept for the next command.
        interpreter.cancelRunningCommand()
        #expect(interpreter.setPromptReading(false) == false)
        await run.run("show list.countLabel")
        #expect(run.transcript == "osh> load orders\nosh> show list.countLabel\n25 orders\n")
    }
}
