import DisplayInterface
import Composition
import Presentation
import Shell
import Foundation
import OrderAppTestSupport
import Testing

/// `set latency` waits through the wait the composition root is given, so a caller
/// (the fuzz target) can shorten it.
@MainActor
@Suite("Latency wait of the session assembly")
struct LatencyWaitTests {
    /// The durations the session asked to wait: the two reads of a load record theirs at
    /// the same time, on two threads.
    ///
    /// An `NSLock`: under `scripts/test --sanitize thread` (once, on a loaded machine) the two
    /// appends inside a `Mutex.withLock` were reported as a race. ThreadSanitizer intercepts
    /// the pthread mutex an `NSLock` locks; the Synchronization module's `Mutex` locks a
    /// futex in code not built for the sanitizer, which gives it no ordering to see.
    final class WaitLog: @unchecked Sendable {
        private let lock = NSLock()
        private var waits: [Duration] = []
        var durations: [Duration] { lock.withLock { waits } }

        func record(_ duration: Duration) {
            lock.withLock { waits.append(duration) }
        }
    }

    @Test("set latency passes its duration to the assembly's wait, once for each of the two reads a list load makes")
    func setLatencyUsesTheGivenWait() async throws {
        let log = WaitLog()
        let assembly = try SessionAssembly(dataFile: nil, environment: .harness) { log.record($0) }
        let console = TranscriptConsole()
        let interpreter = assembly.makeInterpreter(console: console, options: ShellOptions())
        var source = BufferLineSource("load orders\nset latency 5s\nload orders\nshow list.countLabel\n")
        let outcome = await interpreter.runScript(&source, frame: ScriptFrame(file: "latency.osh"))
        #expect(outcome == .finished(failed: false))
        #expect(console.transcript == "25 orders\n")
        #expect(log.durations == [.seconds(5), .seconds(5)])
    }

    @Test("without set latency the wait is never asked for")
    func noLatencyNoWait() async throws {
        let log = WaitLog()
        let assembly = try SessionAssembly(dataFile: nil, environment: .harness) { log.record($0) }
        await assembly.session.list.load()
        #expect(assembly.session.list.countLabel == "25 orders")
        #expect(log.durations.isEmpty)
    }
}
