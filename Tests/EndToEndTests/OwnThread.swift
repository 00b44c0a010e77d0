import Foundation
import Testing

/// Runs each test of a suite on a thread of its own.
///
/// These tests wait: for a child `ordersh`, for a time-out, for a lock another process
/// holds. Swift Testing runs test bodies on Swift concurrency's shared pool, which has
/// one thread per core, so a test that waits there leaves a core idle (on two cores the
/// end-to-end suites kept one idle for about 20 s). On a thread of its own, a test waits
/// without holding back the others.
struct OwnThread: TestTrait, SuiteTrait, TestScoping {
    var isRecursive: Bool { true }

    func scopeProvider(for test: Test, testCase: Test.Case?) -> OwnThread? {
        testCase == nil ? nil : self
    }

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        try await withTaskExecutorPreference(ThreadPerJobExecutor.shared) {
            try await function()
        }
    }
}

extension Trait where Self == OwnThread {
    /// Each test runs on a thread of its own, not on the shared pool (see `OwnThread`).
    static var ownThread: OwnThread { OwnThread() }
}

/// A task executor that starts a thread for each job it is given.
///
/// A synchronous test body is one job, so each test gets one thread for as long as it
/// runs; the few jobs of an asynchronous one each get theirs.
final class ThreadPerJobExecutor: TaskExecutor {
    static let shared = ThreadPerJobExecutor()

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        let thread = Thread { job.runSynchronously(on: executor) }
        thread.stackSize = 8 << 20
        thread.start()
    }
}
