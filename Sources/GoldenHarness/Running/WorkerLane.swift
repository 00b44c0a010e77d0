import Foundation

/// A lane in a helper process: the same `ordersh` binary run as `ordersh test --worker`,
/// which runs each case it is sent in-process and answers with its ``CaseRun``.
///
/// Helper processes exist because every session's ViewModels are `@MainActor`, as
/// SwiftUI's are, and a process has one main actor: cases in one process take turns,
/// cases in two processes run at the same time on two cores.
final class WorkerLane: @unchecked Sendable {
    // Touched only on `queue`, one request at a time.
    private let process: Process
    private let input: FileHandle
    private var reader: LineReader
    private let queue = DispatchQueue(label: "ordersh.golden.worker")
    private var isDead = false

    /// Starts `executable test --worker`; `nil` when it cannot start.
    init?(executable: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["test", WorkerService.flag]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        do {
            try process.run()
        } catch {
            return nil
        }
        self.process = process
        self.input = input.fileHandleForWriting
        reader = LineReader(descriptor: output.fileHandleForReading.fileDescriptor)
    }

    /// Runs `goldenCase` in the helper; `nil` when the helper has stopped.
    func run(_ goldenCase: GoldenCase) async -> CaseRun? {
        await withCheckedContinuation { continuation in
            queue.async {
                continuation.resume(returning: self.exchange(goldenCase))
            }
        }
    }

    /// Ends the helper: it exits when its input closes.
    func finish() {
        queue.sync {
            try? input.close()
            process.waitUntilExit()
        }
    }

    private func exchange(_ goldenCase: GoldenCase) -> CaseRun? {
        guard !isDead else { return nil }
        do {
            var request = try JSONEncoder().encode(goldenCase)
            request.append(UInt8(ascii: "\n"))
            try input.write(contentsOf: request)
            guard let line = reader.nextLine() else { throw CocoaError(.fileReadUnknown) }
            return try JSONDecoder().decode(CaseRun.self, from: Data(line))
        } catch {
            isDead = true
            return nil
        }
    }
}

/// Whole lines from a file descriptor, of any length.
struct LineReader {
    private let descriptor: Int32
    private var buffer: [UInt8] = []

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// The next line without its newline; `nil` at the end of input.
    mutating func nextLine() -> [UInt8]? {
        var scanned = 0
        while true {
            if let newline = buffer[scanned...].firstIndex(of: UInt8(ascii: "\n")) {
                let line = Array(buffer[..<newline])
                buffer.removeFirst(newline + 1)
                return line
            }
            scanned = buffer.count
            var chunk = [UInt8](repeating: 0, count: 65_536)
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return nil }
            buffer.append(contentsOf: chunk[..<count])
        }
    }
}
