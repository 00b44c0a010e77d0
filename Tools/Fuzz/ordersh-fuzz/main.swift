import CFuzzDriver
import Foundation
import OrdershFuzz

// `ordersh-fuzz [libFuzzer options…] [CORPUS…]`: libFuzzer on the target named by
// ORDERSH_FUZZ_TARGET (scripts/fuzz sets it). Replay a reproducer with
// `ORDERSH_FUZZ_TARGET=diff .build-fuzz/debug/ordersh-fuzz crash-…`.

let name = ProcessInfo.processInfo.environment["ORDERSH_FUZZ_TARGET"] ?? ""
guard let target = FuzzTarget(rawValue: name) else {
    let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
    FileHandle.standardError.write(Data("ordersh-fuzz: set ORDERSH_FUZZ_TARGET to one of \(names)\n".utf8))
    exit(2)
}
FuzzDriver.target = target
// The scratch folder lives in memory (/dev/shm): it goes when the run ends.
atexit { FuzzTarget.removeScratchFiles() }
// Each input is kept before it runs (scripts/fuzz sets the folder): a worker killed in the
// middle of the sanitizer's report leaves no reproducer of libFuzzer's, but this one.
FuzzDriver.lastInput = ProcessInfo.processInfo.environment["ORDERSH_FUZZ_LAST_INPUT"].flatMap { LastInput(folder: $0) }
atexit { FuzzDriver.lastInput?.remove() }
var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
// The driver calls back on this, the main thread; the script target serves the main
// queue from there while its main-actor work runs.
exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    FuzzDriver.lastInput?.keep(bytes)
    FuzzDriver.target.runOnMainThread(bytes)
    LeakWatch.afterInput()
    return 0
})

/// The target every input goes to, set once before the driver starts.
enum FuzzDriver {
    nonisolated(unsafe) static var target = FuzzTarget.diff
    /// Where each input is kept before it runs, if anywhere.
    nonisolated(unsafe) static var lastInput: LastInput?
}

/// libFuzzer's own `main` (linked from its archive, though ours runs) refers to this
/// entry point; inputs reach it only through the driver call above, so it forwards.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    FuzzDriver.target.runOnMainThread(bytes)
    return 0
}

/// A leak check of the whole heap every ``interval`` inputs. libFuzzer checks an input for
/// leaks only when it allocated more than it freed, and stops after 1,000 such inputs that
/// leaked nothing, which every target reaches early in a run (within 12,000 inputs in each
/// target's last run; docs/reliability.md, "Leak checks"). From then on only
/// LeakSanitizer's check at exit saw a leak: at the end of a run of hours, naming no input.
/// With this check a leak is reported within ``interval`` inputs of it, and the run stops
/// there. The input saved with the finding is the last one checked, not necessarily the one
/// that leaked; LeakSanitizer's report above it names the allocation.
enum LeakWatch {
    /// Inputs between two checks: a check scans the whole heap, corpus included.
    static let interval = Int(ProcessInfo.processInfo.environment["ORDERSH_FUZZ_LEAK_INTERVAL"] ?? "") ?? 4096

    nonisolated(unsafe) private static var inputs = 0

    static func afterInput() {
        inputs += 1
        guard inputs % max(1, interval) == 0, ordersh_fuzz_check_leaks() > 0 else { return }
        fatalError("LeakSanitizer found memory leaked by one of the last \(interval) inputs (its report is above)")
    }
}
