import Testing
@testable import ordersh

#if canImport(Glibc)
import Glibc

@Suite("Memory policy")
struct MemoryPolicyTests {
    /// A sanitizer's runtime replaces malloc, and with it mallopt.
    static let glibcAllocates = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "__asan_init") == nil
        && dlsym(UnsafeMutableRawPointer(bitPattern: 0), "__tsan_init") == nil

    // What the setting changes (a lower peak once a load has freed large tables) shows only
    // in a fresh process; a test process's warm heap serves large blocks from memory it
    // already holds. scripts/bench-scale measures it; this holds the call to the C library.
    @Test("the C library takes the fixed threshold",
          .enabled(if: glibcAllocates, "a sanitizer's allocator is in use"))
    func thresholdTaken() {
        #expect(MemoryPolicy.apply())
    }
}
#endif
