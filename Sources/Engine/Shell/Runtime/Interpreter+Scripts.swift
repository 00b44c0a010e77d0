import Foundation
import DisplayInterface
import SafeIO
import SystemPackage

/// How a run of several commands ended.
public enum ScriptOutcome: Sendable, Hashable {
    /// Every line ran; `failed` when some command failed (with `--keep-going`).
    case finished(failed: Bool)
    /// A command failed and the script stopped there.
    case stopped
    /// `quit` or `exit`.
    case quit(failed: Bool)
    /// Standard output was closed; the run ended quietly.
    case outputClosed

    /// The process exit status (shell.md §1): 0 when every command succeeded, else 1.
    public var exitStatus: Int32 {
        switch self {
        case .finished(let failed), .quit(let failed): failed ? 1 : 0
        case .stopped: 1
        case .outputClosed: 0
        }
    }
}

extension Interpreter {
    /// Runs every line of `source` in this session. A script stops at its first failing
    /// command unless ``ShellOptions/keepGoing``.
    public func runScript(_ source: inout some LineSource, frame: ScriptFrame) async -> ScriptOutcome {
        switch await runLines(&source, frame: frame) {
        case .ended(let outcome): outcome
        // Only a sourced file is stopped by Ctrl-C between its commands.
        case .interrupted: .stopped
        }
    }

    /// How the lines of a file ended: as ``ScriptOutcome`` says, or, for a sourced file,
    /// stopped by Ctrl-C before its next command.
    enum LinesEnd {
        case ended(ScriptOutcome)
        case interrupted
    }

    /// Runs every line of `source`, as ``runScript(_:frame:)`` does, for it and for `source`.
    func runLines(_ source: inout some LineSource, frame: ScriptFrame) async -> LinesEnd {
        var lexer = Lexer(file: frame.file, arguments: frame.arguments)
        var number = 0
        var failed = false
        while let raw = source.nextLine() {
            number += 1
            let commands: [LexedCommand]
            do {
                let text = try LineDecoder.decode(raw, line: number, file: frame.file, isFirstLine: number == 1)
                commands = try lexer.lex(text, number: number)
            } catch {
                if let location = error.location { console.beginCommand(onLine: frame.outermostLine(of: location)) }
                report(error, in: frame)
                failed = true
                if options.keepGoing { continue }
                return .ended(.stopped)
            }
            for command in commands {
                if isStopped { return .ended(.stopped) }
                // A sourced file runs in `source`'s task: Ctrl-C, which cancels that task,
                // stops the file before its next command.
                if !frame.includedFrom.isEmpty, Task.isCancelled { return .interrupted }
                switch await run(command, in: frame) {
                case .success: break
                case .failure:
                    failed = true
                    if !options.keepGoing { return .ended(console.isClosed ? .outputClosed : .stopped) }
                case .quit: return .ended(.quit(failed: failed))
                }
                if console.isClosed { return .ended(.outputClosed) }
            }
        }
        if let last = lexer.finish() {
            if !frame.includedFrom.isEmpty, Task.isCancelled { return .interrupted }
            switch await run(last, in: frame) {
            case .success: break
            case .failure: failed = true
            case .quit: return .ended(.quit(failed: failed))
            }
        }
        return .ended(console.isClosed ? .outputClosed : .finished(failed: failed))
    }

    /// How many scripts `source` may have open at once (the outermost included): each
    /// level holds a frame and a file, so ten thousand took gigabytes and more trapped.
    static let deepestSource = 100

    /// `source FILE`: runs the file in this session; its errors name it and this line.
    func source(_ file: Word, from frame: ScriptFrame, at location: SourceLocation) async throws(ShellError) -> CommandOutcome {
        let path = frame.resolve(file.text)
        let standardized = ScriptFrame.standardized(path)
        if frame.openScripts.count >= Self.deepestSource {
            throw ShellError(
                "source nested deeper than \(Self.deepestSource) files (is a script sourcing a chain of others?)", at: file.location)
        }
        if frame.openScripts.contains(standardized) {
            let chain = (frame.openScripts + [standardized]).map { EchoedValue.path($0.nameBytes) }
            throw ShellError("source cycle: \(chain.joined(separator: " → "))", at: file.location)
        }
        let descriptor = try ScriptFile.open(path, shownAs: frame.display(path), at: file.location)
        defer { close(descriptor) }
        var lines = DescriptorLineSource(descriptor: descriptor)
        switch await runLines(&lines, frame: frame.including(path, at: location)) {
        case .ended(.finished(false)), .ended(.outputClosed): return .success
        case .ended(.finished(true)), .ended(.stopped): return .failure
        case .ended(.quit): return .quit
        case .interrupted: throw ShellError("interrupted", at: location)
        }
    }
}

/// Reads script files with errors the shell can print.
public enum ScriptFile {
    /// Opens the script at `path` for reading line by line (a long script is never held
    /// whole). Only a regular file is a script: a FIFO would read as empty (or block), a
    /// device such as `/dev/zero` never ends. Close the descriptor when done.
    public static func open(_ path: FilePath, shownAs name: String? = nil, at location: SourceLocation?) throws(ShellError) -> Int32 {
        let name = name ?? EchoedValue.path(path.bytes)
        let descriptor = path.withPlatformString { SystemCall.open($0, O_RDONLY | O_CLOEXEC | O_NONBLOCK) }
        guard descriptor >= 0 else {
            let reason = switch errno {
            case ENOENT, ENOTDIR: "no such file"
            case EACCES: "permission denied"
            default: String(cString: strerror(errno))
            }
            throw ShellError("cannot read '\(EchoedValue.echoedPath(name))': \(reason)", at: location)
        }
        var status = stat()
        let notRegular = fstat(descriptor, &status) == 0 ? FileTarget.kindIfNotRegular(status.st_mode) : "is not a regular file"
        if let kind = notRegular {
            close(descriptor)
            throw ShellError("cannot read '\(EchoedValue.echoedPath(name))': it \(kind)\(kind == "is a directory" ? "" : ", not a script file")", at: location)
        }
        // Non-blocking only to open a FIFO without a writer; reads wait as usual.
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        return descriptor
    }

    /// The bytes of the file at `path`, read whole (a golden case, for its directives);
    /// errors are those of ``open(_:shownAs:at:)``.
    public static func read(_ path: FilePath, shownAs name: String? = nil, at location: SourceLocation?) throws(ShellError) -> [UInt8] {
        let descriptor = try open(path, shownAs: name, at: location)
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { SystemCall.read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                bytes += chunk[..<count]
            } else if count < 0, errno == EINTR {
                continue
            } else if count < 0 {
                throw ShellError("cannot read '\(EchoedValue.echoedPath(name ?? EchoedValue.path(path.bytes)))': \(String(cString: strerror(errno)))", at: location)
            } else {
                return bytes
            }
        }
    }
}
