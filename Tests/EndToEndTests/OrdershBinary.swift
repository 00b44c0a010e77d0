import Foundation

/// What one run of the built `ordersh` printed and how it ended.
struct RunResult: Equatable {
    var stdout: String
    var stderr: String
    var status: Int32
}

/// Runs the `ordersh` binary that `swift test` built beside the test bundle.
enum OrdershBinary {
    static var url: URL {
        let testBinary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        return testBinary.deletingLastPathComponent().appendingPathComponent("ordersh")
    }

    static func run(_ arguments: [String]) throws -> RunResult {
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
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
