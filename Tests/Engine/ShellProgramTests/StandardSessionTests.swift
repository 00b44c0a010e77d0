import DisplayInterface
import Testing

@testable import ShellProgram

/// A ViewModel that only says it was made.
@MainActor private final class PingViewModel: DisplayableViewModel {
    nonisolated static let displayName = "ping"
    nonisolated static let displaySchema = DisplaySchema<PingViewModel>([.string("label") { _ in "pong" }])
    let locale: String

    init(locale: String) {
        self.locale = locale
    }

    var settling: (any SettlingViewModel)? { nil }
    var loading: (any LoadingViewModel)? { nil }
}

/// The session adopters' apps use (docs/adopting.md): its ViewModels are made on first use.
@MainActor @Suite("Standard session")
struct StandardSessionTests {
    @Test("the ViewModels are made once, when first asked for, in the environment `set` gave by then")
    func madeOnFirstUse() throws {
        var makes = 0
        let session = StandardSession { session in
            makes += 1
            return [PingViewModel(locale: session.environmentSettings.locale)]
        }
        #expect(makes == 0)
        #expect(session.madeViewModels.isEmpty)
        try session.setLocale("de_DE")
        #expect(makes == 0)

        let first = session.viewModels
        #expect(makes == 1)
        #expect((first.first as? PingViewModel)?.locale == "de_DE")
        #expect(session.madeViewModels.map { $0.displayName } == ["ping"])
        _ = session.viewModels
        #expect(makes == 1)
        #expect(session.viewModels.first === first.first)
    }
}
