import ArgumentParser
import DisplayInterface
import Shell

/// An app the shell runs: who it is, its ViewModels' registrations, and what it puts in a
/// session. Marked `@main`, it is the whole program (modes, `test`, exit statuses), as a
/// swift-argument-parser command is:
///
///     @main struct LoansApp: ShellApp {
///         static let identity = AppIdentity(name: "loansh", version: "1.0.0", prompt: "loans> ", scriptExtension: "lsh")
///         @MainActor static let registrations = [BookListViewModel.registration]
///         @MainActor func session(options: NoAppOptions?) -> AppSession { AppSession { [BookListViewModel(environment: $0)] } }
///     }
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

    /// An app with its defaults (every app's type is made with no argument).
    init()

    /// The registrations of the app's ViewModels, in the order the shell lists them.
    @MainActor static var registrations: [ViewModelRegistration] { get }

    /// The app's ViewModels and commands: by default, ``registrations`` under ``identity``.
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
    /// The program: `await ShellProgram(app: Self()).run()`, for an app marked `@main`.
    @MainActor public static func main() async {
        await ShellProgram(app: Self()).run()
    }

    /// No registration: an app that gives its ``registry`` itself.
    @MainActor public static var registrations: [ViewModelRegistration] { [] }

    /// ``registrations`` under ``identity``.
    @MainActor public var registry: ViewModelRegistry { ViewModelRegistry(identity: Self.identity, Self.registrations) }

    /// "A scripting shell over the ViewModels of NAME."
    public static var abstract: String { "A scripting shell over the ViewModels of \(identity.name)." }

    /// Fresh sessions in the harness's fixed environment, each of what ``session(options:)``
    /// gives without options.
    @MainActor public func harnessSessions() -> SessionFactory {
        let registry = registry
        return SessionFactory(registry: registry) {
            let parts = try session(options: nil)
            let made = parts.session(deferredEnvironment: { .harness }, registry: registry, problems: { ShellProgram<Self>.exitForRegistryProblems($0) })
            return SessionParts(session: made, controls: parts.controls)
        }
    }

    public static var discussion: String { "" }
    public static var extraUsage: [String] { [] }
}

/// The options of an app that has none of its own.
public struct NoAppOptions: ParsableArguments {
    /// No option.
    public init() {}
}
