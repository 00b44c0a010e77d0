import Foundation

/// A fault planted on purpose, so `scripts/fuzz selftest` can show that a run reports it.
enum Plant {
    /// `ORDERSH_FUZZ_PLANT=leak`: every `script` input leaks one object.
    static let leaks = ProcessInfo.processInfo.environment["ORDERSH_FUZZ_PLANT"] == "leak"

    /// Holds only the latest planted object, so every earlier one is unreachable: a leak.
    nonisolated(unsafe) private static var latest: UnsafeMutableRawPointer?

    /// Leaks one object when the leak is planted; does nothing otherwise.
    static func leakIfPlanted() {
        guard leaks else { return }
        latest = Unmanaged.passRetained(Leaked()).toOpaque()
    }

    private final class Leaked {}
}
