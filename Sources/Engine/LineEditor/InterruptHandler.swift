import CLibEdit
import Foundation
import Locking

/// Ctrl-C for an interactive session (shell.md §4).
///
/// libedit's own handler re-raises SIGINT to the whole process group, so ordersh
/// installs its own: at the prompt Ctrl-C abandons the line (``LineEditor`` returns
/// ``ReadResult/interrupted``); otherwise `onInterrupt` runs, on a private thread, to
/// cancel the running command. Each press is answered once: a press that thread has not
/// claimed when the next prompt comes is the editor's (``LineEditor/prepareToRead()``
/// returns it).
public enum InterruptHandler {
    /// What a press does on the command side; replaced by each ``install(onInterrupt:)``.
    private static let answer = Locked<(@Sendable () -> Void)?>(nil)
    /// Whether the thread that answers presses runs (it lives as long as the process).
    private static let started = Locked(false)

    /// Installs the handler; returns false when it cannot (the default SIGINT stays).
    /// A second call replaces `onInterrupt`; one thread answers the presses.
    public static func install(onInterrupt: @escaping @Sendable () -> Void) -> Bool {
        answer.withLock { $0 = onInterrupt }
        guard ordersh_interrupt_install() == 0 else { return false }
        let start = started.withLock { started in
            defer { started = true }
            return !started
        }
        if start {
            let thread = Thread {
                while ordersh_interrupt_next_press() != 0 {
                    answer.withLock { $0 }?()
                    ordersh_interrupt_answered()
                }
            }
            thread.name = "ordersh.interrupts"
            thread.start()
        }
        return true
    }

    /// Does what a Ctrl-C does once ``install(onInterrupt:)`` has run, without a signal (tests).
    static func pressAsIfTyped() {
        ordersh_interrupt_as_if_pressed()
    }

    /// Makes Ctrl-C the editor's, takes the presses the command side has not claimed
    /// (after the claimed ones are answered) and returns their count: see
    /// ``LineEditor/prepareToRead()``. Returns 0 when reading has begun already.
    static func beginReading() -> Int {
        Int(ordersh_interrupt_begin_reading(claimLimit))
    }

    /// Ctrl-C is the command side's again.
    static func endReading() {
        ordersh_interrupt_end_reading()
    }

    /// How long, in milliseconds, ``beginReading()`` waits for a claimed press to be
    /// answered: the time to cancel a task on any machine; only a thread that never runs
    /// reaches it.
    static let claimLimit: Int32 = 60_000
}
