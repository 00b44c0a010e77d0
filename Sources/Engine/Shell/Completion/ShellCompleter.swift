import Foundation
import LineEditor
import DisplayInterface

/// Context-aware Tab completion (shell.md §4): command names, sub-words, ViewModel
/// names and `VM.property`, filter keys and values, promo codes, order numbers, files.
public enum ShellCompleter {
    /// What could replace the word before the cursor, given the text before it. Candidates
    /// come in the order they are declared (an enum's cases, a command's forms), each once;
    /// file names sorted.
    public static func complete(_ textBeforeCursor: String, vocabulary: CompletionVocabulary) -> CompletionResult {
        let typedWords = TypedWords(textBeforeCursor)
        let current = typedWords.current
        let answer = candidates(previous: typedWords.words, current: current, vocabulary: vocabulary)
        let typed = answer.typed
        var seen: Set<String> = []
        let matching = answer.candidates.filter { $0.hasPrefix(typed) && seen.insert($0).inserted }
        // A whole word replaced (a file name, a value) is inserted as the lexer must read it:
        // inside the quote it opened, or quoted when it holds a blank.
        if typed == current, typedWords.raw != current || matching.contains(where: { typedWords.inserted($0) != $0 }) {
            return CompletionResult(
                replacing: typedWords.raw.unicodeScalars.count, candidates: matching.map(typedWords.inserted), appendsSpace: answer.appendsSpace)
        }
        return CompletionResult(replacing: typed.unicodeScalars.count, candidates: matching, appendsSpace: answer.appendsSpace)
    }

    /// The candidates for the current word, the part of it they replace, and whether a
    /// lone match is followed by a space.
    private static func candidates(previous: [String], current: String, vocabulary: CompletionVocabulary) -> CompletionAnswer {
        let commands = vocabulary.commands
        guard let command = previous.first else { return CompletionAnswer(candidates: commands.names, typed: current) }
        let arguments = Array(previous.dropFirst())
        if command == BuiltInCommands.loadVerb, !commands.loads.isEmpty {
            return commands.grammar(of: LoadCommand.self).complete(arguments, current: current, typedAs: command, vocabulary: vocabulary)
        }
        let forms = commands.forms(of: command)
        if !forms.isEmpty { return registered(forms, arguments: arguments, current: current, vocabulary: vocabulary) }
        guard let builtIn = BuiltInCommands.command(typedAs: command) else { return CompletionAnswer(candidates: [], typed: current) }
        return commands.grammar(of: builtIn).complete(arguments, current: current, typedAs: command, vocabulary: vocabulary)
    }

    /// A registered command: its sub-words and the first argument of the form that reads
    /// arguments; after a sub-word, that form's arguments.
    private static func registered(
        _ forms: [RegisteredCommand.Form], arguments: [String], current: String, vocabulary: CompletionVocabulary
    ) -> CompletionAnswer {
        if let first = arguments.first, let form = forms.first(where: { $0.subword == first }) {
            return complete(form, arguments: Array(arguments.dropFirst()), current: current, vocabulary: vocabulary)
        }
        guard let reading = forms.first(where: { form in
            if form.subword != nil { return false }
            return form.grammar.custom != nil || !form.grammar.specs.isEmpty
        }) else {
            return CompletionAnswer(candidates: arguments.isEmpty ? forms.compactMap(\.subword) : [], typed: current)
        }
        var answer = complete(reading, arguments: arguments, current: current, vocabulary: vocabulary)
        if arguments.isEmpty { answer.candidates += forms.compactMap(\.subword) }
        return answer
    }

    private static func complete(
        _ form: RegisteredCommand.Form, arguments: [String], current: String, vocabulary: CompletionVocabulary
    ) -> CompletionAnswer {
        guard let custom = form.grammar.custom else {
            let specs = form.grammar.specs
            guard specs.indices.contains(arguments.count) else { return CompletionAnswer(candidates: [], typed: current) }
            return BuiltInWord(specs[arguments.count]).completion(current, vocabulary: vocabulary)
        }
        var request = CompletionRequest(arguments: arguments, current: current, sessionValues: vocabulary.sessionValues)
        request.sources = custom.sources
        return custom.complete(request)
    }

    /// The files and folders `current` may name, sorted.
    static func files(_ current: String, vocabulary: CompletionVocabulary) -> CompletionAnswer {
        let slash = current.lastIndex(of: "/")
        let folder = slash.map { String(current[...$0]) } ?? ""
        let entries = vocabulary.listDirectory(folder).map { folder + $0 }.sorted()
        let isFolderOnly = entries.filter { $0.hasPrefix(current) }.count == 1 && (entries.first { $0.hasPrefix(current) }?.hasSuffix("/") ?? false)
        return CompletionAnswer(candidates: entries, typed: current, appendsSpace: !isFolderOnly)
    }
}
