import Foundation
import Synchronization
import Testing
@testable import LineEditor

/// A Ctrl-C reaches the line editor and the command side; the editor forgets presses
/// before each prompt, so the command side must have taken them by then (shell.md §4).
@Suite("Interrupt handler")
struct InterruptHandlerTests {
    @Test("the editor's forgetting waits until the command side has taken every press caught")
    func awaitsTheCommandSide() {
        // The command side takes its time with the press, as a thread scheduled late on a
        // loaded machine does; the press came as a command ended (no prompt yet).
        let entered = DispatchSemaphore(value: 0)
        let taken = Atomic<Int>(0)
        #expect(InterruptHandler.install {
            entered.signal()
            Thread.sleep(forTimeInterval: 0.3)
            taken.add(1, ordering: .sequentiallyConsistent)
        })
        // What the handler does for SIGINT, without one: a signal to this process also
        // reached the handler that removes a temporary file being written, and another
        // test's history file, written at that moment, failed ("no such file"). Real
        // presses are the interactive end-to-end tests' (a pseudo-terminal, a child process).
        InterruptHandler.pressAsIfTyped()
        // The limit only bounds a failure.
        #expect(entered.wait(timeout: .now() + 120) == .success)
        #expect(InterruptHandler.awaitAnswers())
        #expect(taken.load(ordering: .sequentiallyConsistent) == 1)
    }
}
