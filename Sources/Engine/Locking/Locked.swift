#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A value that threads share, read and changed only while holding its lock.
///
/// It takes the place of `Synchronization.Mutex`, whose Linux implementation hands a
/// contended lock over inside the kernel (a priority-inheriting futex), where
/// ThreadSanitizer cannot see it: every contended `withLock` was then reported as a data
/// race. This lock is a `pthread_mutex_t`, which ThreadSanitizer follows.
public final class Locked<Value: ~Copyable>: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var value: Value

    /// Makes a lock that holds `initialValue`.
    public init(_ initialValue: consuming sending Value) {
        value = initialValue
        mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` with the value while no other thread holds the lock, and returns what it returns.
    public func withLock<Result: ~Copyable, E: Error>(
        _ body: (inout sending Value) throws(E) -> sending Result
    ) throws(E) -> sending Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}
