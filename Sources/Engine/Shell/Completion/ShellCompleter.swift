import Foundation
import LineEditor
import DisplayInterface

/// Context-aware Tab completion (shell.md §4): command names, sub-words, ViewModel
/// names and `VM.property`, filter keys and values, promo codes, order numbers, files.
public enum ShellCompleter {
    /// What could replace the word before the cursor, given the text before it.
    public static func complete(_ textBeforeCursor: String, vocabulary: CompletionVocabulary) -> CompletionResult {
        let typedWords = TypedWords(textBeforeCursor)
        let current = typedWords.current
        let (candidates, typed, appendsSpace) = candidates(previous: typedWords.words, current: current, vocabulary: vocabulary)
        let matching = Set(candidates.filter { $0.hasPrefix(typed) }).sorted()
        // A whole word replaced (a file name, a value) is inserted as the lexer must read it:
        // inside the quote it opened, or quoted when it holds a blank.
        if typed == current, typedWords.raw != current || matching.contains(where: { typedWords.inserted($0) != $0 }) {
            return CompletionResult(
                replacing: typedWords.raw.unicodeScalars.count, candidates: matching.map(typedWords.inserted), appendsSpace: appendsSpace)
        }
        return CompletionResult(replacing: typed.unicodeScalars.count, candidates: matching, appendsSpace: appendsSpace)
    }

    /// The candidates for the current word, the part of it they replace, and whether a
    /// lone match is followed by a space.
    private static func candidates(
        previous: [String], current: String, vocabulary: CompletionVocabulary
    ) -> (candidates: [String], typed: String, appendsSpace: Bool) {
        let commands = vocabulary.commands
        guard let command = previous.first else { return (commands.names, current, true) }
        let arguments = Array(previous.dropFirst())
        if command == BuiltInCommands.loadVerb, !commands.loads.isEmpty {
            guard let target = arguments.first else { return (commands.loads.map(\.target), current, true) }
            let specs = commands.loads.first { $0.target == target }?.arguments ?? []
            return argument(arguments.count - 1, of: specs, current: current, vocabulary: vocabulary)
        }
        let forms = commands.forms(of: command)
        if !forms.isEmpty { return registered(forms, arguments: arguments, current: current, vocabulary: vocabulary) }
        guard let builtIn = BuiltInCommands.command(typedAs: command) else { return ([], current, true) }
        let answer = builtIn.complete(arguments, current: current, typedAs: command, vocabulary: vocabulary)
        return (answer.candidates, answer.typed, answer.appendsSpace)
    }

    /// A registered command: its sub-words and the first argument of the form that reads
    /// arguments; after a sub-word, that form's arguments.
    private static func registered(
        _ forms: [RegisteredCommand.Form], arguments: [String], current: String, vocabulary: CompletionVocabulary
    ) -> (candidates: [String], typed: String, appendsSpace: Bool) {
        if let first = arguments.first, let form = forms.first(where: { $0.subword == first }) {
            return complete(form, arguments: Array(arguments.dropFirst()), current: current, vocabulary: vocabulary)
        }
        guard let reading = forms.first(where: { form in
            if form.subword != nil { return false }
            return form.grammar.custom != nil || !form.grammar.specs.isEmpty
        }) else {
            return (arguments.isEmpty ? forms.compactMap(\.subword) : [], current, true)
        }
        var answer = complete(reading, arguments: arguments, current: current, vocabulary: vocabulary)
        if arguments.isEmpty { answer.candidates += forms.compactMap(\.subword) }
        return answer
    }

    private static func complete(
        _ form: RegisteredCommand.Form, arguments: [String], current: String, vocabulary: CompletionVocabulary
    ) -> (candidates: [String], typed: String, appendsSpace: Bool) {
        guard let custom = form.grammar.custom else {
            return argument(arguments.count, of: form.grammar.specs, current: current, vocabulary: vocabulary)
        }
        var request = CompletionRequest(arguments: arguments, current: current, sessionValues: vocabulary.sessionValues)
        request.sources = custom.sources
        let answer = custom.complete(request)
        return (answer.candidates, answer.typed, answer.appendsSpace)
    }

    /// The values of argument `index` of `specs`.
    private static func argument(
        _ index: Int, of specs: [ArgumentSpec], current: String, vocabulary: CompletionVocabulary
    ) -> (candidates: [String], typed: String, appendsSpace: Bool) {
        guard specs.indices.contains(index) else { return ([], current, true) }
        let source = specs[index].completion
        if source.isFiles { return files(current, vocabulary: vocabulary) }
        return (vocabulary.values(of: source), current, true)
    }

    private static func files(_ current: String, vocabulary: CompletionVocabulary) -> (candidates: [String], typed: String, appendsSpace: Bool) {
        let answer: CompletionAnswer = files(current, vocabulary: vocabulary)
        return (answer.candidates, answer.typed, answer.appendsSpace)
    }

    /// The files and folders `current` may name.
    static func files(_ current: String, vocabulary: CompletionVocabulary) -> CompletionAnswer {
        let slash = current.lastIndex(of: "/")
        let folder = slash.map { String(current[...$0]) } ?? ""
        let entries = vocabulary.listDirectory(folder).map { folder + $0 }
        let isFolderOnly = entries.filter { $0.hasPrefix(current) }.count == 1 && (entries.first { $0.hasPrefix(current) }?.hasSuffix("/") ?? false)
        return CompletionAnswer(entries, current, appendsSpace: !isFolderOnly)
    }
}
