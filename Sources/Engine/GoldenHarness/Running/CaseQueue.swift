import Locking

/// The cases not yet started; every lane takes the next one when it is free, so a slow
/// case never holds up the others.
final class CaseQueue: Sendable {
    private let next = Locked(0)
    let count: Int

    init(count: Int) {
        self.count = count
    }

    /// The index of the next case to run, or `nil` when all have started.
    func take() -> Int? {
        next.withLock { next in
            guard next < count else { return nil }
            defer { next += 1 }
            return next
        }
    }
}
