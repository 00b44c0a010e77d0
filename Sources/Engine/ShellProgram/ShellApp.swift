import ArgumentParser
import DisplayInterface
import Shell

/// An app the shell runs: who it is, its ViewModels' registrations, and what it puts in a
/// session. The whole program of an adopter is `await ShellProgram(app: MyApp()).run()`.
public protocol ShellApp: Sendable {
    /// The app's own command-line options, parsed beside the shell's (ordersh's `--data`);
    /// ``NoAppOptions`` when it has none.
    associatedtype Options: ParsableArguments = NoAppOptions

    /// The program's name, version, prompt, script extension and the other names it shows;
    /// the registry carries the same value.
    static var identity: AppIdentity { get }
    /// One line for `--help`: what the program is.
    static var abstract: String { get }
    /// More of `--help` after the options: examples in the app's terms.
    static var discussion: String { get }
    /// Usage lines of the app's own sub-commands (`ordersh import …`), shown by `--help`.
    static var extraUsage: [String] { get }
    /// The settings the app's options set, for `set` to say so (ordersh: `data` with `--data`).
    static func settingSources(options: Options?) -> [String: SettingSource]

    /// The app's ViewModels and commands.
    @MainActor var registry: ViewModelRegistry { get }

    /// What the app puts in a session: how its ViewModels are made, and its data source,
    /// with the app's options. `options` is `nil` for the harness's sessions (`test`,
    /// `record stop`'s replay, the helper processes) and when the command line gives none
    /// of them: they are not read then, since reading them takes ArgumentParser longer
    /// than the rest of start-up. The engine makes the session and its environment: the
    /// system's (`LANG`, the clock, the time zone) at the prompt and in scripts, the
    /// harness's fixed one under `test`.
    @MainActor func session(options: Options?) throws(StartupError) -> AppSession
}

extension ShellApp {
    /// Fresh sessions in the harness's fixed environment, each of what ``session(options:)``
    /// gives without options.
    @MainActor public func harnessSessions() -> SessionFactory {
        SessionFactory(registry: registry) {
            let parts = try session(options: nil)
            return SessionParts(session: DisplaySession(environment: .harness, viewModels: parts.viewModels), controls: parts.controls)
        }
    }

    public static var discussion: String { "" }
    public static var extraUsage: [String] { [] }
    public static func settingSources(options: Options?) -> [String: SettingSource] { [:] }
}

/// The options of an app that has none of its own.
public struct NoAppOptions: ParsableArguments {
    /// No option.
    public init() {}
}
