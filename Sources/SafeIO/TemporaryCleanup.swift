import Foundation

/// Removes a temporary file being written (and SQLite's journal beside it) when SIGINT,
/// SIGTERM, SIGHUP or SIGQUIT ends the program while it is written, then
/// lets the signal end the program as it would have. The paths are C strings made before
/// the handler can run, so the handler calls nothing but `unlink`, `sigaction` and `raise`.
enum TemporaryCleanup {
    /// The signals that end a transfer early and that the program can catch.
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    /// The files the handler removes: the temporary file and its SQLite sidecars.
    static let suffixes = ["", "-journal", "-wal", "-shm"]

    /// Slots read by the handler, one path each (`nil`: nothing to remove).
    fileprivate nonisolated(unsafe) static let slots: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = {
        let slots = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: suffixes.count)
        slots.initialize(repeating: nil, count: suffixes.count)
        return slots
    }()

    private nonisolated(unsafe) static var previous: [Int32: sigaction] = [:]
    private static let lock = NSLock()

    /// From now until ``disarm()``, a catchable end of the program removes `path`.
    static func arm(_ path: [UInt8]) {
        lock.lock()
        defer { lock.unlock() }
        disarmLocked()
        for (index, suffix) in suffixes.enumerated() {
            let name = path + Array(suffix.utf8)
            let copy = UnsafeMutablePointer<CChar>.allocate(capacity: name.count + 1)
            for (offset, byte) in name.enumerated() { copy[offset] = CChar(bitPattern: byte) }
            copy[name.count] = 0
            slots[index] = copy
        }
        for signal in signals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = handle
            sigemptyset(&action.sa_mask)
            var old = sigaction()
            sigaction(signal, &action, &old)
            previous[signal] = old
        }
    }

    /// The handlers the program had before ``arm(_:)`` are back, and no path is kept.
    static func disarm() {
        lock.lock()
        defer { lock.unlock() }
        disarmLocked()
    }

    private static func disarmLocked() {
        for (signal, old) in previous {
            var old = old
            sigaction(signal, &old, nil)
        }
        previous = [:]
        for index in suffixes.indices {
            let path = slots[index]
            slots[index] = nil
            path?.deallocate()
        }
    }
}

/// The handler: removes the armed files, then ends the program by the same signal.
private func handle(_ signal: Int32) {
    // A literal count: nothing here may allocate or retain.
    for index in 0..<4 {
        if let path = TemporaryCleanup.slots[index] { unlink(path) }
    }
    var action = sigaction()
    action.__sigaction_handler.sa_handler = SIG_DFL
    sigemptyset(&action.sa_mask)
    sigaction(signal, &action, nil)
    raise(signal)
}
