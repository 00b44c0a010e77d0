import Foundation

/// Writes the lines of a table's shares on a thread of its own while the caller hands on
/// the lines already written, in the shares' order: the writing of one share overlaps the
/// output of those before it, which the caller alone may touch (the console belongs to
/// one actor).
///
/// The threads meet through an `NSCondition` (a pthread mutex and condition, which
/// ThreadSanitizer follows), and at most ``depth`` shares' lines wait to be handed on.
final class LinePipeline: @unchecked Sendable {
    /// How many shares' lines may be written ahead of the one being handed on.
    static let depth = 4

    private let condition = NSCondition()
    /// Guarded by `condition`: how many shares' lines are written.
    private var written = 0
    /// Guarded by `condition`: how many shares' lines are handed on.
    private var handedOn = 0
    /// Read and emptied by the writing thread only, once it starts.
    private var shares: [CapturedRows]
    private let buffers: [LineBytes]

    /// Guarded by `condition`: the caller stopped handing lines on.
    private var isStopped = false
    /// Guarded by `condition`: the writer has written its last share, or stopped.
    private var writerEnded = false
    private let stop: OutputStop?

    /// A pipeline of `shares`, which ends early when `stop` is requested.
    init(shares: [CapturedRows], stop: OutputStop? = nil) {
        self.shares = shares
        self.stop = stop
        buffers = (0..<min(Self.depth, shares.count)).map { _ in LineBytes() }
    }

    /// Writes each share with `write` (into an empty buffer kept from share to share) on a
    /// new thread, and hands each share's lines to `emit` on this one, in order. Each share
    /// is let go once its lines are written. Returns when every share's lines are handed on,
    /// or, once `stop` is requested, as soon as both threads see it.
    func run(write: @escaping @Sendable (CapturedRows, inout [UInt8]) -> Void, emit: ([UInt8]) -> Void) {
        let count = shares.count
        guard count > 0 else { return }
        let writer = Thread { [self] in
            for index in 0..<count {
                wait { index - self.handedOn < self.buffers.count || self.isStopped }
                guard stop?.isRequested != true, !isStoppedNow else { break }
                let share = shares[index]
                shares[index] = CapturedRows(columnCount: 0, largestCopiedCell: 0)
                let buffer = buffers[index % buffers.count]
                buffer.bytes.removeAll(keepingCapacity: true)
                write(share, &buffer.bytes)
                advance { self.written = index + 1 }
            }
            advance { self.writerEnded = true }
        }
        writer.start()
        for index in 0..<count {
            wait { self.written > index || self.writerEnded }
            guard stop?.isRequested != true, isWritten(index) else { break }
            emit(buffers[index % buffers.count].bytes)
            advance { self.handedOn = index + 1 }
        }
        // The writer may wait for a buffer this thread will not hand on.
        advance { self.isStopped = true }
        wait { self.writerEnded }
    }

    /// Whether the caller stopped (read under the lock).
    private var isStoppedNow: Bool {
        condition.lock()
        defer { condition.unlock() }
        return isStopped
    }

    /// Whether the lines of share `index` are written (read under the lock).
    private func isWritten(_ index: Int) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        return written > index
    }

    /// Blocks until `isReady` holds (read under the lock).
    private func wait(until isReady: () -> Bool) {
        condition.lock()
        while !isReady() { condition.wait() }
        condition.unlock()
    }

    /// Changes the counts under the lock and wakes the other thread.
    private func advance(_ change: () -> Void) {
        condition.lock()
        change()
        condition.broadcast()
        condition.unlock()
    }
}

/// The lines of one share, kept from share to share: a fresh buffer for every share was
/// fresh pages for the kernel to fault in and clear.
final class LineBytes: @unchecked Sendable {
    var bytes: [UInt8] = []
}
