@testable import OrdershFuzz
import Testing

/// The `script` target's watchdog: an armed action runs once the limit passes, and a
/// disarmed or replaced one never does.
@MainActor @Suite("Fuzz watchdog", .timeLimit(.minutes(10)))
struct WatchdogTests {
    /// The actions called so far, by name.
    @MainActor final class Calls {
        var names: [String] = []
    }

    /// Arms `watchdog` with an action that records `name`, and returns once it has run.
    func armAndWait(_ watchdog: Watchdog, recording name: String, in calls: Calls) async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            watchdog.arm {
                calls.names.append(name)
                done.resume()
            }
        }
    }

    @Test("an armed action runs once the limit has passed")
    func fires() async {
        let watchdog = Watchdog(limit: .milliseconds(20))
        let calls = Calls()
        await armAndWait(watchdog, recording: "armed", in: calls)
        #expect(calls.names == ["armed"])
    }

    @Test("a disarmed action does not run, though its limit has long passed")
    func disarmed() async {
        let watchdog = Watchdog(limit: .milliseconds(20))
        let later = Watchdog(limit: .milliseconds(200))
        let calls = Calls()
        watchdog.arm { calls.names.append("disarmed") }
        watchdog.disarm()
        await armAndWait(later, recording: "ten times the limit later", in: calls)
        #expect(calls.names == ["ten times the limit later"])
    }

    @Test("arming again replaces the action")
    func replaced() async {
        let watchdog = Watchdog(limit: .milliseconds(20))
        let calls = Calls()
        watchdog.arm { calls.names.append("first") }
        await armAndWait(watchdog, recording: "second", in: calls)
        #expect(calls.names == ["second"])
    }
}
