import CFuzzDriver
import Foundation
import OrdershFuzz

// `ordersh-fuzz [libFuzzer options…] [CORPUS…]`: libFuzzer on the target named by
// ORDERSH_FUZZ_TARGET (scripts/fuzz sets it). Replay a reproducer with
// `ORDERSH_FUZZ_TARGET=diff .build-fuzz/release/ordersh-fuzz crash-…`.

let name = ProcessInfo.processInfo.environment["ORDERSH_FUZZ_TARGET"] ?? ""
guard let target = FuzzTarget(rawValue: name) else {
    let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
    FileHandle.standardError.write(Data("ordersh-fuzz: set ORDERSH_FUZZ_TARGET to one of \(names)\n".utf8))
    exit(2)
}
FuzzDriver.target = target
// The scratch folder lives in memory (/dev/shm): it goes when the run ends.
atexit { FuzzTarget.removeScratchFiles() }
var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
// The driver calls back on this, the main thread; the script target serves the main
// queue from there while its main-actor work runs.
exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    FuzzDriver.target.runOnMainThread(bytes)
    return 0
})

/// The target every input goes to, set once before the driver starts.
enum FuzzDriver {
    nonisolated(unsafe) static var target = FuzzTarget.diff
}

/// libFuzzer's own `main` (linked from its archive, though ours runs) refers to this
/// entry point; inputs reach it only through the driver call above, so it forwards.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    FuzzDriver.target.runOnMainThread(bytes)
    return 0
}
