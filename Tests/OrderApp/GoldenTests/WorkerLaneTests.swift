import SystemPackage
import Foundation
@testable import GoldenHarness
import Locking
import Testing

/// A lane whose helper processes stop: each case they were running fails with how they
/// stopped, and the lane goes on with a new helper, whenever the helper stops.
@Suite("Helper lanes")
struct WorkerLaneTests {
    /// An executable script `body` in a new folder, run as `script test --worker`.
    static func helper(_ body: String) throws -> (script: String, folder: URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lane-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let script = folder.appendingPathComponent("helper").path
        // Written through a descriptor that no process started meanwhile by another test
        // inherits: one that held it open made exec fail with ETXTBSY ("text file busy").
        let descriptor = open(script, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o755)
        guard descriptor >= 0 else { throw CocoaError(.fileWriteNoPermission) }
        let text = Array("#!/bin/sh\n\(body)\n".utf8)
        let written = text.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
        guard written == text.count else { throw CocoaError(.fileWriteUnknown) }
        return (script, folder)
    }

    /// Every case of `count` run through one lane over `script`: what each was delivered.
    static func runs(_ script: String, count: Int) async throws -> [Int: CaseRun] {
        // As ordersh's main does: a write to a helper that stopped fails with EPIPE instead
        // of killing this process.
        signal(SIGPIPE, SIG_IGN)
        // A process another test forks between this file's write and its exec can still
        // hold it for that instant (ETXTBSY): starting is tried again, briefly.
        var started = WorkerLane(executable: script)
        for _ in 0..<20 where started == nil {
            try await Task.sleep(for: .milliseconds(50))
            started = WorkerLane(executable: script)
        }
        let lane = try #require(started)
        let cases = (0..<count).map { GoldenCase(name: "case\($0)", scriptPath: FilePath("/nonexistent/case\($0).osh")) }
        let queue = Locked(0)
        let delivered = Locked([Int: CaseRun]())
        let left = await lane.run(
            cases, next: { queue.withLock { next in next < count ? { defer { next += 1 }; return next }() : nil } },
            timeout: .seconds(5), coverage: false
        ) { index, run in delivered.withLock { $0[index] = run } }
        lane.finish()
        #expect(left.isEmpty)
        return delivered.withLock { $0 }
    }

    @Test("a helper that stops fails each case it was running with how it stopped, and the lane goes on with a new one",
          arguments: [
              // Stops at once: the lane may be writing its first request then, or reading.
              ("exit 3", "exit status 3"),
              // Reads one request, then kills itself: the lane may be writing the next one then.
              ("read line; kill -9 $$", "killed by signal 9"),
          ])
    func stoppingHelper(body: String, stopped: String) async throws {
        let (script, folder) = try Self.helper(body)
        defer { try? FileManager.default.removeItem(at: folder) }
        let runs = try await Self.runs(script, count: 4)
        #expect(runs.count == 4)
        for index in 0..<4 {
            #expect(runs[index]?.outcome == .broken(reason: "its helper process stopped (\(stopped))"), "case \(index)")
        }
    }
}
