/// Who the program is to its users: every name the engine shows or reads is taken from
/// here, so another app's users never see the words of the app the engine came from
/// (shell.md §6).
public struct AppIdentity: Sendable, Hashable {
    /// The program's name, as error prefixes, `--version`, `$0` and hints write it (`loansh`).
    public var name: String
    /// Its version (`1.2.0`).
    public var version: String
    /// The prompt, also the prefix of each echoed command in a transcript (`loans> `).
    public var prompt: String
    /// The extension of its scripts and golden cases, without the dot (`lsh`).
    public var scriptExtension: String
    /// The folder `NAME test` runs when given none (`Fixtures/golden`).
    public var goldenFolder: String
    /// The environment variable that names the history file (`LOANSH_HISTORY`).
    public var historyVariable: String
    /// The JUnit report's suite name (`loansh test`).
    public var junitSuiteName: String

    /// `prompt` defaults to `NAME> `, `scriptExtension` to the name, the history variable to
    /// `NAME_HISTORY` in capitals.
    public init(
        name: String, version: String, prompt: String? = nil, scriptExtension: String? = nil,
        goldenFolder: String = "Fixtures/golden", historyVariable: String? = nil
    ) {
        self.name = name
        self.version = version
        self.prompt = prompt ?? name + "> "
        self.scriptExtension = scriptExtension ?? name
        self.goldenFolder = goldenFolder
        let variable = name.uppercased().map { $0.isLetter || $0.isNumber ? String($0) : "_" }.joined()
        self.historyVariable = historyVariable ?? variable + "_HISTORY"
        junitSuiteName = name + " test"
    }

    /// `.lsh`: what a script's or case's file name ends with.
    public var scriptSuffix: String { "." + scriptExtension }

    /// The line an interactive session starts with.
    public var banner: String { "\(name) \(version): type 'help' for commands, Ctrl-D to quit" }

    /// `NAME test`, as hints write the harness's command.
    public var testCommand: String { name + " test" }
}
