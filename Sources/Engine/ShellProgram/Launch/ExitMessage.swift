import Foundation
import Shell

/// What the program prints on standard output just before it exits: help and version.
enum ExitMessage {
    /// Writes `text` and a line break, then exits 0; when it cannot be written (a full
    /// disk, `/dev/full`), says so on standard error and exits 1, as a run's output does.
    /// A closed pipe (`| head`) is not an error.
    static func print(_ text: String) -> Never {
        guard StandardConsole.write(text + "\n", to: STDOUT_FILENO) || errno == EPIPE else {
            let reason = String(cString: strerror(errno))
            _ = StandardConsole.write("\(ProgramName.current): cannot write to standard output: \(reason)\n", to: STDERR_FILENO)
            exit(1)
        }
        exit(0)
    }
}
