import CLibEdit
import Foundation

/// Ctrl-C for an interactive session (shell.md §4).
///
/// libedit's own handler re-raises SIGINT to the whole process group, so ordersh
/// installs its own: at the prompt Ctrl-C abandons the line (``LineEditor`` returns
/// ``ReadResult/interrupted``); otherwise `onInterrupt` runs, on a private thread, to
/// cancel the running command.
public enum InterruptHandler {
    /// Installs the handler; returns false when it cannot (the default SIGINT stays).
    public static func install(onInterrupt: @escaping @Sendable () -> Void) -> Bool {
        let descriptor = ordersh_interrupt_install()
        guard descriptor >= 0 else { return false }
        let thread = Thread {
            var byte: UInt8 = 0
            while true {
                let count = read(descriptor, &byte, 1)
                if count > 0 {
                    onInterrupt()
                    ordersh_interrupt_answered()
                } else if count < 0 && errno == EINTR {
                    continue
                } else {
                    return
                }
            }
        }
        thread.name = "ordersh.interrupts"
        thread.start()
        return true
    }

    /// Does what a Ctrl-C does once ``install(onInterrupt:)`` has run, without a signal (tests).
    static func pressAsIfTyped() {
        ordersh_interrupt_as_if_pressed()
    }

    /// Waits until `onInterrupt` has run for every Ctrl-C caught so far (at most
    /// `limit`, milliseconds): whatever a press did to the command side is done when it
    /// returns. Returns false at the limit.
    @discardableResult
    public static func awaitAnswers(limit: Int32 = 5_000) -> Bool {
        ordersh_interrupt_await_answers(limit) != 0
    }
}
