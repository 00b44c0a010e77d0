import DisplayInterface
import Foundation

/// The shell's own settings, in the order `set` lists them around an app's: the session's
/// environment (shell.md §3, domain.md §4) first, how `show` prints and what is printed
/// after each command last.
enum ShellSettings {
    /// Before the app's settings.
    static let environment: [SettingDeclaration] = [now, locale, calendar, timeZone]
    /// After the app's settings.
    static let printing: [SettingDeclaration] = [format, timing, trace]

    static let knownTimeZones = TimeZone.knownTimeZoneIdentifiers

    /// The `apply` of a setting of the session's environment: `set` on the session; its
    /// refusal located at the word, with the nearest of `candidates` when one is near.
    private static func settingEnvironment(
        _ set: @escaping @MainActor @Sendable (DisplaySession, String) throws(EnvironmentError) -> Void,
        candidates: @escaping @MainActor @Sendable (DisplaySession) -> [String]
    ) -> @MainActor @Sendable (Word, ScriptFrame, Interpreter) throws(ShellError) -> Void {
        { word, _, interpreter throws(ShellError) in
            let session = interpreter.session
            do throws(EnvironmentError) { try set(session, word.text) } catch {
                throw ShellError(error.message, at: word.location, suggesting: Suggestion.nearest(to: word.text, in: candidates(session)))
            }
        }
    }

    static let now = SettingDeclaration(
        name: "now", value: BuiltInWord("ISO8601|system", .suggested(["system"])), example: "2026-11-22T12:00:00Z", option: "--now",
        followsEnvironment: true,
        state: { interpreter in
            let settings = interpreter.session.environmentSettings
            return SettingState(listed: settings.isSystemClock ? "system" : settings.now, recorded: .text(settings.now))
        },
        apply: settingEnvironment({ session, text throws(EnvironmentError) in try session.setNow(text) }, candidates: { _ in [] }))

    static let locale = SettingDeclaration(
        name: "locale", value: BuiltInWord("ID", .locale), example: "de_DE", option: "--locale", followsEnvironment: true,
        state: { interpreter in
            let locale = interpreter.session.environmentSettings.locale
            return SettingState(listed: locale, recorded: .text(locale))
        },
        apply: settingEnvironment({ session, text throws(EnvironmentError) in try session.setLocale(text) }, candidates: { $0.localeIdentifiers }))

    static let calendar = SettingDeclaration(
        name: "calendar", value: BuiltInWord("ID|locale", .calendar), example: "persian", option: "--calendar", followsEnvironment: false,
        state: { interpreter in
            let calendar = interpreter.session.environmentSettings.calendar
            return SettingState(listed: calendar ?? "locale", recorded: calendar.map { .text($0) })
        },
        apply: settingEnvironment({ session, text throws(EnvironmentError) in try session.setCalendar(text) }, candidates: { $0.calendarNames }))

    static let timeZone = SettingDeclaration(
        name: "timezone", value: BuiltInWord("ID", .timeZone), example: "Europe/Berlin", option: "--timezone", followsEnvironment: true,
        state: { interpreter in
            let zone = interpreter.session.environmentSettings.timeZone
            return SettingState(listed: zone, recorded: .text(zone))
        },
        apply: settingEnvironment({ session, text throws(EnvironmentError) in try session.setTimeZone(text) }, candidates: { _ in knownTimeZones }))

    static let format = SettingDeclaration(
        name: "format", value: BuiltInWord(OutputFormat.standard.map(\.name).concatenated(separator: "|"), .suggested(OutputFormat.standard.map(\.name))),
        example: "records", option: "--format",
        followsEnvironment: false,
        state: { interpreter in SettingState(listed: interpreter.concern(ShowState.self).format.name) },
        apply: { word, _, interpreter throws(ShellError) in
            interpreter.concern(ShowState.self).format = try interpreter.outputFormat(word, for: "format")
        })

    static let timing = SettingDeclaration(
        name: TimingCommand.name, value: .choice(["on", "off"], refusedBy: "set timing"), example: "on", option: nil, followsEnvironment: false,
        state: { interpreter in SettingState(listed: interpreter.concern(TimingState.self).isOn ? "on" : "off") },
        apply: { word, _, interpreter throws(ShellError) in interpreter.concern(TimingState.self).isOn = word.text == "on" })

    static let trace = SettingDeclaration(
        name: TraceCommand.name, value: .choice(["on", "off"], refusedBy: "set trace"), example: "on", option: nil, followsEnvironment: false,
        state: { interpreter in SettingState(listed: interpreter.concern(Tracer.self).isOn ? "on" : "off") },
        apply: { word, _, interpreter throws(ShellError) in
            interpreter.concern(Tracer.self).turn(word.text == "on", session: interpreter.session)
        })
}
