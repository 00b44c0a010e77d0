import DisplayInterface

/// One part of a built-in's form, in the order it is typed.
enum BuiltInPart: Sendable {
    /// A sub-word, typed as is and unquoted (`record stop`).
    case literal(String)
    /// A word that must be there.
    case word(BuiltInWord)
    /// A word that may be left out.
    case optional(BuiltInWord)
    /// Every word left, one or more (`echo TEXT…`); `optional`: none is fine as well.
    case rest(BuiltInWord, optional: Bool)
    /// An option without a value, anywhere after the verb (`--json`); `required`: the form
    /// is the one that has it.
    case flag(String, required: Bool)
    /// An option with a value (`--format FORMAT`, also `--format=FORMAT`).
    case option(String, BuiltInWord, required: Bool)

    /// How usage writes it.
    var usage: String {
        switch self {
        case .literal(let text): text
        case .word(let word): word.placeholder
        case .optional(let word): "[\(word.placeholder)]"
        case .rest(let word, let optional): optional ? "[\(word.placeholder)…]" : "\(word.placeholder)…"
        case .flag(let name, let required): required ? name : "[\(name)]"
        case .option(let name, let word, let required): required ? "\(name) \(word.placeholder)" : "[\(name) \(word.placeholder)]"
        }
    }

    /// The option's name, for a flag or an option.
    var optionName: String? {
        switch self {
        case .flag(let name, _), .option(let name, _, _): name
        default: nil
        }
    }

    /// Whether it is a word the form reads by position.
    var isPositional: Bool { optionName == nil }
}

/// One way to type a built-in: its parts, the spelling it belongs to (`\timing` reads
/// `[on|off]` where `timing` reads `on|off`), and the name `--coverage` counts it as.
struct BuiltInForm: Sendable {
    let parts: [BuiltInPart]
    /// The spelling that reads this form; `nil`: every spelling of the command.
    let spelling: String?
    /// Its name in `--coverage`; by default the command's name and its sub-word.
    let coverage: String?

    /// A form of these parts.
    init(_ parts: [BuiltInPart], spelling: String? = nil, coverage: String? = nil) {
        self.parts = parts
        self.spelling = spelling
        self.coverage = coverage
    }

    /// The form typed as `verb`, as `help` writes it.
    func usage(typedAs verb: String) -> String {
        ([spelling ?? verb] + parts.map(\.usage)).concatenated(separator: " ")
    }

    /// Its name in `--coverage`, for the command `name`.
    func coverageName(of name: String) -> String {
        coverage ?? ([name] + (leadingLiteral.map { [$0] } ?? [])).concatenated(separator: " ")
    }

    /// The parts read by position.
    var positional: [BuiltInPart] { parts.filter(\.isPositional) }

    /// Its options, by name.
    var optionNames: [String] { parts.compactMap(\.optionName) }

    /// The sub-word it starts with, if any.
    var leadingLiteral: String? {
        if case .literal(let text)? = positional.first { return text }
        return nil
    }
}
