import CAllocator
import Testing
@testable import ordersh

#if canImport(Glibc)
import Glibc

@Suite("Memory policy")
struct MemoryPolicyTests {
    /// A sanitizer's runtime replaces malloc (its blocks have no glibc header to read).
    static let glibcAllocates = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "__asan_init") == nil
        && dlsym(UnsafeMutableRawPointer(bitPattern: 0), "__tsan_init") == nil

    @Test("after a large block is freed, a smaller large block still gets pages of its own",
          .enabled(if: glibcAllocates, "a sanitizer's allocator is in use"))
    func largeBlocksStayMapped() throws {
        #expect(MemoryPolicy.apply())
        // Left to itself, glibc raises its threshold to this block's size when it is freed.
        let big = try #require(malloc(8 << 20))
        memset(big, 1, 8 << 20)
        free(big)
        let block = try #require(malloc(1 << 20))
        defer { free(block) }
        #expect(ordersh_block_has_own_pages(block) == 1)
    }
}
#endif
