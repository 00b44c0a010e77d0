import ArgumentParser
import DisplayInterface

/// The program's command line (shell.md §1), parsed by swift-argument-parser: the shell's
/// options, then the app's own (``ShellApp/Options``).
struct ShellCommandLine<App: ShellApp>: ParsableCommand {
    static var configuration: CommandConfiguration {
        let name = App.identity.name
        let script = "<script\(App.identity.scriptSuffix)>"
        let usage = ["\(name) [<options>]", "\(name) [<options>] \(script) [<arg> …]", "\(name) [<options>] -c '<command>; <command>'",
                     "\(name) test [<path> …] [<options>]   (see '\(name) test --help')"] + App.extraUsage
        return CommandConfiguration(
            commandName: name,
            abstract: App.abstract,
            usage: usage.joined(separator: "\n  "),
            discussion: (App.discussion.isEmpty ? "" : App.discussion + "\n\n") + """
                Exit status: 0 when every command succeeded, 1 when a command failed (a script \
                stops at its first failure unless --keep-going), 2 for bad usage; an interactive \
                session exits 0 on quit or Ctrl-D whatever failed, and quit N exits N.
                """,
            version: "\(name) \(App.identity.version)")
    }

    @Option(
        name: .customShort("c"),
        help: ArgumentHelp("Run these commands (separated by ';') and exit; given twice, both run, in order (-c:1, -c:2).", valueName: "commands"))
    var commandLines: [String] = []

    @Option(
        name: .customShort("f"),
        help: ArgumentHelp("Run this script, as giving it as <script> does (psql's spelling); what follows is its arguments.", valueName: "file"))
    var file: String?

    @OptionGroup(title: "App options")
    var app: App.Options

    @Option(help: ArgumentHelp("Format for this locale, e.g. en_US or de_DE (default: the system's).", valueName: "id"))
    var locale: String?

    @Option(help: ArgumentHelp(
        "Date labels and months in this calendar, e.g. gregorian, persian, buddhist (default: the locale's own).",
        valueName: "id"))
    var calendar: String?

    @Option(help: ArgumentHelp("Use this time zone, e.g. UTC or Europe/Berlin (default: the system's).", valueName: "id"))
    var timezone: String?

    @Option(help: ArgumentHelp("Fix \"now\", e.g. 2026-11-22T12:00:00Z (default: the system clock).", valueName: "iso8601"))
    var now: String?

    @Option(help: ArgumentHelp(
        "How show prints: auto (a table, records when it does not fit), table, records, csv, tsv or json (default: auto).",
        valueName: "format"))
    var format: String?

    @Flag(help: "Never print colour (also: the NO_COLOR environment variable, or TERM=dumb).")
    var noColor = false

    @Flag(help: "At the prompt, print long output directly instead of through $PAGER (default: less -FRX; PAGER= also turns it off).")
    var noPager = false

    @Flag(help: "Go on after a failing command; the exit status is still 1.")
    var keepGoing = false

    @Flag(help: ArgumentHelp("Print each command after the prompt before its output, as a transcript does."))
    var echo = false

    @Flag(name: [.customShort("X"), .customLong("no-rc")], help: ArgumentHelp("At the prompt, skip the start-up file ($XDG_CONFIG_HOME/\(App.identity.name)/\(App.identity.name)rc)."))
    var noRC = false

    @Argument(help: ArgumentHelp("A script file to run (with -c: the first argument, ${1}).", valueName: "script"))
    var script: String?

    @Argument(
        parsing: .captureForPassthrough,
        help: ArgumentHelp("Arguments for the script: ${1}, ${2}, … in it.", valueName: "arg"))
    var extraArguments: [String] = []

    /// `arguments` parsed as `parseAsRoot` parses them, in time linear in their number:
    /// ArgumentParser appends each word it collects to a copy of those before it, so the
    /// script's arguments and every `-c` text after the first are left out of what it reads
    /// and added back (``QuickCommandLine/splitAfterScript(_:)``,
    /// ``QuickCommandLine/collapsingCommands(_:)``).
    static func parseInLinearTime(_ arguments: [String]) throws -> any ParsableCommand {
        let (head, tail) = QuickCommandLine.splitAfterScript(arguments)
        let collapsed = QuickCommandLine.collapsingCommands(Array(head))
        let command = try parseAsRoot(collapsed.arguments)
        guard var parsed = command as? Self else { return command }
        if collapsed.commands.count > collapsed.kept.count {
            if parsed.commandLines == collapsed.kept {
                parsed.commandLines = collapsed.commands
            } else if let whole = try parseAsRoot(Array(head)) as? Self {
                parsed = whole
            }
        }
        parsed.extraArguments += tail
        return parsed
    }

    /// The shell's options, as ``QuickCommandLine`` gives them.
    var launchOptions: LaunchOptions {
        var options = LaunchOptions(
            commandLines: commandLines, locale: locale, calendar: calendar, timezone: timezone, now: now, format: format,
            noColor: noColor, noPager: noPager, keepGoing: keepGoing, echo: echo, noRC: noRC, file: file,
            script: script, extraArguments: extraArguments)
        options.takeFileOption()
        return options
    }
}
