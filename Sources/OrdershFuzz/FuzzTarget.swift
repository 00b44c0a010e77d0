import Foundation

/// The fuzz targets of `scripts/fuzz`: bytes in, ordersh code run, its own invariants
/// checked. A broken invariant traps, which libFuzzer reports as a crash with the input
/// that caused it. The regression tests run every input of `Fixtures/fuzz/TARGET/`
/// through the same code.
public enum FuzzTarget: String, CaseIterable, Sendable {
    /// Bytes → lexer → parser → interpreter, as a script in a fresh session with the
    /// embedded data; each input may run for at most a second.
    case script
    /// Bytes → the data-file reader (a JSON data file, or a store by its header), read
    /// from a file and, for JSON, from memory too: both must agree.
    case data
    /// Two transcripts (split at the first NUL byte) → the harness's diff.
    case diff
    /// Bytes → the SQLite store reader, whole and for one month.
    case store

    /// Runs one input on the main thread, as libFuzzer calls it: the `script` target's
    /// main-actor work runs while this thread serves the main queue until it is done.
    public func runOnMainThread(_ bytes: [UInt8]) {
        switch self {
        case .script: Blocking.serveMainQueue { await ScriptFuzz.run(bytes) }
        case .data: Blocking.wait { await DataFuzz.run(bytes) }
        case .diff: DiffFuzz.run(bytes)
        case .store: Blocking.wait { await StoreFuzz.run(bytes) }
        }
    }

    /// Runs one input from async code (the regression tests).
    public func run(_ bytes: [UInt8]) async {
        switch self {
        case .script: await ScriptFuzz.run(bytes)
        case .data: await DataFuzz.run(bytes)
        case .diff: DiffFuzz.run(bytes)
        case .store: await StoreFuzz.run(bytes)
        }
    }
}

/// Waits on this thread for async work.
enum Blocking {
    /// Runs `body` on the main actor while this thread, the main one, serves the main
    /// queue (through the run loop) until `body` ends.
    static func serveMainQueue(_ body: @escaping @MainActor @Sendable () async -> Void) {
        let finished = Finished()
        Task { @MainActor in
            await body()
            finished.set()
        }
        while !finished.isSet {
            _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
        }
    }

    /// A flag set from the main actor and read by the loop above.
    private final class Finished: @unchecked Sendable {
        private let lock = NSLock()
        private var value = false
        var isSet: Bool { lock.withLock { value } }
        func set() { lock.withLock { value = true } }
    }

    static func wait(_ body: @escaping @Sendable () async -> Void) {
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            await body()
            done.signal()
        }
        done.wait()
    }
}

/// A private scratch folder for the targets that need files, made once per process.
enum Scratch {
    static let folder: String = {
        let path = NSTemporaryDirectory() + "ordersh-fuzz-\(getpid())"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }()

    /// Writes `bytes` to `name` in the scratch folder and returns its path.
    static func write(_ bytes: [UInt8], as name: String) -> String {
        let path = folder + "/" + name
        _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
        return path
    }
}

/// Fails the run with `message` when `condition` does not hold: libFuzzer saves the input.
func invariant(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError("fuzz invariant broken: " + message()) }
}
