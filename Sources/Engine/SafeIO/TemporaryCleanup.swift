import CSignalCleanup

/// Removes a temporary file being written (and SQLite's journal beside it) when SIGINT,
/// SIGTERM, SIGHUP or SIGQUIT arrives while it is written, and otherwise leaves the signal
/// to do what it did before: a signal the program ignored is still ignored (the write goes
/// on: `nohup ordersh import …` survives a hangup), one it handled goes to its handler
/// after the files are removed (the line editor's puts the terminal back and exits with
/// 128 + the signal; its Ctrl-C cancels the command), and any other ends the program by
/// that signal. The handler is C (`CSignalCleanup`): a Swift one could wait forever on the
/// runtime's metadata lock, held by the frame the signal interrupted.
enum TemporaryCleanup {
    /// The files the handler removes: the temporary file and its SQLite sidecars.
    static let suffixes = ["", "-journal", "-wal", "-shm"]

    /// From now until ``disarm()``, a signal that ends the program removes `path` and its
    /// sidecars. A path too long to open (`PATH_MAX`) is not armed.
    static func arm(_ path: [UInt8]) {
        var flat: [CChar] = []
        var starts: [Int] = []
        for suffix in suffixes {
            starts.append(flat.count)
            flat += path.map { CChar(bitPattern: $0) }
            flat += suffix.utf8.map { CChar(bitPattern: $0) }
            flat.append(0)
        }
        flat.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            let paths: [UnsafePointer<CChar>?] = starts.map { base + $0 }
            _ = paths.withUnsafeBufferPointer { ordersh_cleanup_arm($0.baseAddress, Int32($0.count)) }
        }
    }

    /// The dispositions the program had before ``arm(_:)`` are back, and no path is kept.
    static func disarm() {
        ordersh_cleanup_disarm()
    }

    /// What the handler does after a signal, given what the program did with it before.
    enum Course: Equatable {
        /// It was ignored: no handler is installed, the files stay and the write goes on.
        case ignore
        /// It had a handler: the files go, then that handler runs.
        case callPrevious
        /// It ended the program: the files go, then the signal ends it by default.
        case endByDefault
    }

    /// The course the handler takes for an earlier disposition (the C handler's own rule).
    static func course(after earlier: sigaction) -> Course {
        var earlier = earlier
        switch ordersh_cleanup_course_for(&earlier) {
        case ordersh_cleanup_ignore: return .ignore
        case ordersh_cleanup_call_previous: return .callPrevious
        default: return .endByDefault
        }
    }
}
