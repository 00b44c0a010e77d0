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

    /// The system's time zone, found as `TimeZone.current` finds it (`TZFILE`, then `TZ` as
    /// an abbreviation or an identifier, then the zone `localtime` links to) but from the
    /// environment already read: `TimeZone.current` reads the whole process environment
    /// twice, a fifth of start-up. What it does not find here (no link, a zone ICU does
    /// not know) is left to `TimeZone.current`, which goes on to the C library's zone name
    /// and GMT.
    public static func timeZone(from environment: [String: String], localtime: String = "/etc/localtime") -> TimeZone {
        if let file = environment["TZFILE"], let zone = TimeZone(identifier: file) { return zone }
        if let name = environment["TZ"] {
            if let zone = TimeZone(abbreviation: name) ?? TimeZone(identifier: name) { return zone }
        }
        if let target = linkTarget(localtime), let range = target.range(of: zoneFolder),
           let zone = TimeZone(identifier: String(target[range.upperBound...])) {
            return zone
        }
        return .current
    }

    /// Where the system keeps its zone files, as the C library and Foundation name it.
    private static let zoneFolder = "/usr/share/zoneinfo/"

    private static func linkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, Int(PATH_MAX))
        guard count > 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    public static func make(environment: [String: String]) -> SessionEnvironment {
        SessionEnvironment(clock: .system, locale: locale(from: environment), timeZone: timeZone(from: environment))
    }
}
