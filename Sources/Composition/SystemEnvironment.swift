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
        SessionEnvironment(clock: .system, locale: locale(from: environment), timeZone: timeZone(from: environment))
    }

    /// The system time zone, as `TimeZone.current` finds it, from `environment` (the
    /// process's): with no `TZ` or `TZFILE`, the zone `localtime` links to under
    /// /usr/share/zoneinfo. Anything else is left to `TimeZone.current`.
    ///
    /// `TimeZone.current` builds the process environment's dictionary twice to look for
    /// `TZFILE` and `TZ`: 0.76M of the 5.05M instructions of `ordersh -c quit`.
    public static func timeZone(from environment: [String: String], localtime: String = "/etc/localtime") -> TimeZone {
        guard environment["TZ"] == nil, environment["TZFILE"] == nil else { return .current }
        var target = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(localtime, &target, Int(PATH_MAX))
        guard count > 0 else { return .current }
        let link = String(decoding: target[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard let folder = link.range(of: zoneFolder), let zone = TimeZone(identifier: String(link[folder.upperBound...])) else {
            return .current
        }
        return zone
    }

    /// Makes `environment`'s time zone Foundation's default for the process. A calendar
    /// made without a zone takes the default, which Foundation otherwise finds as
    /// `TimeZone.current` does (see ``timeZone(from:localtime:)``) the first time it is
    /// asked: at start-up, to make the session's calendar.
    public static func adoptTimeZone(of environment: SessionEnvironment) {
        NSTimeZone.default = environment.timeZone
    }

    /// Where the system's zone files are, as Foundation looks for them in a link's target.
    static let zoneFolder = "/usr/share/zoneinfo/"
}
