import DisplayInterface
import Foundation
import Testing

/// A ViewModel that keeps the locale it last formatted with.
@MainActor private final class PingViewModel: EnvironmentObserving {
    nonisolated static let displayName = "ping"
    nonisolated static let displaySchema = DisplaySchema<PingViewModel>([.string("label") { _ in "pong" }])
    private(set) var locale: String
    private(set) var formats = 0

    init(environment: SessionEnvironment) {
        locale = environment.locale.identifier
    }

    func environmentDidChange(to environment: SessionEnvironment) {
        locale = environment.locale.identifier
        formats += 1
    }
}

/// The one session environment every app on the engine has (domain.md §4, shell.md §6).
@MainActor @Suite("Display session")
struct DisplaySessionTests {
    @Test("the ViewModels are made once, when first asked for, in the environment `set` gave by then")
    func madeOnFirstUse() throws {
        var makes = 0
        let session = DisplaySession(environment: .harness) { environment in
            makes += 1
            return [PingViewModel(environment: environment)]
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

    @Test("every rule of the environment, in any app: 16 calendars, locale IDs with keywords, bounds; each change formats again once")
    func environmentRules() throws {
        let session = DisplaySession(environment: .harness) { [PingViewModel(environment: $0)] }
        let ping = try #require(session.viewModel(of: PingViewModel.self))
        try session.setLocale("en_US.UTF-8")
        #expect(ping.locale == "en_US" && ping.formats == 0)
        try session.setLocale("fa_IR@numbers=latn")
        #expect(ping.locale == "fa_IR@numbers=latn" && ping.formats == 1)
        try session.setCalendar("islamic-umalqura")
        try session.setTimeZone("Asia/Tehran")
        try session.setNow("2026-03-20T10:00:00.5Z")
        #expect(ping.formats == 4)
        #expect(session.environmentSettings == EnvironmentSettings(
            now: "2026-03-20T10:00:00.500Z", isSystemClock: false, locale: "fa_IR@numbers=latn", timeZone: "Asia/Tehran",
            calendar: "islamic-umalqura"))
        #expect(session.calendarNames.count == 17)
        #expect(throws: EnvironmentError(message: "unknown calendar 'lunar'", offending: "lunar")) { try session.setCalendar("lunar") }
        let long = String(repeating: "x", count: 101)
        #expect(throws: EnvironmentError.self) { try session.setLocale(long) }
        #expect(throws: EnvironmentError.self) { try session.setTimeZone(long) }
        #expect(ping.formats == 4, "a value refused changes nothing")
        try session.setCalendar("persian")
        try session.setCalendar("persian")
        #expect(ping.formats == 5, "the same value again formats nothing")
    }

    @Test("the system's locale comes from LC_ALL, LC_MONETARY or LANG; an unknown one or C is en_US, never the root locale")
    func systemLocale() {
        #expect(SessionEnvironment.systemLocale(variables: ["LANG": "de_DE.UTF-8"]).identifier == "de_DE")
        #expect(SessionEnvironment.systemLocale(variables: ["LANG": "de_DE", "LC_ALL": "fr_FR"]).identifier == "fr_FR")
        #expect(SessionEnvironment.systemLocale(variables: ["LANG": "C"]).identifier == "en_US")
        #expect(SessionEnvironment.systemLocale(variables: ["LANG": "xx_YY"]).identifier == "en_US")
        #expect(SessionEnvironment.systemLocale(variables: [:]).identifier == "en_US")
    }
}
