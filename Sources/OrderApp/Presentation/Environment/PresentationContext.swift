import Foundation
import ViewModelDisplay

/// What every ViewModel of a session shares: the environment, a calendar in its
/// time zone, and the formatters for it (cached per currency, rebuilt only when the
/// environment changes).
@MainActor final class PresentationContext {
    private(set) var environment: SessionEnvironment
    private(set) var calendar: Calendar
    let formatCounter = FormatCounter()
    private var formattersByCurrency: [String: DisplayFormatters] = [:]

    init(environment: SessionEnvironment) {
        self.environment = environment
        self.calendar = Self.calendar(for: environment)
    }

    var now: Date { environment.now }
    var locale: Locale { environment.locale }

    /// The formatters for `currency` in the current environment.
    func formatters(currency: String) -> DisplayFormatters {
        if let cached = formattersByCurrency[currency] { return cached }
        let made = DisplayFormatters(calendar: calendar, currency: currency, counter: formatCounter)
        formattersByCurrency[currency] = made
        return made
    }

    /// Takes `environment`, once: every ViewModel of the session shares this context, and
    /// the first of them the session tells of a change updates it for all.
    func update(_ environment: SessionEnvironment) {
        guard environment != self.environment else { return }
        self.environment = environment
        calendar = Self.calendar(for: environment)
        formattersByCurrency = [:]
    }

    private static func calendar(for environment: SessionEnvironment) -> Calendar {
        environment.calendar
    }
}
