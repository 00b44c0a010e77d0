import DisplayInterface

/// A word a built-in reads, as its declaration names it: its placeholder in usage, what it
/// accepts, how Tab completes it, and a value of it that parses (for the usage test).
struct BuiltInWord: Sendable {
    /// What the word may be.
    enum Kind: Sendable {
        /// Any word.
        case text
        /// A file's path: any word; Tab offers file names.
        case file
        /// One of these, in this order (usage shows them joined by `|`).
        case choice([String])
        /// A ViewModel's name (Tab offers the names; it may go on as `VM.PROP`).
        case viewModel
        /// `VM.PROP`.
        case propertyPath
        /// A ViewModel's name or `VM.PROP`.
        case viewModelOrPath
        /// A command's name (`help COMMAND`), an alias (`help \x`) included.
        case command
        /// A setting's name (`set NAME`).
        case setting
        /// A whole number in this range.
        case integer(ClosedRange<Int>)
        /// Any word, checked when the command runs; Tab offers these.
        case suggested([String])
        /// A locale ID, checked when it is set; Tab offers the known ones.
        case locale
        /// A calendar's name, checked when it is set; Tab offers them.
        case calendar
        /// A time zone's ID, checked when it is set; Tab offers the known ones.
        case timeZone
        /// Any word; Tab offers what `source` holds (a registered argument's).
        case source(CompletionSource)
    }

    /// How usage names it: `PATH`, `VM`, `on|off`.
    let placeholder: String
    let kind: Kind
    /// How an error names it when it is missing (`a sort key`); by default its placeholder.
    let missing: String
    /// What refusing a word of a choice says before `not 'x'` (`expect compares with == or
    /// !=`); by default "VERB takes a, b".
    let refusal: String?
    /// Whether refusing a word names the nearest choice.
    let suggests: Bool
    /// What Tab offers for it, when not what its kind accepts (`show`'s `VM` may go on as `VM.PROP`).
    let completesAs: Kind?

    /// A word named `placeholder` of `kind`; `missing` names it when it is left out.
    init(
        _ placeholder: String, _ kind: Kind = .text, missing: String? = nil, refusal: String? = nil, suggests: Bool = true,
        completesAs: Kind? = nil
    ) {
        self.placeholder = placeholder
        self.kind = kind
        self.missing = missing ?? placeholder
        self.refusal = refusal
        self.suggests = suggests
        self.completesAs = completesAs
    }

    /// The word a registered argument reads.
    init(_ spec: ArgumentSpec) {
        switch spec {
        case .value(let name, let completion), .optionalValue(let name, let completion): self.init(name, .source(completion))
        case .choice(let what, let choices): self.init(choices.concatenated(separator: "|"), .choice(choices), missing: what)
        case .optionalChoice(let choices): self.init(choices.concatenated(separator: "|"), .choice(choices))
        }
    }

    /// One of `choices`; usage writes them joined by `|`.
    static func choice(_ choices: [String], missing: String? = nil) -> BuiltInWord {
        BuiltInWord(choices.concatenated(separator: "|"), .choice(choices), missing: missing)
    }

    /// One of `choices`, a setting's: refused as "`setting` takes a or b, not 'x'".
    static func choice(_ choices: [String], refusedBy setting: String) -> BuiltInWord {
        let listed = choices.count > 1 ? Array(choices.dropLast()).concatenated(separator: ", ") + " or " + (choices.last ?? "") : choices.concatenated(separator: "")
        return BuiltInWord(choices.concatenated(separator: "|"), .choice(choices), refusal: "\(setting) takes \(listed)")
    }

    /// One of the cases of `type`, in the order they are declared.
    static func choice<Value: CaseIterable & RawRepresentable>(of type: Value.Type) -> BuiltInWord where Value.RawValue == String {
        choice(type.allCases.map(\.rawValue))
    }

    /// Why a word does not fit: it belongs to another form (`show` of `VM.PROP` is not the
    /// `VM` form), or it is this form's word and wrong.
    enum Mismatch: Error {
        case anotherForm
        case wrong(ShellError)
    }

    /// `word`, checked as this kind in `context`; `verb` names the command in errors.
    func check(_ word: Word, verb: String, in context: ParseContext) throws(Mismatch) -> Word {
        switch kind {
        case .text, .file, .suggested, .locale, .calendar, .timeZone, .source:
            return word
        case .choice(let choices):
            guard choices.contains(word.text) else {
                let refused = refusal ?? "\(verb) takes \(choices.concatenated(separator: ", "))"
                throw .wrong(ShellError(
                    "\(refused), not \(EchoedValue.quoted(word.text))", at: word.location,
                    suggesting: suggests ? Suggestion.nearest(to: word.text, in: choices) : nil))
            }
            return word
        case .viewModel:
            if word.text.contains(".") { throw .anotherForm }
            do { _ = try context.viewModelName(word) } catch { throw .wrong(error) }
            return word
        case .propertyPath:
            guard word.text.contains(".") else { throw .anotherForm }
            do { _ = try context.propertyPath(word) } catch { throw .wrong(error) }
            return word
        case .viewModelOrPath:
            do {
                if word.text.contains(".") { _ = try context.propertyPath(word) } else { _ = try context.viewModelName(word) }
            } catch {
                throw .wrong(error)
            }
            return word
        case .command:
            guard context.commands.help(for: word.text) != nil else {
                throw .wrong(ShellError(
                    "no command \(EchoedValue.quoted(word.text))", at: word.location,
                    suggesting: Suggestion.nearest(to: word.text, in: context.commands.names)))
            }
            return word
        case .setting:
            let names = context.settings.names
            guard names.contains(word.text) else {
                throw .wrong(ShellError(
                    "\(verb) has no setting \(EchoedValue.quoted(word.text)) (settings: \(names.concatenated(separator: ", ")))",
                    at: word.location, suggesting: Suggestion.nearest(to: word.text, in: names)))
            }
            return word
        case .integer(let range):
            guard let value = Int(word.text), range.contains(value) else {
                throw .wrong(ShellError(
                    "\(verb) takes a whole number from \(range.lowerBound) to \(range.upperBound), not \(EchoedValue.quoted(word.text))",
                    at: word.location))
            }
            return word
        }
    }

    /// A word of this kind that parses in `context`, for the usage test.
    func example(in context: ParseContext) -> String {
        switch kind {
        case .text: "text"
        case .file: "file.txt"
        case .suggested(let words): words.first ?? "text"
        case .source(let source): source.fixedValues?.first ?? "text"
        case .locale: "en_US"
        case .calendar: "gregorian"
        case .timeZone: "UTC"
        case .choice(let choices): choices.first ?? ""
        case .viewModel: context.catalog.names.first ?? "VM"
        case .propertyPath, .viewModelOrPath: context.catalog.propertyPaths.first ?? "VM.PROP"
        case .command: context.commands.names.first ?? HelpCommand.name
        case .setting: context.settings.names.first ?? "now"
        case .integer(let range): String(range.lowerBound)
        }
    }
}
