import DisplayInterface
import SafeIO

/// A setting `set` lists and changes, declared once: the shell's own (``ShellSettings``)
/// and an app's (``AppSetting``). `set NAME VALUE`, `set NAME`, the listing with its
/// sources, the program's option, `help set`, Tab, `record` and the command reference all
/// read the declaration; nothing else names the setting.
struct SettingDeclaration: Sendable {
    /// The word `set` takes it by.
    let name: String
    /// The value `set NAME VALUE` takes: its placeholder, check and completion.
    let value: BuiltInWord
    /// A value it takes (`help set`'s example, the usage test).
    let example: String
    /// The program's option that gives it at start-up (`--now`), if any.
    let option: String?
    /// Listed as coming from the environment until an option or `set` gives it (the
    /// system clock, `LANG`, `TZ`).
    let followsEnvironment: Bool
    /// Its value as listed, what a recorded case writes, and where it came from.
    let state: @MainActor @Sendable (Interpreter) -> SettingState
    /// Sets it from the word `set` was given, in the script `frame`.
    let apply: @MainActor @Sendable (Word, ScriptFrame, Interpreter) throws(ShellError) -> Void

    /// `set NAME VALUE` as `help set` writes it.
    var usage: String { "set \(name) \(value.placeholder)" }
}

extension SettingDeclaration {
    /// An app's setting, acting on the session's data source.
    init(_ setting: AppSetting) {
        let value: BuiltInWord = switch setting.value.kind {
        case .text: BuiltInWord(setting.value.placeholder)
        case .file(let words): BuiltInWord(setting.value.placeholder, words.isEmpty ? .file : .file)
        case .choice(let choices): .choice(choices, refusedBy: "set \(setting.name)")
        }
        self.init(
            name: setting.name, value: value, example: setting.value.example, option: nil,
            followsEnvironment: false,
            state: { interpreter in setting.state(on: interpreter.controls) ?? SettingState(listed: "") },
            apply: { word, frame, interpreter throws(ShellError) in
                let path = frame.resolve(word.text)
                let input = SettingInput(
                    text: word.text, isQuoted: word.isQuoted, location: word.location, path: path, shownPath: frame.display(path))
                try setting.apply(input, on: interpreter.controls)
            })
    }
}
