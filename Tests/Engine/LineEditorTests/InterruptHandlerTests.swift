import CLibEdit
import Foundation
import Synchronization
import Testing
@testable import LineEditor

/// Each Ctrl-C is answered once: by the command side (its thread cancels the running
/// command) or by the editor (the read ends, or the prompt says the press cancelled
/// nothing) (shell.md §4). The presses are made without a signal: a SIGINT to this
/// process also reached the handler that removes a temporary file being written, and
/// another test's history file, written at that moment, failed ("no such file"). Real
/// presses are the interactive end-to-end tests' (a pseudo-terminal, a child process).
/// The handler's state is the process's: the tests run one at a time.
@Suite("Interrupt handler", .serialized)
struct InterruptHandlerTests {
    /// Counts the presses the command side answers; the first `blocking` of them wait
    /// for `release` first, as a thread scheduled late on a loaded machine does.
    final class CommandSide: Sendable {
        let answered = Atomic<Int>(0)
        let entered = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let blocking: Int

        init(blocking: Int) {
            self.blocking = blocking
            let installed = InterruptHandler.install { [self] in
                let number = answered.add(1, ordering: .sequentiallyConsistent).newValue
                if number <= self.blocking {
                    entered.signal()
                    release.wait()
                }
            }
            #expect(installed)
        }

        var count: Int { answered.load(ordering: .sequentiallyConsistent) }

        /// Lets a blocked answer finish after `delay`, while the caller waits for it.
        func releaseAnswer(after delay: Double) {
            DispatchQueue.global().asyncAfter(deadline: .now() + delay) { [release] in release.signal() }
        }
    }

    @Test("the prompt waits until the command side has answered the press it claimed, and takes nothing")
    func waitsForAClaimedPress() {
        let side = CommandSide(blocking: 1)
        InterruptHandler.pressAsIfTyped()
        // The limit only bounds a failure.
        #expect(side.entered.wait(timeout: .now() + 120) == .success)
        side.releaseAnswer(after: 0.3)
        #expect(InterruptHandler.beginReading() == 0)
        #expect(side.count == 1)
        InterruptHandler.endReading()
    }

    @Test("a press the command side has not claimed when the prompt comes is the prompt's, and only the prompt's")
    func takesAnUnclaimedPress() {
        let side = CommandSide(blocking: 1)
        InterruptHandler.pressAsIfTyped()
        #expect(side.entered.wait(timeout: .now() + 120) == .success)
        // The command side is busy with the first press: the second waits unclaimed.
        InterruptHandler.pressAsIfTyped()
        side.releaseAnswer(after: 0.3)
        #expect(InterruptHandler.beginReading() == 1)
        #expect(side.count == 1)
        InterruptHandler.endReading()
        // A third press after the read: the command side's. Both sides together answer
        // the three presses once each, wherever the third was taken.
        InterruptHandler.pressAsIfTyped()
        let taken = InterruptHandler.beginReading()
        #expect(side.count + taken == 2)
        InterruptHandler.endReading()
    }

    @Test("a press while the editor reads ends the read, and the command side never sees it")
    func pressWhileReading() {
        let side = CommandSide(blocking: 0)
        #expect(InterruptHandler.beginReading() == 0)
        // A second call while reading changes nothing (readLine makes it when the caller did).
        #expect(InterruptHandler.beginReading() == 0)
        InterruptHandler.pressAsIfTyped()
        #expect(ordersh_interrupt_take() == 1)
        #expect(ordersh_interrupt_take() == 0)
        InterruptHandler.endReading()
        #expect(InterruptHandler.beginReading() == 0)
        #expect(side.count == 0)
        InterruptHandler.endReading()
    }

    @Test("a press that came once the read had its line is the command side's: it cancels the command about to start")
    func pressAfterTheLine() {
        let side = CommandSide(blocking: 0)
        #expect(InterruptHandler.beginReading() == 0)
        // The press comes after el_gets has the line: the read does not take it.
        InterruptHandler.pressAsIfTyped()
        InterruptHandler.endReading()
        #expect(ordersh_interrupt_take() == 0)
        // The command side answers it, or it is still unclaimed at the next prompt.
        let taken = InterruptHandler.beginReading()
        #expect(side.count + taken == 1)
        InterruptHandler.endReading()
    }
}
