import ArgumentParser
import DisplayInterface
import GoldenHarness

/// `NAME test`: the golden harness (shell.md §5), parsed by swift-argument-parser.
struct TestCommandLine<App: ShellApp>: ParsableCommand {
    static var configuration: CommandConfiguration {
        let id = App.identity
        let test = id.testCommand
        let ext = id.scriptSuffix
        return CommandConfiguration(
        commandName: test,
        abstract: "Run golden cases: each NAME\(ext) in a fresh session, its transcript compared with NAME.out.",
        usage: "\(test) [<path> …] [--update | --review] [--filter <text>] [--jobs <n>] [<options>]",
        discussion: """
            A case is NAME\(ext) with its expected transcript NAME.out beside it: every command \
            echoed as '\(id.prompt)CMD', then what it printed, errors included. Each case runs \
            in-process in a fresh session with now = 2026-11-22T12:00:00Z, locale en_US, time \
            zone UTC, no colour. Names starting with '_' are not cases (scripts to source, data \
            files). In an expected line, [..] matches any text within that line.

            Comment lines a case may hold:
              # golden: keep-going       go on after a failing command (lock several errors)
              # golden: skip REASON      do not run it; counted as skipped
              # golden: timeout 2m       its own time limit instead of --timeout (0: none)

            A case that runs longer than its time limit is stopped and fails, naming the \
            line and the command it was running; the others go on. A helper process that \
            does not stop it is killed and replaced.

            --coverage counts, for every command of the app (its loads and commands) and \
            every display property of every ViewModel (row fields included), the cases \
            that ran or read it: by show, show --json, expect, trace, or filter printing its \
            summary; --coverage-shell counts the shell's own commands as well. With \
            --strict, anything no case reads fails the run.

            --review runs the cases, then shows each transcript that differs (or has no .out \
            yet) as a diff and asks for one key: a accepts it (writes the .out), r rejects \
            it, s skips it, q quits. It needs a terminal on standard input.

            --update, like --review, holds back a transcript with more 'error:' lines than \
            the .out it replaces (a failing expect would become the expected output): at a \
            terminal it shows the diff and asks, elsewhere the case fails and says so. \
            --accept-errors, or '# golden: keep-going' in the case, writes it.

            When the environment variable CI is set, nothing is written: --update and \
            --review are refused and a missing .out fails.

            Examples:
              \(test)                  # every case under \(id.goldenFolder)
              \(test) --filter login --jobs 1
              \(test) \(id.goldenFolder)/first\(ext) --update
              \(test) --review         # decide about each changed transcript
              CI=true \(test) --junit golden.xml --save-actual actual/

            The last line is 'N passed, M failed' (', K skipped' may follow). Exit status: 0 \
            when nothing failed, 1 when a case failed, 2 for bad usage.
            """
        )
    }

    @Argument(help: ArgumentHelp("Folders to search for cases, or case files (default: the app's golden folder).", valueName: "path"))
    var paths: [String] = []

    @Flag(help: "Write the .out files that differ or are missing, and list them (refused when CI is set).")
    var update = false

    @Flag(help: "After the run, show each failing or new transcript and accept (a), reject (r) or skip (s) it with one key, or quit (q). Needs a terminal; refused when CI is set.")
    var review = false

    @Flag(help: "With --update, also write a transcript that has more error: lines than the .out it replaces (without it, such a transcript is asked about at a terminal and held back elsewhere).")
    var acceptErrors = false

    @Option(help: ArgumentHelp("Run only cases whose name contains this text.", valueName: "text"))
    var filter: String?

    @Option(help: ArgumentHelp("Cases run at the same time (default: the number of cores).", valueName: "n"))
    var jobs: Int?

    @Option(help: ArgumentHelp("Run only the I-th of N parts of the cases, like 2/4.", valueName: "I/N"))
    var shard: String?

    @Option(
        help: ArgumentHelp(
            "Run in random order, to prove cases are independent; '--shuffle' draws a seed and prints it, '--shuffle=SEED' repeats an order.",
            valueName: "seed"))
    var shuffle: String?

    @Option(name: .customLong("save-actual"), help: ArgumentHelp("Write every actual transcript below this folder (a CI artifact).", valueName: "dir"))
    var saveActual: String?

    @Option(help: ArgumentHelp("Write a JUnit XML report to this file.", valueName: "file"))
    var junit: String?

    @Option(help: ArgumentHelp("How long one case may run, like 30s, 2m or 0 for no limit (default: 30s).", valueName: "duration"))
    var timeout: String?

    @Flag(help: "After the run, list every command of the app and every display property (row fields included) with the number of cases that ran or read it, and the ones none did.")
    var coverage = false

    @Flag(name: .customLong("coverage-shell"), help: "With --coverage, count the shell's own commands too (show, set, quit…).")
    var coverageShell = false

    @Flag(help: "Fail the run when an .out file has no case beside it, or (with --coverage) when a command or display property is unread.")
    var strict = false

    @Flag(help: "Never print colour (also: NO_COLOR, TERM=dumb, or output that is not a terminal).")
    var noColor = false

    @Flag(name: .customLong("worker"), help: .hidden)
    var worker = false

    /// The arguments with a bare `--shuffle` given its `random` value, so the flag may
    /// stand alone (`--shuffle[=SEED]`) without taking the next path as its seed.
    static func normalized(_ arguments: [String]) -> [String] {
        arguments.map { $0 == "--shuffle" ? "--shuffle=random" : $0 }
    }

    /// The seed `--shuffle` asks for: drawn for `random`, parsed otherwise.
    func shuffleSeed() throws(ValidationError) -> UInt64? {
        guard let shuffle else { return nil }
        if shuffle == "random" { return UInt64.random(in: 1...999_999) }
        guard let seed = UInt64(shuffle) else {
            throw ValidationError("--shuffle=SEED takes a whole number, not '\(shuffle)'")
        }
        return seed
    }
}
