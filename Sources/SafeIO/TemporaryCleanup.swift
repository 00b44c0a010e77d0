import Foundation

/// Removes a temporary file being written (and SQLite's journal beside it) when SIGINT,
/// SIGTERM, SIGHUP or SIGQUIT ends the program while it is written, and otherwise leaves
/// the signal to do what it did before: a signal the program ignored is still ignored
/// (the write goes on: `nohup ordersh import …` survives a hangup), one it handled goes to
/// its handler after the files are removed (the line editor's puts the terminal back and
/// exits with 128 + the signal; its Ctrl-C cancels the command), and any other ends the
/// program by that signal. The paths are C strings and the earlier dispositions are kept
/// in memory made before the handler can run, so the handler calls nothing but `unlink`,
/// `sigaction`, `raise` and the earlier handler.
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

    /// The dispositions before ``arm(_:)``, one for each of ``signals`` in order; read by
    /// the handler, put back by ``disarm()``.
    fileprivate nonisolated(unsafe) static let previous: UnsafeMutablePointer<sigaction> = {
        let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: signals.count)
        previous.initialize(repeating: sigaction(), count: signals.count)
        return previous
    }()

    private nonisolated(unsafe) static var armed = false
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
        for (index, signal) in signals.enumerated() {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = handle
            sigemptyset(&action.sa_mask)
            // The earlier disposition is written before the call returns, so before the
            // handler can read it.
            sigaction(signal, &action, previous + index)
        }
        armed = true
    }

    /// The handlers the program had before ``arm(_:)`` are back, and no path is kept.
    static func disarm() {
        lock.lock()
        defer { lock.unlock() }
        disarmLocked()
    }

    private static func disarmLocked() {
        if armed {
            for (index, signal) in signals.enumerated() { sigaction(signal, previous + index, nil) }
            armed = false
        }
        for index in suffixes.indices {
            let path = slots[index]
            slots[index] = nil
            path?.deallocate()
        }
    }

    /// What the handler does after a signal, given what the program did with it before.
    enum Course: Equatable {
        /// It was ignored: the files stay and the write goes on.
        case ignore
        /// It had a handler: the files go, then the handler runs.
        case callPrevious
        /// It ended the program: the files go, then the signal ends it again by default.
        case endByDefault
    }

    /// The course for an earlier disposition: its handler's bits (`SIG_DFL` 0, `SIG_IGN` 1,
    /// else a function) and its flags (a three-argument `SA_SIGINFO` handler is not called
    /// without the information it reads, so the program ends by default instead).
    static func course(handlerBits: Int, flags: Int32) -> Course {
        if flags & SA_SIGINFO != 0 { return .endByDefault }
        switch handlerBits {
        case 0: return .endByDefault
        case 1: return .ignore
        default: return .callPrevious
        }
    }

    /// The position of `signal` in ``signals``, without allocating (the handler calls it).
    fileprivate static func position(of signal: Int32) -> Int? {
        switch signal {
        case SIGINT: 0
        case SIGTERM: 1
        case SIGHUP: 2
        case SIGQUIT: 3
        default: nil
        }
    }
}

/// The handler: removes the armed files unless the signal was ignored, then does what the
/// program did with the signal before (``TemporaryCleanup/course(handlerBits:flags:)``).
private func handle(_ signal: Int32) {
    var earlier: sigaction?
    if let position = TemporaryCleanup.position(of: signal) { earlier = TemporaryCleanup.previous[position] }
    let bits = earlier.map { unsafeBitCast($0.__sigaction_handler.sa_handler, to: Int.self) } ?? 0
    let course = TemporaryCleanup.course(handlerBits: bits, flags: earlier?.sa_flags ?? 0)
    if course == .ignore { return }
    // A literal count: nothing here may allocate or retain.
    for index in 0..<4 {
        if let path = TemporaryCleanup.slots[index] { unlink(path) }
    }
    if course == .callPrevious, let handler = earlier?.__sigaction_handler.sa_handler {
        handler(signal)
        return
    }
    var action = sigaction()
    action.__sigaction_handler.sa_handler = SIG_DFL
    sigemptyset(&action.sa_mask)
    sigaction(signal, &action, nil)
    raise(signal)
}
