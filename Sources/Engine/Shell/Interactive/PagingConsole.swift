import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SafeIO

/// The prompt's console: a command's output that is taller than the terminal goes
/// through a pager (`$PAGER`, default `less -FRX`, as psql does); shorter output is
/// printed as usual. Output is held until it is known to fit, so errors are held with it
/// and keep their place. Only the interactive prompt uses it (shell.md §4).
@MainActor public final class PagingConsole: Console {
    /// The terminal's height; the prompt sets it before each command.
    public var rows = 24
    public var isClosed: Bool { base.isClosed }
    /// False once the pager has quit (`q`): the rest of the command's output is not made.
    public var acceptsOutput: Bool {
        if case .paging(_, nil) = state { return false }
        return base.acceptsOutput
    }

    private let base: any Console
    private let command: String
    private var state = State.direct
    private var warned = false

    private enum State {
        /// Printed as it comes (no command running, or one that streams).
        case direct
        /// Held until the command ends or the output passes the terminal's height.
        case holding([Chunk], lines: Int)
        /// Written to the pager's standard input; `nil` once the pager has gone (q).
        case paging(pid: pid_t, input: Int32?)
    }

    private enum Chunk {
        /// Standard output, ending in a line break.
        case output(String)
        /// An error message, without its line break.
        case error(String)
    }

    /// `command` runs with `/bin/sh -c`; `base` prints when no pager is needed.
    public init(base: any Console, command: String) {
        self.base = base
        self.command = command
    }

    /// The pager to use given the environment: `$PAGER`, or `less -FRX` when it is not
    /// set; `nil` when paging is off (`PAGER=` set empty, or `TERM=dumb`).
    public nonisolated static func command(environment: [String: String]) -> String? {
        // A dumb terminal cannot page: less would only complain that it is not fully functional.
        guard environment["TERM"] != "dumb" else { return nil }
        guard let pager = environment["PAGER"] else { return "less -FRX" }
        let trimmed = pager.trimmingCharacters(in: .whitespaces)
        return trimmed.isEmpty ? nil : trimmed
    }

    public func beginOutput(pageable: Bool) {
        finish()
        if pageable { state = .holding([], lines: 0) }
    }

    public func endOutput() {
        finish()
    }

    public func print(_ text: String) {
        write(.output(text + "\n"), lines: Self.lineCount(text) + 1)
    }

    public func printLines(_ utf8: [UInt8]) {
        let text = String(decoding: utf8, as: UTF8.self)
        write(.output(text), lines: Self.lineCount(text))
    }

    public func printError(_ text: String) {
        write(.error(text), lines: Self.lineCount(text) + 1)
    }

    public func beginCommand(onLine line: Int) { base.beginCommand(onLine: line) }
    public func showProgress(_ text: String?) { base.showProgress(text) }
    public func printTiming(_ text: String) { base.printTiming(text) }
    public func clearScreen() { base.clearScreen() }

    private func write(_ chunk: Chunk, lines: Int) {
        switch state {
        case .direct:
            show(chunk)
        case .holding(var chunks, let held):
            chunks.append(chunk)
            // A line is kept free for the prompt that follows.
            if held + lines < rows {
                state = .holding(chunks, lines: held + lines)
            } else {
                startPager(with: chunks)
            }
        case .paging(let pid, let input):
            state = .paging(pid: pid, input: input.flatMap { send(chunk, to: $0) ? $0 : nil })
        }
    }

    private func show(_ chunk: Chunk) {
        switch chunk {
        case .output(let text): base.printLines(text)
        case .error(let text): base.printError(text)
        }
    }

    /// Shows what is held and waits for the pager, if one runs.
    private func finish() {
        switch state {
        case .direct:
            break
        case .holding(let chunks, _):
            for chunk in chunks { show(chunk) }
        case .paging(let pid, let input):
            if let input { close(input) }
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        }
        state = .direct
    }

    private func startPager(with chunks: [Chunk]) {
        guard let pager = launchPager() else {
            for chunk in chunks { show(chunk) }
            state = .direct
            return
        }
        var input: Int32? = pager.input
        for chunk in chunks {
            if let open = input, !send(chunk, to: open) {
                close(open)
                input = nil
            }
        }
        state = .paging(pid: pager.pid, input: input)
    }

    /// Writes `chunk` to the pager; false once the pager has quit (EPIPE).
    private func send(_ chunk: Chunk, to descriptor: Int32) -> Bool {
        switch chunk {
        case .output(let text): StandardConsole.write(text, to: descriptor)
        case .error(let text): StandardConsole.write(text + "\n", to: descriptor)
        }
    }

    /// Starts `/bin/sh -c command` reading a new pipe; `nil` (after one warning) when the
    /// pager's program is not found or cannot start, so the output is printed instead.
    private func launchPager() -> (pid: pid_t, input: Int32)? {
        guard let program = command.split(whereSeparator: { $0 == " " || $0 == "\t" }).first.map(String.init),
              Self.isRunnable(program)
        else {
            warnOnce("\(ProgramName.current): pager \(EchoedValue.quoted(command)) not found; printing long output directly (set PAGER, or --no-pager)")
            return nil
        }
        guard let spawned = SpawnedShell.start(command) else {
            warnOnce("\(ProgramName.current): cannot start the pager \(EchoedValue.quoted(command)); printing long output directly")
            return nil
        }
        return (spawned.pid, spawned.input)
    }

    private func warnOnce(_ message: String) {
        guard !warned else { return }
        warned = true
        // Through the console's error channel: standard error at the prompt, the
        // transcript in tests (never a stray line in a test run's output).
        base.printError(message)
    }

    /// Whether `program` is a path to an executable, or names one on `PATH`.
    private static func isRunnable(_ program: String) -> Bool {
        if program.contains("/") { return access(program, X_OK) == 0 }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").contains { access("\($0)/\(program)", X_OK) == 0 }
    }

    private static func lineCount(_ text: String) -> Int {
        text.utf8.reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
    }
}

extension Console {
    /// Prints text that already ends in line breaks.
    fileprivate func printLines(_ text: String) {
        printLines(Array(text.utf8))
    }
}
