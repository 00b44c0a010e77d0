import Composition
import DisplayInterface
import Observation
import Shell
import Testing

/// Two small ViewModels to register wrongly on purpose.
@Observable @MainActor private final class LampViewModel: DisplayableViewModel {
    nonisolated static let displayName = "lamp"
    private(set) var stateLabel = "off"
    nonisolated static let displaySchema = DisplaySchema<LampViewModel>([.string("stateLabel") { $0.stateLabel }])
    func toggle() { stateLabel = stateLabel == "off" ? "on" : "off" }
    /// Not a display property: the schema does not list it.
    var glowLabel: String { "warm" }
    /// As `@DisplayState` writes it: a name for a key path of this type.
    static func displayPropertyName(of keyPath: AnyKeyPath) -> String? {
        if keyPath == \LampViewModel.stateLabel { return "stateLabel" }
        return keyPath == \LampViewModel.glowLabel ? "glowLabel" : nil
    }
}

@Observable @MainActor private final class DoorViewModel: DisplayableViewModel {
    nonisolated static let displayName = "door"
    private(set) var stateLabel = "shut"
    nonisolated static let displaySchema = DisplaySchema<DoorViewModel>([
        .string("stateLabel") { $0.stateLabel },
        .string("stateLabel") { $0.stateLabel },
    ])
    /// The doors it knows, for completion.
    var names: [String] { ["front"] }
}

/// A choice with nothing to choose (a filter of levels that left none, say).
private struct Nothing: ArgumentValue {
    init(argument text: String) throws(ArgumentRefusal) { throw ArgumentRefusal(expecting: "nothing") }
    static var argumentChoices: [String]? { [] }
}

@MainActor
@Suite("The registry is checked when it is built")
struct RegistryCheckTests {
    private let file = "ShellTests/RegistryCheckTests.swift"
    private let identity = AppIdentity(name: "house", version: "1.0")

    @Test("the order app's registry is sound")
    func orderApp() {
        #expect(CommandCatalog.problems(in: SessionAssembly.registry) == [])
    }

    @Test("a verb that shadows a built-in names its registration")
    func shadowsBuiltIn() {
        let line = #line + 2
        let lamp = ViewModelRegistration(LampViewModel.self, commands: [
            CommandRegistration("show", summary: "Show the lamp", example: "show", forms: [CommandForm { lamp in lamp.toggle() }]),
        ])
        #expect(CommandCatalog.problems(in: ViewModelRegistry(identity: identity, [lamp])).map(\.description) == [
            "\(file):\(line): lamp registers 'show', a command of the shell's own",
        ])
    }

    @Test("one verb claimed by two ViewModels, and one load target, name the second registration and the first")
    func claimedTwice() {
        let (firstLoad, first) = (#line + 1, #line + 2)
        let lamp = ViewModelRegistration(LampViewModel.self, loads: [LoadForm("thing") { _ in .applied }], commands: [
            CommandRegistration("toggle", summary: "Flip it", example: "toggle", forms: [CommandForm { lamp in lamp.toggle() }]),
        ])
        let (secondLoad, second) = (#line + 1, #line + 2)
        let door = ViewModelRegistration(DoorViewModel.self, loads: [LoadForm("thing") { _ in .applied }], commands: [
            CommandRegistration("toggle", summary: "Flip it", example: "toggle", forms: [CommandForm { _ in }]),
        ])
        let problems = CommandCatalog.problems(in: ViewModelRegistry(identity: identity, [lamp, door])).map(\.description)
        #expect(problems.contains("\(file):\(second): door registers 'toggle', already a command of lamp (at \(file):\(first))"))
        #expect(problems.contains("\(file):\(secondLoad): door registers load thing, already a load of lamp (at \(file):\(firstLoad))"))
    }

    @Test("a completion source of a ViewModel nobody registered")
    func unregisteredSource() {
        let doors = CompletionSource.values(of: \DoorViewModel.names)
        let line = #line + 1
        let lamp = ViewModelRegistration(LampViewModel.self, commands: [
            CommandRegistration("point", summary: "Point at a door", example: "point front", forms: [
                CommandForm(Arg<String>("DOOR", completion: doors)) { _, _ in },
            ]),
        ])
        #expect(CommandCatalog.problems(in: ViewModelRegistry(identity: identity, [lamp])).map(\.description) == [
            "\(file):\(line): lamp completes from door, a ViewModel this app does not register",
        ])
    }

    @Test("a display property declared twice, a choice with no value, a printed property the schema lacks")
    func selfProblems() {
        let doorLine = #line + 1
        let door = ViewModelRegistration(DoorViewModel.self)
        let lampLine = #line + 2
        let lamp = ViewModelRegistration(LampViewModel.self, commands: [
            CommandRegistration("dim", summary: "Dim it", example: "dim", forms: [CommandForm(Arg<Nothing>("LEVEL")) { _, _ in }]),
            CommandRegistration("glow", summary: "Print the glow", example: "glow", forms: [CommandForm(printing: \LampViewModel.glowLabel)]),
        ])
        #expect(CommandCatalog.problems(in: ViewModelRegistry(identity: identity, [door, lamp])).map(\.description) == [
            "\(file):\(doorLine): door declares the display property 'stateLabel' twice",
            "\(file):\(lampLine): dim has an argument to choose with no value to choose from",
        ])
    }

    @Test("a form that prints, by key path, a property the schema lacks fails when it runs, not at start-up (the key path is made then)")
    func printedKeyPathChecked() async throws {
        let lamp = ViewModelRegistration(LampViewModel.self, commands: [
            CommandRegistration("glow", summary: "Print the glow", example: "glow", forms: [CommandForm(printing: \LampViewModel.glowLabel)]),
            CommandRegistration("state", summary: "Print the state", example: "state", forms: [CommandForm(printing: \LampViewModel.stateLabel)]),
        ])
        let registry = ViewModelRegistry(identity: identity, [lamp])
        #expect(CommandCatalog.problems(in: registry).isEmpty)
        let console = TranscriptConsole()
        let interpreter = try SessionFactory.standard(registry: registry) { _ in [LampViewModel()] }
            .makeInterpreter(console: console, options: ShellOptions(keepGoing: true, echo: true))
        var source = BufferLineSource("glow\nstate\n")
        _ = await interpreter.runScript(&source, frame: ScriptFrame(file: "lamp.osh"))
        #expect(console.transcript == """
            house> glow
            lamp.osh:1:1: error: internal error: glow prints a property that is not a display property of lamp
            house> state
            off

            """)
    }

    @Test("a ViewModel registered that the session's factory does not make, or made that nothing registers, names its file and line")
    func factoryAgainstRegistry() {
        let lampLine = #line + 1
        let lamp = ViewModelRegistration(LampViewModel.self)
        let factory = RegistrationSite(fileID: "App/Session.swift", line: 12)
        let registry = ViewModelRegistry(identity: identity, [lamp])
        #expect(registry.problems(made: ["lamp"], by: factory) == [])
        #expect(registry.problems(made: ["door"], by: factory).map(\.description) == [
            "\(file):\(lampLine): lamp is registered, but the session's ViewModels (made at App/Session.swift:12) hold none of that name",
            "App/Session.swift:12: the session makes the ViewModel door, which no registration names",
        ])
    }

    @Test("a ViewModel name registered twice")
    func nameTwice() {
        let first = #line + 1
        let one = ViewModelRegistration(LampViewModel.self)
        let second = #line + 1
        let two = ViewModelRegistration(LampViewModel.self)
        #expect(CommandCatalog.problems(in: ViewModelRegistry(identity: identity, [one, two])).map(\.description) == [
            "\(file):\(second): the ViewModel name 'lamp' is registered twice (first at \(file):\(first))",
        ])
    }
}
