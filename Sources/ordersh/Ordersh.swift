import ArgumentParser

/// The `ordersh` command line (shell.md §1): options and modes, parsed by
/// swift-argument-parser. ``OrdershMain`` runs it and maps outcomes to exit statuses.
struct Ordersh: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ordersh",
        abstract: "A scripting shell for the presentation layer of an order-management app.",
        usage: """
            ordersh [<options>]
              ordersh [<options>] <script.osh> [<arg> …]
              ordersh [<options>] -c '<command>; <command>'
              ordersh test [<path> …] [<options>]   (see 'ordersh test --help')
              ordersh import <data.json> <store.sqlite> [--replace]
              ordersh export <store.sqlite> <data.json> [--replace]
            """,
        discussion: """
            ordersh drives the app's ViewModels (list, detail, summary, bookmarks, sales) without a UI \
            and prints only their display state. Type 'help' at the prompt for every command.

            Examples:
              ordersh                                   # interactive, on the embedded data
              ordersh -c 'load orders; show list'
              ordersh -c 'load cart #7F3A9C2E; apply-promo SAVE20; show summary.totalLabel'
              ordersh --data orders.json checkout.osh   # a script file
              echo 'load bookmarks; show' | ordersh     # commands from a pipe
              ordersh test                              # every case under Fixtures/golden

            Exit status: 0 when every command succeeded, 1 when a command failed (a script \
            stops at its first failure unless --keep-going), 2 for bad usage.
            """,
        version: "ordersh \(OrdershVersion.current)"
    )

    @Option(
        name: .customShort("c"),
        help: ArgumentHelp("Run these commands (separated by ';') and exit; given twice, both run, in order (-c:1, -c:2).", valueName: "commands"))
    var commandLines: [String] = []

    @Option(help: ArgumentHelp(
        "Read orders from this data file: JSON, or an SQLite store made by 'ordersh import' (default: the embedded data set).",
        valueName: "file"))
    var data: String?

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

    @Flag(help: "Never print colour (also: the NO_COLOR environment variable, or TERM=dumb).")
    var noColor = false

    @Flag(help: "At the prompt, print long output directly instead of through $PAGER (default: less -FRX; PAGER= also turns it off).")
    var noPager = false

    @Flag(help: "Go on after a failing command; the exit status is still 1.")
    var keepGoing = false

    @Flag(help: "Print each command as 'osh> CMD' before its output.")
    var echo = false

    @Argument(help: ArgumentHelp("A script file to run (with -c: the first argument, ${1}).", valueName: "script.osh"))
    var script: String?

    @Argument(
        parsing: .captureForPassthrough,
        help: ArgumentHelp("Arguments for the script: ${1}, ${2}, … in it.", valueName: "arg"))
    var extraArguments: [String] = []

    /// What the parsed line asks of the session.
    var launchOptions: LaunchOptions {
        LaunchOptions(
            commandLines: commandLines, data: data, locale: locale, calendar: calendar, timezone: timezone, now: now,
            noColor: noColor, noPager: noPager, keepGoing: keepGoing, echo: echo,
            script: script, extraArguments: extraArguments)
    }
}
