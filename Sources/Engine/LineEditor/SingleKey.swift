import Foundation

/// One key from a terminal, without Enter and without echo: the terminal leaves
/// canonical mode for the read and gets its settings back after it. Ctrl-C and Ctrl-D
/// arrive as keys (0x03, 0x04), so a question is never left with the terminal raw.
public enum SingleKey {
    /// One byte from `descriptor`; `nil` at end of input or on an error. On a descriptor
    /// that is not a terminal it reads one byte as it comes.
    public static func key(from descriptor: Int32 = STDIN_FILENO) -> UInt8? {
        var saved = termios()
        let isTerminal = tcgetattr(descriptor, &saved) == 0
        if isTerminal {
            var raw = saved
            raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG)
            withUnsafeMutableBytes(of: &raw.c_cc) { cc in
                cc[Int(VMIN)] = 1
                cc[Int(VTIME)] = 0
            }
            tcsetattr(descriptor, TCSANOW, &raw)
        }
        defer { if isTerminal { tcsetattr(descriptor, TCSANOW, &saved) } }
        var byte: UInt8 = 0
        while true {
            let count = read(descriptor, &byte, 1)
            if count == 1 { return byte }
            if count < 0 && errno == EINTR { continue }
            return nil
        }
    }

    /// Asks `question` (written to standard output) and reads one key: `y` or `Y` is yes,
    /// any other key no; the answer is echoed as `yes` or `no`.
    public static func confirm(_ question: String, from descriptor: Int32 = STDIN_FILENO) -> Bool {
        show(question)
        let answer = key(from: descriptor)
        let yes = answer == UInt8(ascii: "y") || answer == UInt8(ascii: "Y")
        show(yes ? "yes\n" : "no\n")
        return yes
    }

    private static func show(_ text: String) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { rest in
                guard let base = rest.baseAddress else { return 0 }
                return write(STDOUT_FILENO, base, rest.count)
            }
            if written < 0 && errno == EINTR { continue }
            if written <= 0 { return }
            offset += written
        }
    }
}
