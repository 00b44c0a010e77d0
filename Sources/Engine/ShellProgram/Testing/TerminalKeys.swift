import Foundation
import GoldenHarness
import Shell

/// Reads `--review`'s decisions as single keys from the terminal on standard input: no
/// Enter, no echo. The terminal's settings are restored after each key; Ctrl-C and
/// Ctrl-D quit the review (they arrive as keys, so the terminal is never left raw).
@MainActor final class TerminalKeys: ReviewKeys {
    func decide(_ prompt: String) -> ReviewDecision {
        StandardConsole.write(prompt, to: STDOUT_FILENO)
        while true {
            guard let key = readKey() else {
                StandardConsole.write("quit\n", to: STDOUT_FILENO)
                return .quit
            }
            let decision: ReviewDecision? = switch key {
            case UInt8(ascii: "a"), UInt8(ascii: "A"): .accept
            case UInt8(ascii: "r"), UInt8(ascii: "R"): .reject
            case UInt8(ascii: "s"), UInt8(ascii: "S"): .skip
            case UInt8(ascii: "q"), UInt8(ascii: "Q"), 0x03, 0x04, 0x1B: .quit
            default: nil
            }
            if let decision {
                StandardConsole.write(Self.word(decision) + "\n", to: STDOUT_FILENO)
                return decision
            }
            StandardConsole.write("\n(press a, r, s or q) " + prompt, to: STDOUT_FILENO)
        }
    }

    func confirm(_ prompt: String) -> Bool {
        StandardConsole.write(prompt, to: STDOUT_FILENO)
        let key = readKey()
        let yes = key == UInt8(ascii: "y") || key == UInt8(ascii: "Y")
        StandardConsole.write(yes ? "yes\n" : "no\n", to: STDOUT_FILENO)
        return yes
    }

    /// The key's meaning, echoed after the prompt: what was asked for, not yet what was done
    /// (an accept may still be asked about once more, `accept 1 new error? y/N`).
    private static func word(_ decision: ReviewDecision) -> String {
        switch decision {
        case .accept: "accept"
        case .reject: "reject"
        case .skip: "skip"
        case .quit: "quit"
        }
    }

    /// One byte from standard input with the terminal out of canonical mode; `nil` at
    /// end of input or on an error.
    private func readKey() -> UInt8? {
        var saved = termios()
        let isTerminal = tcgetattr(STDIN_FILENO, &saved) == 0
        if isTerminal {
            var raw = saved
            raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG)
            withUnsafeMutableBytes(of: &raw.c_cc) { cc in
                cc[Int(VMIN)] = 1
                cc[Int(VTIME)] = 0
            }
            tcsetattr(STDIN_FILENO, TCSANOW, &raw)
        }
        defer { if isTerminal { tcsetattr(STDIN_FILENO, TCSANOW, &saved) } }
        var byte: UInt8 = 0
        while true {
            let count = read(STDIN_FILENO, &byte, 1)
            if count == 1 { return byte }
            if count < 0 && errno == EINTR { continue }
            return nil
        }
    }
}
