import DisplayInterface
import Foundation
import SafeIO
import SystemPackage

/// Holds one command's output for a file or a program; errors, progress and times go on to
/// the console it stands in for.
@MainActor final class CapturingConsole: Console {
    let base: any Console
    private(set) var output: [UInt8] = []
    let isClosed = false

    init(base: any Console) {
        self.base = base
    }

    func print(_ text: String) {
        output += text.utf8
        output.append(UInt8(ascii: "\n"))
    }

    func printLines(_ utf8: [UInt8]) { output += utf8 }
    func printError(_ text: String) { base.printError(text) }
    func beginCommand(onLine line: Int) { base.beginCommand(onLine: line) }
    func showProgress(_ text: String?) { base.showProgress(text) }
    func printTiming(_ text: String) { base.printTiming(text) }
    func clearScreen() { base.clearScreen() }
}

/// The file `output FILE` opened: every later command's output is written to it.
final class OutputFile {
    let descriptor: Int32
    let path: FilePath
    let shown: String

    /// Opens `path` (shown as `shown`), emptied; only a regular file (or a new one).
    init(_ path: FilePath, shownAs shown: String) throws(FileWriteError) {
        _ = try FileTarget(path)
        let descriptor = path.withPlatformString { open($0, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666) }
        guard descriptor >= 0 else { throw FileWriteError(path, reason: "cannot open the file: \(FileTarget.problem(errno))") }
        self.descriptor = descriptor
        self.path = path
        self.shown = shown
    }

    deinit { close(descriptor) }

    func write(_ bytes: [UInt8]) throws(FileWriteError) {
        try ReplacedFile.writeAll(bytes, to: descriptor, shownAs: path)
    }
}

/// Where captured output is delivered.
enum OutputDelivery {
    /// `> FILE` replaces FILE (written beside it, then renamed); `>> FILE` appends to it.
    static func write(_ bytes: [UInt8], to path: FilePath, append: Bool) throws(FileWriteError) {
        guard append else {
            try ReplacedFile.write(bytes, to: path)
            return
        }
        _ = try FileTarget(path)
        let descriptor = path.withPlatformString { open($0, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o666) }
        guard descriptor >= 0 else { throw FileWriteError(path, reason: "cannot open the file: \(FileTarget.problem(errno))") }
        defer { close(descriptor) }
        try ReplacedFile.writeAll(bytes, to: descriptor, shownAs: path)
    }

    /// `| PROGRAM`: `/bin/sh -c PROGRAM` reads `bytes` on its standard input and writes where
    /// this program writes; the error of a program that cannot start or fails.
    static func pipe(_ bytes: [UInt8], to program: String) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", program]
        let input = Pipe()
        process.standardInput = input
        do {
            try process.run()
        } catch {
            return "cannot run /bin/sh: \(error.localizedDescription)"
        }
        let descriptor = input.fileHandleForWriting.fileDescriptor
        var offset = 0
        // A program that stops reading (`| head -1`) closes the pipe: EPIPE, not an error.
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { SystemCall.write(descriptor, $0.baseAddress?.advanced(by: offset), bytes.count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                break
            }
            offset += written
        }
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus != 0 else { return nil }
        return "\(EchoedValue.quoted(program)) exited with status \(process.terminationStatus)"
    }
}
