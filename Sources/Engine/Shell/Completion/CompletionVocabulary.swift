import DisplayInterface
import Foundation

/// The words Tab can offer, taken from the session before each prompt: the names and
/// commands the registrations give, and the values of their session sources (order
/// references, promo codes…), read once.
public struct CompletionVocabulary: Sendable {
    /// The ViewModels and their properties.
    public var catalog: ViewModelCatalog
    /// The commands.
    public var commands: CommandCatalog
    /// The settings.
    public var settings: SettingCatalog { commands.settings }
    /// The values of every session source the registrations name, by source id.
    public var sessionValues: [String: [String]]
    /// The locale identifiers `set locale` offers.
    public var localeIdentifiers: [String]
    /// The calendar names `set calendar` takes.
    public var calendarNames: [String]
    /// Lists a folder's entries for file names (injected so tests need no disk).
    public var listDirectory: @Sendable (String) -> [String]

    /// What Tab offers for `registry`'s app, with the session values read before the prompt.
    public init(
        registry: ViewModelRegistry,
        sessionValues: [String: [String]] = [:],
        localeIdentifiers: [String] = [],
        calendarNames: [String] = [],
        listDirectory: @escaping @Sendable (String) -> [String] = CompletionVocabulary.entries(of:)
    ) {
        catalog = ViewModelCatalog(registry: registry)
        commands = CommandCatalog(registry: registry)
        self.sessionValues = sessionValues
        self.localeIdentifiers = localeIdentifiers
        self.calendarNames = calendarNames
        self.listDirectory = listDirectory
    }

    /// The vocabulary of a live session: each session source the registrations name is read now.
    @MainActor public init(registry: ViewModelRegistry, session: DisplaySession) {
        var values: [String: [String]] = [:]
        for source in Self.sessionSources(of: registry) {
            guard let id = source.sessionID, values[id] == nil else { continue }
            values[id] = source.read(from: session)
        }
        self.init(
            registry: registry, sessionValues: values, localeIdentifiers: session.localeIdentifiers,
            calendarNames: session.calendarNames)
    }

    /// Every completion source the registrations' arguments name.
    private static func sessionSources(of registry: ViewModelRegistry) -> [CompletionSource] {
        var sources: [CompletionSource] = []
        for registration in registry.registrations {
            for load in registration.loads { sources += load.arguments.map(\.completion) }
            for form in registration.commands.flatMap(\.forms) {
                sources += form.grammar.specs.map(\.completion) + (form.grammar.custom?.sources ?? [])
            }
        }
        return sources
    }

    /// The values `source` offers now.
    func values(of source: CompletionSource) -> [String] {
        CompletionRequest(arguments: [], current: "", sessionValues: sessionValues).values(of: source)
    }

    /// A folder's entries, folders marked with a final `/`.
    public static func entries(of directory: String) -> [String] {
        let folder = directory.isEmpty ? "." : ScriptFrame.expandingHome(directory)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { !$0.hasPrefix(".") }.map { name in
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent(name), isDirectory: &isDirectory)
            return isDirectory.boolValue ? name + "/" : name
        }
    }
}
