import Foundation
import Presentation

/// The session environment at start-up: the system's clock, locale and time zone
/// (domain.md §4), changed by `--now`, `--locale` and `--timezone`.
public enum SystemEnvironment {
    /// The locale the process environment names (`LC_ALL`, `LC_MONETARY`, `LANG`), read as
    /// ``LocaleIdentifier`` reads IDs. With none, the C/POSIX locale, or a language
    /// Foundation does not know, en_US: Foundation would otherwise format `US$1.00`.
    public static func locale(from environment: [String: String]) -> Locale {
        for key in ["LC_ALL", "LC_MONETARY", "LANG"] {
            guard let value = environment[key], !value.isEmpty else { continue }
            return LocaleIdentifier.locale(value) ?? Locale(identifier: "en_US")
        }
        return Locale(identifier: "en_US")
    }

    public static func make(environment: [String: String]) -> SessionEnvironment {
        SessionEnvironment(clock: .system, locale: locale(from: environment), timeZone: .current)
    }
}
