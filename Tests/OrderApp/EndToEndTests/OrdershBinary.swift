import Foundation

/// What one run of the built `ordersh` printed and how it ended.
struct RunResult: Equatable {
    var stdout: String
    var stderr: String
    var status: Int32
}

/// Runs the `ordersh` binary that `swift test` built beside the test bundle.
enum OrdershBinary {
    /// The golden harness environment (domain.md §4), as options.
    static let fixed = ["--now", "2026-11-22T12:00:00Z", "--timezone", "UTC", "--locale", "en_US"]

    static var url: URL {
        let testBinary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        return testBinary.deletingLastPathComponent().appendingPathComponent("ordersh")
    }

    /// Runs `ordersh arguments`, with `input` on stdin (none: /dev/null), in `directory`.
    static func run(
        _ arguments: [String],
        input: String? = nil,
        directory: String? = nil,
        environment: [String: String] = [:]
    ) throws -> RunResult {
        try run(executable: url, arguments, input: input, directory: directory, environment: environment)
    }

    /// Runs `command` with bash, with the folder of `ordersh` first on PATH.
    static func bash(_ command: String, directory: String? = nil) throws -> RunResult {
        let path = url.deletingLastPathComponent().path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        return try run(
            executable: URL(fileURLWithPath: "/bin/bash"), ["-c", command], input: nil, directory: directory,
            environment: ["PATH": path])
    }

    static func run(
        executable: URL,
        _ arguments: [String],
        input: String?,
        directory: String?,
        environment: [String: String]
    ) throws -> RunResult {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        var processEnvironment = ProcessInfo.processInfo.environment
        processEnvironment["ORDERSH_HISTORY"] = ""
        processEnvironment.merge(environment) { $1 }
        process.environment = processEnvironment
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let inputPipe = Pipe()
        process.standardInput = input == nil ? FileHandle.nullDevice : inputPipe
        try process.run()
        if let input {
            inputPipe.fileHandleForWriting.write(Data(input.utf8))
            try inputPipe.fileHandleForWriting.close()
        }
        // Both pipes are drained at once: a child that fills one (a sanitizer's report on
        // stderr is easily past a pipe's 64 KiB) while the other is read would never end.
        let errors = PipeDrain(err.fileHandleForReading)
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = errors.wait()
        process.waitUntilExit()
        return RunResult(
            stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self),
            status: process.terminationStatus
        )
    }
}

/// Reads a pipe to its end on a thread of its own.
final class PipeDrain: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    // Written by the reading thread before it signals `done`, read only after waiting on it.
    private var data = Data()

    init(_ handle: FileHandle) {
        let thread = Thread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
        thread.start()
    }

    /// Everything the pipe held, once its writers closed it.
    func wait() -> Data {
        done.wait()
        return data
    }
}
