import DisplayInterface

/// The shell's own commands (shell.md §3), in the order `help` lists them after the
/// registered ones.
enum BuiltInCommands {
    /// Every built-in.
    static let all: [any BuiltInCommand.Type] = [
        ShowCommand.self, PropsCommand.self, ExpectCommand.self, SetCommand.self, ExpandedCommand.self, WaitCommand.self,
        TraceCommand.self, TimingCommand.self, WatchCommand.self, SourceCommand.self, EchoCommand.self, HelpCommand.self,
        HistoryCommand.self, ClearCommand.self, RecordCommand.self, OutputCommand.self, QuitCommand.self,
    ]

    /// The built-in typed as `word` (its name or an alias), if any. A scan of seventeen
    /// entries: a dictionary built at start-up cost more than every lookup of a session.
    static func command(typedAs word: String) -> (any BuiltInCommand.Type)? {
        all.first { $0.name == word || $0.aliases.contains(word) }
    }

    /// psql's backslash spellings, in the order an unknown one's error lists them: the
    /// commands a psql user reaches for first, first.
    static let psqlSpellings: [String] = ([QuitCommand.self, HelpCommand.self, ExpandedCommand.self, PropsCommand.self, OutputCommand.self, SourceCommand.self, TimingCommand.self]
            as [any BuiltInCommand.Type]).flatMap { ([$0.name] + $0.aliases).filter { $0.hasPrefix("\\") } }

    /// The words the shell's own commands take, `load` among them, which no registration may claim.
    static var reservedWords: Set<String> {
        var words: Set<String> = [loadVerb]
        for command in all {
            words.insert(command.name)
            for alias in command.aliases { words.insert(alias) }
        }
        return words
    }

    /// The verb of every registered load.
    static let loadVerb = BuiltInVerb.load.rawValue

    /// Reads the words after `verb` into the command `command` declares: the form they fit,
    /// then the command made from its words.
    static func parse(
        _ command: any BuiltInCommand.Type, verb: Word, arguments: [Word], in context: ParseContext
    ) throws(ShellError) -> Command {
        let grammar = context.commands.grammar(of: command)
        let match = try grammar.match(verb, arguments, name: command.name, in: context, usage: context.commands.usage(of: verb.text))
        return try command.command(from: match, in: context)
    }
}
