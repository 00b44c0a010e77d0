import Dispatch

/// The executor of a repository actor: its jobs run on a serial dispatch queue of its
/// own, not on Swift's cooperative pool. A load decodes a file or reads a store
/// synchronously for up to seconds (and waits for its second half); on the pool, with as
/// many threads as cores, two such reads left every other task of the process waiting,
/// and a millisecond command beside them timed out on a busy machine. The task's
/// context, cancellation included, is kept.
final class ReadingExecutor: SerialExecutor {
    private let queue: DispatchQueue

    init(label: String) {
        queue = DispatchQueue(label: label, qos: .userInitiated)
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        queue.async { job.runSynchronously(on: self.asUnownedSerialExecutor()) }
    }

    func asUnownedSerialExecutor() -> UnownedSerialExecutor {
        UnownedSerialExecutor(ordinary: self)
    }
}
