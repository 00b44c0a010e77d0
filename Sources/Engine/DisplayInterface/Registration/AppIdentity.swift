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
    /// `NAME_HISTORY` in ASCII capitals (``variableName(_:)``).
    public init(
        name: String, version: String, prompt: String? = nil, scriptExtension: String? = nil,
        goldenFolder: String = "Fixtures/golden", historyVariable: String? = nil
    ) {
        self.name = name
        self.version = version
        self.prompt = prompt ?? name + "> "
        self.scriptExtension = scriptExtension ?? name
        self.goldenFolder = goldenFolder
        self.historyVariable = historyVariable ?? Self.variableName(name) + "_HISTORY"
        junitSuiteName = name + " test"
    }

    /// `name` as the start of an environment variable's name, which a shell takes only in
    /// ASCII (`export MY_APP_2É_HISTORY=…` fails in sh and bash): letters in capitals,
    /// digits kept, every other character `_`, and `_` first when it would start with a digit.
    /// Unicode's letter tables are not read: their first use took a sixth of start-up.
    static func variableName(_ name: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in name.unicodeScalars {
            switch scalar {
            case "a"..."z": scalars.append(Unicode.Scalar(UInt8(scalar.value) - 0x20))
            case "A"..."Z", "0"..."9": scalars.append(scalar)
            default: scalars.append("_")
            }
        }
        if let first = scalars.first, ("0"..."9").contains(first) { scalars.insert("_", at: scalars.startIndex) }
        return String(scalars)
    }

    /// `.lsh`: what a script's or case's file name ends with.
    public var scriptSuffix: String { "." + scriptExtension }

    /// The line an interactive session starts with.
    public var banner: String { "\(name) \(version): type 'help' for commands, Ctrl-D to quit" }

    /// `NAME test`, as hints write the harness's command.
    public var testCommand: String { name + " test" }
}
