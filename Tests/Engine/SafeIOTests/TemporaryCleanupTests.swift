import Glibc
@testable import SafeIO
import Testing

@Suite("A signal while a temporary file is written")
struct TemporaryCleanupTests {
    private static func disposition(_ handler: sighandler_t?, flags: Int32 = 0) -> sigaction {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = handler
        action.sa_flags = flags
        return action
    }

    private static let someHandler: @convention(c) (Int32) -> Void = { _ in }
    private static let someInformedHandler: @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void = { _, _, _ in }

    @Test("an ignored signal stays ignored, a handled one goes to its handler, a default one ends the program")
    func course() {
        #expect(TemporaryCleanup.course(after: Self.disposition(SIG_DFL)) == .endByDefault)
        #expect(TemporaryCleanup.course(after: Self.disposition(SIG_IGN)) == .ignore)
        #expect(TemporaryCleanup.course(after: Self.disposition(Self.someHandler, flags: SA_RESTART)) == .callPrevious)
        // A three-argument handler is called too, with the information the signal brought.
        var informed = sigaction()
        informed.__sigaction_handler.sa_sigaction = Self.someInformedHandler
        informed.sa_flags = SA_SIGINFO
        #expect(TemporaryCleanup.course(after: informed) == .callPrevious)
    }
}
