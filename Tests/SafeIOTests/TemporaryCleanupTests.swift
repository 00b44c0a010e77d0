import Glibc
@testable import SafeIO
import Testing

@Suite("A signal while a temporary file is written")
struct TemporaryCleanupTests {
    @Test("an ignored signal stays ignored, a handled one goes to its handler, a default one ends the program")
    func course() {
        #expect(TemporaryCleanup.course(handlerBits: 0, flags: 0) == .endByDefault)
        #expect(TemporaryCleanup.course(handlerBits: 1, flags: 0) == .ignore)
        #expect(TemporaryCleanup.course(handlerBits: 0x4012_3450, flags: SA_RESTART) == .callPrevious)
        // A three-argument handler is not called without its information.
        #expect(TemporaryCleanup.course(handlerBits: 0x4012_3450, flags: SA_SIGINFO) == .endByDefault)
    }
}
