import DisplayInterface

extension BuiltInGrammar {
    /// What Tab offers for the word after `arguments` (the words typed after `verb`), from
    /// the forms `verb` reads: the sub-words and words that may stand there, an option's
    /// value after it, and the options not given yet where a word starting with `-` is typed
    /// or no word may stand.
    func complete(_ arguments: [String], current: String, typedAs verb: String, vocabulary: CompletionVocabulary) -> CompletionAnswer {
        let forms = forms(typedAs: verb).map(\.form)
        let options = forms.flatMap(\.parts).filter { $0.optionName != nil }
        if let previous = arguments.last, case .option(_, let word, _)? = options.first(where: { $0.optionName == previous }) {
            return word.completion(current, vocabulary: vocabulary)
        }
        // The words typed so far that stand by position.
        var positional: [String] = []
        var skipNext = false
        for argument in arguments {
            if skipNext { skipNext = false; continue }
            if let option = options.first(where: { $0.optionName == argument }) {
                if case .option = option { skipNext = true }
                continue
            }
            positional.append(argument)
        }
        let unused = options.compactMap(\.optionName).filter { !arguments.contains($0) }
            .reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        if current.hasPrefix("-"), !unused.isEmpty { return CompletionAnswer(candidates: unused, typed: current) }
        var answer = CompletionAnswer(candidates: [], typed: current)
        var anyWord = false
        for form in forms {
            // A form that requires an option not typed yet is not the one being typed.
            let required = form.parts.compactMap { part -> String? in
                switch part {
                case .flag(let name, true), .option(let name, _, true): name
                default: nil
                }
            }
            if !required.allSatisfy(arguments.contains) { continue }
            let parts = form.positional
            // A form whose sub-word was typed otherwise is not the one being typed.
            if let literal = form.leadingLiteral, let first = positional.first, first != literal { continue }
            var slot: BuiltInPart?
            var position = 0
            for part in parts {
                if case .rest = part { slot = part; break }
                if position == positional.count { slot = part; break }
                position += 1
            }
            guard let slot else { continue }
            anyWord = true
            switch slot {
            case .literal(let text):
                answer.candidates.append(text)
            case .word(let word), .optional(let word), .rest(let word, _):
                let offered = word.completion(current, vocabulary: vocabulary)
                answer.candidates += offered.candidates
                answer.typed = offered.typed
                answer.appendsSpace = answer.appendsSpace && offered.appendsSpace
            case .flag, .option:
                break
            }
        }
        if !anyWord { answer.candidates = unused }
        return answer
    }
}

extension BuiltInWord {
    /// What Tab offers for a word of this kind, `current` typed so far.
    func completion(_ current: String, vocabulary: CompletionVocabulary) -> CompletionAnswer {
        switch completesAs ?? kind {
        case .text, .integer: CompletionAnswer(candidates: [], typed: current)
        case .file: ShellCompleter.files(current, vocabulary: vocabulary)
        case .choice(let choices): CompletionAnswer(candidates: choices, typed: current)
        case .viewModel: CompletionAnswer(candidates: vocabulary.catalog.names, typed: current)
        case .propertyPath where current.contains("."), .viewModelOrPath where current.contains("."):
            CompletionAnswer(candidates: vocabulary.catalog.propertyPaths, typed: current)
        // `expect sum` goes on as `expect summary.`; `show summary` may go on as `show summary.totalLabel`.
        case .propertyPath: CompletionAnswer(candidates: vocabulary.catalog.names.map { $0 + "." }, typed: current, appendsSpace: false)
        case .viewModelOrPath: CompletionAnswer(candidates: vocabulary.catalog.names, typed: current, appendsSpace: false)
        case .command: CompletionAnswer(candidates: vocabulary.commands.helpTopics, typed: current)
        case .setting: CompletionAnswer(candidates: vocabulary.settings.names, typed: current)
        case .suggested(let words): CompletionAnswer(candidates: words, typed: current)
        case .locale: CompletionAnswer(candidates: vocabulary.localeIdentifiers, typed: current)
        case .calendar: CompletionAnswer(candidates: vocabulary.calendarNames, typed: current)
        case .timeZone: CompletionAnswer(candidates: ShellSettings.knownTimeZones, typed: current)
        case .source(let source) where source.isFiles: ShellCompleter.files(current, vocabulary: vocabulary)
        case .source(let source): CompletionAnswer(candidates: vocabulary.values(of: source), typed: current)
        }
    }
}
