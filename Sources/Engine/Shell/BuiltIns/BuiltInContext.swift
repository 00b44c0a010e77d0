import DisplayInterface
import SafeIO

/// What a built-in may consult while reading its arguments: the session's names.
struct ParseContext: Sendable {
    /// The ViewModels and their display properties.
    let catalog: ViewModelCatalog
    /// Every command, the registered ones included.
    let commands: CommandCatalog
    /// Every setting, the app's among the shell's.
    let settings: SettingCatalog

    /// `word` as a ViewModel's name, or the error with the nearest names.
    func viewModelName(_ word: Word) throws(ShellError) -> String {
        guard catalog.entry(named: word.text) != nil else {
            throw ShellError(
                "unknown view model \(EchoedValue.quoted(word.text))", at: word.location,
                suggesting: Suggestion.nearest(to: word.text, in: catalog.names))
        }
        return word.text
    }

    /// `word` as `VM.PROP`, both checked to exist.
    func propertyPath(_ word: Word) throws(ShellError) -> PropertyPath {
        let parts = word.text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2 else { throw ShellError("expected VM.PROP, got \(EchoedValue.quoted(word.text))", at: word.location) }
        let viewModel = try viewModelName(Word(String(parts[0]), at: word.location))
        let property = String(parts[1])
        guard let entry = catalog.entry(named: viewModel), entry.properties.contains(where: { $0.name == property }) else {
            throw ShellError(
                "\(viewModel) has no property \(EchoedValue.quoted(property))", at: word.location.advanced(by: viewModel.count + 1),
                suggesting: Suggestion.nearest(to: property, in: catalog.entry(named: viewModel)?.properties.map(\.name) ?? []))
        }
        return PropertyPath(viewModel: viewModel, property: property)
    }
}

/// What a built-in runs with: the interpreter, the script it is in, and where it starts.
@MainActor struct CommandContext {
    /// The interpreter running it.
    let interpreter: Interpreter
    /// The script (or the prompt) it was read from.
    let frame: ScriptFrame
    /// Where it starts.
    let location: SourceLocation

    /// Where it prints.
    var console: any Console { interpreter.console }
}
