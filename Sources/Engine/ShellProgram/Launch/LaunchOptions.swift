/// What the command line asks of a session (shell.md §1), however it was parsed: by
/// ``QuickCommandLine`` for the common forms, by ArgumentParser (``Ordersh``) for the rest.
struct LaunchOptions: Equatable {
    /// The text of each `-c`, in order.
    var commandLines: [String] = []
    var locale: String?
    var calendar: String?
    var timezone: String?
    var now: String?
    var format: String?
    var noColor = false
    var noPager = false
    var keepGoing = false
    var echo = false
    /// `-X`/`--no-rc`: the interactive session skips the start-up file.
    var noRC = false
    /// `-f FILE`, psql's spelling of the script: with it, ``script`` is FILE and the word
    /// given as the script becomes the first argument (``takingFileOption()``).
    var file: String?
    /// The script file to run (with `-c`: the first argument, `${1}`).
    var script: String?
    /// The arguments after the script path.
    var extraArguments: [String] = []

    /// `-f FILE ARGS…` as `FILE ARGS…` (shell.md §1).
    mutating func takeFileOption() {
        guard let file else { return }
        extraArguments = (script.map { [$0] } ?? []) + extraArguments
        script = file
    }

    /// The `-c` commands, one line per `-c`, or `nil` without one.
    ///
    /// A loop, not `joined(separator:)`: this runs at the start of every `-c`, and the
    /// first call of the generic `joined` builds its metadata at run time (about 290,000
    /// instructions, 15 % of `ordersh -c quit`).
    var commands: String? {
        guard var text = commandLines.first else { return nil }
        for line in commandLines.dropFirst() {
            text += "\n"
            text += line
        }
        return text
    }

    /// The options that give a setting (`--now`, `--locale`…), in the order they apply.
    var settingOptions: [(option: String, value: String)] {
        [("--now", now), ("--locale", locale), ("--calendar", calendar), ("--timezone", timezone), ("--format", format)]
            .compactMap { option, value in value.map { (option, $0) } }
    }

    /// The script's positional parameters: everything after the script path, or with `-c` every argument.
    var scriptArguments: [String] {
        commands == nil ? extraArguments : (script.map { [$0] } ?? []) + extraArguments
    }
}
