import DisplayInterface

/// A built-in's forms, declared once: `help` writes their usage, the parser reads a line
/// by them, Tab completes by them, `--coverage` counts them, and the usage test types each
/// of them with example words. Nothing else describes what a built-in reads.
struct BuiltInGrammar: Sendable {
    /// The forms, tried in this order.
    let forms: [BuiltInForm]
    /// What a form's extra word is called before the usage (`show takes one ViewModel or
    /// VM.PROP`); by default "too many arguments for VERB".
    let tooMany: String?
    /// Usage lines of what the command reads that no word of it spells: a redirection
    /// (`output | PROGRAM`, read before the words are).
    let redirections: [String]

    /// What a missing sub-word is called when every form starts with one (`what to load`).
    let subword: String
    /// Forms `--coverage` counts that no word spells (`load … &`).
    let extraCoverage: [String]
    /// A check of the words before any form reads them, for an error clearer than a form's
    /// (`set takes now, locale…, not 'colour'`).
    let preflight: (@Sendable (_ verb: Word, _ words: [Word], _ context: ParseContext) throws(ShellError) -> Void)?

    init(
        _ forms: [BuiltInForm], tooMany: String? = nil, redirections: [String] = [], subword: String = "a sub-command",
        extraCoverage: [String] = [],
        preflight: (@Sendable (_ verb: Word, _ words: [Word], _ context: ParseContext) throws(ShellError) -> Void)? = nil
    ) {
        self.preflight = preflight
        self.forms = forms
        self.tooMany = tooMany
        self.redirections = redirections
        self.subword = subword
        self.extraCoverage = extraCoverage
    }

    /// The forms `--coverage` counts for the command `name`, in order, each once.
    func coverageForms(name: String) -> [String] {
        (forms.map { $0.coverageName(of: name) } + extraCoverage).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
    }

    /// A grammar of one form that reads nothing.
    static let nothing = BuiltInGrammar([BuiltInForm([])])

    /// Its usage lines: each form as its spelling types it, every spelling of a form for all.
    func usage(name: String, aliases: [String]) -> [String] {
        var lines: [String] = []
        for spelling in [name] + aliases {
            for form in forms where form.spelling == nil || form.spelling == spelling {
                // A form every spelling reads is written once for each spelling that has no form of its own.
                if form.spelling == nil, spelling != name, forms.contains(where: { $0.spelling == spelling }) { continue }
                lines.append(form.usage(typedAs: spelling))
            }
        }
        return lines + redirections
    }

    /// The forms `verb` (a spelling of the command) reads.
    func forms(typedAs verb: String) -> [(index: Int, form: BuiltInForm)] {
        forms.enumerated().filter { $0.element.spelling == nil || $0.element.spelling == verb }.map { ($0.offset, $0.element) }
    }

    // MARK: Reading a line

    /// The form `arguments` fit, with their words by part; the error of the form they come
    /// nearest to when none fits. `usage` gives the usage lines joined, for errors.
    func match(
        _ verb: Word, _ arguments: [Word], name: String, in context: ParseContext, usage: @Sendable () -> String
    ) throws(ShellError) -> FormMatch {
        let candidates = forms(typedAs: verb.text)
        let options = try readOptions(arguments, verb: verb, forms: candidates.map(\.form), in: context, usage: usage)
        let words = options.positional
        try preflight?(verb, words, context)
        let given = Set(options.values.keys)
        // The forms the options allow: each given option is one of the form's, and each
        // option the form requires is given.
        let allowed = candidates.filter { _, form in
            given.isSubset(of: form.optionNames) && form.parts.allSatisfy { part in
                switch part {
                case .flag(let name, true), .option(let name, _, true): given.contains(name)
                default: true
                }
            }
        }
        // A sub-word picks its forms first (`set timing on`); the forms without one come
        // after them (`set timing` lists the setting).
        let first = words.first.flatMap { $0.isQuoted ? nil : $0.text }
        let chosen = allowed.filter { $0.form.leadingLiteral != nil && $0.form.leadingLiteral == first }
            + allowed.filter { $0.form.leadingLiteral == nil }
        guard !chosen.isEmpty else {
            throw noForm(verb, words: words, given: given, candidates: candidates.map(\.form), usage: usage)
        }
        var nearest: (consumed: Int, error: ShellError)?
        var placedElsewhere = false
        for (index, form) in chosen {
            switch read(form, words, after: arguments.last ?? verb, verb: verb, in: context, usage: usage) {
            case .fits(let values, let rest):
                return FormMatch(
                    form: index, coverage: form.coverageName(of: name), verb: verb, words: values, options: options.values, rest: rest)
            case .wrong(let error):
                throw error
            case .anotherForm:
                placedElsewhere = true
            case .short(let consumed, let error):
                if nearest.map({ consumed > $0.consumed }) ?? true { nearest = (consumed, error) }
            }
        }
        if let nearest { throw nearest.error }
        if placedElsewhere, let word = words.first {
            throw ShellError(tooMany.map { "\($0) (usage: \(usage()))" } ?? "\(verb.text) cannot read \(EchoedValue.quoted(word.text)) (usage: \(usage()))", at: word.location)
        }
        throw noForm(verb, words: words, given: given, candidates: candidates.map(\.form), usage: usage)
    }

    /// The error when no form has the sub-word or the options given.
    private func noForm(
        _ verb: Word, words: [Word], given: Set<String>, candidates: [BuiltInForm], usage: () -> String
    ) -> ShellError {
        let literals = candidates.compactMap(\.leadingLiteral)
        let onlyLiterals = !literals.isEmpty && !candidates.contains(where: { $0.leadingLiteral == nil })
        if words.isEmpty, given.isEmpty, onlyLiterals {
            return ShellError("\(verb.text) needs \(subword) (usage: \(usage()))", at: verb.location.advanced(by: verb.text.count + 1))
        }
        if let word = words.first, onlyLiterals {
            return ShellError(
                "\(verb.text) takes \(literals.concatenated(separator: ", ")), not \(EchoedValue.quoted(word.text))", at: word.location,
                suggesting: Suggestion.nearest(to: word.text, in: literals))
        }
        let option = given.sorted().first ?? ""
        return ShellError("\(option) does not go with these words (usage: \(usage()))", at: words.first?.location ?? verb.location)
    }

    /// The words that are not options, and each option's value (`nil` for a flag). Only a
    /// command that declares options has any: elsewhere `-5` is a word like another.
    private func readOptions(
        _ arguments: [Word], verb: Word, forms: [BuiltInForm], in context: ParseContext, usage: () -> String
    ) throws(ShellError) -> (positional: [Word], values: [String: Word?]) {
        var declared: [String: BuiltInPart] = [:]
        for form in forms {
            for part in form.parts { if let name = part.optionName, declared[name] == nil { declared[name] = part } }
        }
        guard !declared.isEmpty else { return (arguments, [:]) }
        let names = forms.flatMap(\.optionNames).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        var positional: [Word] = []
        var values: [String: Word?] = [:]
        var index = 0
        while index < arguments.count {
            let word = arguments[index]
            index += 1
            guard !word.isQuoted, word.text.count > 1, word.text.hasPrefix("-"), !word.text.dropFirst().allSatisfy(\.isNumber) else {
                positional.append(word)
                continue
            }
            let name = word.text.split(separator: "=", maxSplits: 1).first.map(String.init) ?? word.text
            guard let part = declared[name] else {
                throw ShellError(
                    "unknown option \(EchoedValue.quoted(word.text)) for \(verb.text)", at: word.location,
                    suggesting: Suggestion.nearest(to: word.text, in: names))
            }
            guard case .option(_, let valueWord, _) = part else {
                guard name == word.text else {
                    throw ShellError("\(name) takes no value (usage: \(usage()))", at: word.location.advanced(by: name.count))
                }
                values[name] = .some(nil)
                continue
            }
            let value: Word
            if name != word.text {
                value = Word(String(word.text.dropFirst(name.count + 1)), at: word.location.advanced(by: name.count + 1))
            } else if index < arguments.count {
                value = arguments[index]
                index += 1
            } else {
                throw ShellError(
                    "\(verb.text) needs \(valueWord.missing) after \(name) (usage: \(usage()))",
                    at: word.location.advanced(by: word.text.count + 1))
            }
            do {
                values[name] = .some(try valueWord.check(value, verb: String(name.drop { $0 == "-" }), in: context))
            } catch {
                switch error {
                case .wrong(let wrong): throw wrong
                case .anotherForm: throw ShellError("\(name) cannot take \(EchoedValue.quoted(value.text))", at: value.location)
                }
            }
        }
        return (positional, values)
    }

    /// How a form took the words.
    private enum Reading {
        case fits([String: Word], rest: [Word])
        /// A word is this form's and wrong.
        case wrong(ShellError)
        /// A word is another form's.
        case anotherForm
        /// A word is missing, or one is left over, after `consumed` fitted.
        case short(consumed: Int, ShellError)
    }

    /// Reads `words` (the positional ones) by `form`; a missing word is placed after `last`,
    /// the last word typed.
    private func read(_ form: BuiltInForm, _ words: [Word], after last: Word, verb: Word, in context: ParseContext, usage: () -> String) -> Reading {
        var values: [String: Word] = [:]
        var rest: [Word] = []
        var index = 0
        func missing(_ word: BuiltInWord) -> Reading {
            let place = last.location.advanced(by: last.text.count + 1)
            return .short(consumed: index, ShellError("\(verb.text) needs \(word.missing) (usage: \(usage()))", at: place))
        }
        for part in form.positional {
            switch part {
            case .literal(let text):
                guard index < words.count, !words[index].isQuoted, words[index].text == text else { return .anotherForm }
                index += 1
            case .word(let word), .optional(let word):
                guard index < words.count else {
                    if case .word = part { return missing(word) }
                    continue
                }
                do {
                    values[word.placeholder] = try word.check(words[index], verb: verb.text, in: context)
                } catch {
                    switch error {
                    case .wrong(let wrong): return .wrong(wrong)
                    case .anotherForm: return .anotherForm
                    }
                }
                index += 1
            case .rest(let word, let optional):
                if index >= words.count, !optional { return missing(word) }
                rest = Array(words[index...])
                index = words.count
            case .flag, .option:
                continue
            }
        }
        guard index >= words.count else {
            let extra = words[index]
            let message = "\(tooMany ?? "too many arguments for \(verb.text)") (usage: \(usage()))"
            return .short(consumed: index, ShellError(message, at: extra.location))
        }
        return .fits(values, rest: rest)
    }
}

/// The form a line fit, and its words.
struct FormMatch: Sendable {
    /// Which of the grammar's forms.
    let form: Int
    /// Its name in `--coverage`.
    let coverage: String
    /// The spelling it was typed as.
    let verb: Word
    /// The words read by position, by their placeholder.
    let words: [String: Word]
    /// The options given, by name, with their values (`nil` for a flag).
    let options: [String: Word?]
    /// The words a `rest` part took.
    let rest: [Word]

    /// The word read for `word`, if it was given.
    subscript(_ word: BuiltInWord) -> Word? { words[word.placeholder] }

    /// Whether the flag `name` was given.
    func has(_ name: String) -> Bool { options[name] != nil }

    /// The value of the option `name`, if given.
    func value(of name: String) -> Word? { options[name] ?? nil }
}
