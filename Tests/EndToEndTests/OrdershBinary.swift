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
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return RunResult(
            stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self),
            status: process.terminationStatus
        )
    }
}
