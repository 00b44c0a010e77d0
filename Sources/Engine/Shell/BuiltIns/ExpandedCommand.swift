import DisplayInterface

/// psql's `\x [on|off|auto]`: records (`on`), a table however wide (`off`), a table that
/// becomes records when it does not fit (`auto`); alone, it toggles between records and
/// the format before them.
struct ExpandedCommand: BuiltInCommand, Hashable {
    /// The format asked for; `nil`: toggled.
    let format: OutputFormat?

    static let verb = BuiltInVerb.expanded
    static let mode = BuiltInWord.choice(["on", "off", "auto"])

    static func declaration(in app: AppTerms) -> BuiltInDeclaration {
        BuiltInDeclaration(summary: "Show records on or off, as psql's \\x", example: "\\x on", listedUnder: SetCommand.name)
    }

    static func grammar(in app: AppTerms) -> BuiltInGrammar {
        BuiltInGrammar([BuiltInForm([.optional(mode)])])
    }

    /// Records, a table, auto, or toggled (`nil`).
    init(format: OutputFormat?) {
        self.format = format
    }

    init(_ match: FormMatch, in context: ParseContext) throws(ShellError) {
        format = match[Self.mode].map { word in
            switch word.text {
            case "on": .records
            case "off": .table
            default: .auto
            }
        }
    }

    @MainActor func run(in context: CommandContext) throws(ShellError) -> CommandOutcome {
        let show = context.interpreter.concern(ShowState.self)
        show.toggleRecords(to: format)
        context.interpreter.concern(SettingsState.self).markSet(ShellSettings.format.name)
        let said = switch show.format {
        case .records: "Expanded display is on."
        case .auto: "Expanded display is used automatically."
        default: "Expanded display is off."
        }
        context.console.print(said)
        return .success
    }
}
