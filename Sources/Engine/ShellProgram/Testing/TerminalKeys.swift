import Foundation
import GoldenHarness
import LineEditor
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
        SingleKey.confirm(prompt)
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

    private func readKey() -> UInt8? { SingleKey.key() }
}
