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

    /// Each built-in by every word it is typed as.
    static let byWord: [String: any BuiltInCommand.Type] = {
        var words: [String: any BuiltInCommand.Type] = [:]
        for command in all {
            for word in [command.name] + command.aliases { words[word] = command }
        }
        return words
    }()

    /// psql's backslash spellings, in the order an unknown one's error lists them: the
    /// commands a psql user reaches for first, first.
    static let psqlSpellings: [String] = ([QuitCommand.self, HelpCommand.self, ExpandedCommand.self, OutputCommand.self, TimingCommand.self]
            as [any BuiltInCommand.Type]).flatMap { ([$0.name] + $0.aliases).filter { $0.hasPrefix("\\") } }

    /// The words the shell's own commands take, `load` among them, which no registration may claim.
    static let reservedWords: Set<String> = Set(byWord.keys).union([loadVerb])

    /// The verb of every registered load.
    static let loadVerb = "load"

    /// Reads the arguments of `command` into a call.
    static func parse(
        _ command: (some BuiltInCommand).Type, _ reader: inout ArgumentReader, in context: ParseContext
    ) throws(ShellError) -> BuiltInCall {
        BuiltInCall(try command.parse(&reader, in: context))
    }
}
