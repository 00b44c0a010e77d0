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

/// A task executor that starts a thread for each job it is given, and lets a few of
/// them run at once.
///
/// A synchronous test body is one job, so each test gets one thread for as long as it
/// runs; the few jobs of an asynchronous one each get theirs. At most `running` jobs run
/// at a time, the others wait for a slot: each test starts processes, and with all of
/// them at once a sanitized build's tests time out waiting for their children.
final class ThreadPerJobExecutor: TaskExecutor {
    static let shared = ThreadPerJobExecutor()

    /// Twice the cores: a test mostly waits for its child, which needs a core.
    static let running = 2 * ProcessInfo.processInfo.activeProcessorCount

    private let slots = DispatchSemaphore(value: running)

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        let thread = Thread { [slots] in
            slots.wait()
            job.runSynchronously(on: executor)
            slots.signal()
        }
        thread.stackSize = 8 << 20
        thread.start()
    }
}
