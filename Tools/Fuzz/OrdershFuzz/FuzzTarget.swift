import Foundation
import SafeIO

/// The fuzz targets of `scripts/fuzz`: bytes in, ordersh code run, its own invariants
/// checked. A broken invariant traps, which libFuzzer reports as a crash with the input
/// that caused it. The regression tests run every input of `Fixtures/fuzz/TARGET/`
/// through the same code.
public enum FuzzTarget: String, CaseIterable, Sendable {
    /// Bytes → lexer → parser → interpreter, as a script in a fresh session with the
    /// embedded data; each input may run for at most a second.
    case script
    /// Bytes → the data-file reader (a JSON data file, or a store by its header), read
    /// twice from one file by two fresh repositories: both reads must agree.
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

    /// Removes the scratch folder the targets write their files in; the driver calls it at exit.
    public static func removeScratchFiles() {
        try? FileManager.default.removeItem(atPath: Scratch.folder)
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
        // Each pass returns once it has run main-queue work. With no time limit the run loop
        // makes no timer: a timer made for a pass was freed after the input returned, so
        // every input looked like a leak to libFuzzer, which then stopped checking.
        while !finished.isSet {
            _ = RunLoop.main.run(mode: .default, before: .distantFuture)
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

/// A private scratch folder for the targets that need files, made once per process: in
/// memory (/dev/shm) when the machine has one, so no input waits for a disk.
enum Scratch {
    static let folder: String = {
        let base = access("/dev/shm", W_OK) == 0 ? "/dev/shm/" : NSTemporaryDirectory()
        let path = base + "ordersh-fuzz-\(getpid())"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }()

    /// Writes `bytes` to `name` in the scratch folder and returns its path. It writes in
    /// place, without the atomic rename and fsync of `FileManager.createFile`, which cost
    /// more than reading a small input: nothing else reads the file meanwhile.
    static func write(_ bytes: [UInt8], as name: String) -> String {
        let path = folder + "/" + name
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        invariant(descriptor >= 0, "cannot write the scratch file \(path)")
        defer { close(descriptor) }
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { SystemCall.write(descriptor, $0.baseAddress, $0.count) }
            invariant(count > 0, "cannot write the scratch file \(path)")
            written += count
        }
        return path
    }
}

/// Fails the run with `message` when `condition` does not hold: libFuzzer saves the input.
func invariant(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError("fuzz invariant broken: " + message()) }
}
