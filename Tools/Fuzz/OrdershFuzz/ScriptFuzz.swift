import SystemPackage
import Composition
import DisplayInterface
import Presentation
import Shell

/// `script`: the bytes run as a script in a fresh session, as `ordersh test` runs a case
/// (harness environment, embedded data, --keep-going so every line runs), stopped after a
/// second. Relative paths resolve in the scratch folder. After it, once the script is
/// stopped and its loads have ended, no ViewModel is still loading, and the session and
/// its interpreter are freed: nothing the input started still holds them.
///
/// `set latency` waits at most ``longestLatency``: a load still starts, stays in flight past
/// the next lines and can be cancelled, but an input with `set latency 5s` no longer
/// spends the whole watchdog second asleep.
@MainActor enum ScriptFuzz {
    static let longestLatency = Duration.microseconds(200)

    /// Stops an input after a second; one for the process, so no input allocates a timer.
    private static let watchdog = Watchdog(limit: .seconds(1))

    static func run(_ bytes: [UInt8]) async {
        let departed = Departed()
        Plant.leakIfPlanted()
        await run(bytes, noting: departed)
        // A retain cycle or a task that outlives its input would keep them. LeakSanitizer
        // sees only the cycle (a pending task still reaches what it holds), and names an
        // allocation where this names the object.
        invariant(departed.session == nil, "the session outlived its input")
        invariant(departed.interpreter == nil, "the interpreter outlived its input")
    }

    /// Weak references to one input's session and interpreter.
    private final class Departed {
        weak var session: DisplaySession?
        weak var interpreter: Interpreter?
    }

    private static func run(_ bytes: [UInt8], noting departed: Departed) async {
        let wait: @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: min($0, longestLatency)) }
        guard let assembly = try? SessionAssembly(dataFile: nil, environment: .harness, latencyWait: wait) else {
            fatalError("the embedded data set no longer makes a session")
        }
        let interpreter = assembly.makeInterpreter(
            console: TranscriptConsole(), options: ShellOptions(keepGoing: true, writesRecordings: false))
        watchdog.arm { [weak interpreter] in interpreter?.stop() }
        departed.session = assembly.session
        departed.interpreter = interpreter
        var source = BufferLineSource(bytes)
        _ = await interpreter.runScript(&source, frame: ScriptFrame(file: "fuzz.osh", directory: FilePath(Scratch.folder)))
        // The armed action, which holds the interpreter weakly, is freed before the input ends.
        watchdog.disarm()
        // Loads started with & and never waited for are cancelled, and end, before the
        // next input: nothing of this session may outlive it.
        interpreter.stop()
        await interpreter.settle()
        for viewModel in assembly.session.viewModels {
            invariant(viewModel.displayProperty(named: "isLoading")?.value == .bool(false), "\(viewModel.displayName) still loading after its loads ended")
        }
    }
}
