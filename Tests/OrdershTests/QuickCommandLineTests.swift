import ArgumentParser
import Testing

@testable import ordersh

/// The quick parser against its slow twin: every line it decides, it decides as
/// ArgumentParser does; what it is unsure of, it leaves to ArgumentParser.
@Suite("Quick command line")
struct QuickCommandLineTests {
    /// Lines the quick parser must decide itself (the common modes of shell.md §1).
    static let decided: [[String]] = [
        [],
        ["-c", "quit"],
        ["-c", "load orders", "-c", "show list"],
        ["-c", "load sales; show", "first", "second"],
        ["script.osh"],
        ["script.osh", "one", "two"],
        ["script.osh", "--echo", "-c", "x", "--", "help"],
        ["--data", "orders.json", "-c", "load orders"],
        ["--data=orders.json", "--locale=de_DE", "-c", "load orders"],
        ["--now", "2026-11-22T12:00:00Z", "--locale", "en_US", "--timezone", "UTC", "--calendar", "gregorian", "a.osh"],
        ["--no-color", "--no-pager", "--keep-going", "--echo", "-c", "quit"],
        ["--echo", "checkout.osh", "--data", "x"],
        ["", "one"],
        ["test.osh"],
    ]

    /// Lines left to ArgumentParser: help, version, completion, `--`, repeats, odd values.
    static let declined: [[String]] = [
        ["--help"], ["-h"], ["help"], ["--version"], ["help", "-c"], ["-c", "quit", "help"],
        ["--generate-completion-script", "bash"],
        ["--", "script.osh"],
        ["-c"], ["-c", "-x"], ["-cquit"], ["-c=quit"],
        ["--data"], ["--data", "--echo"], ["--data="], ["--data", "a", "--data", "b"],
        ["--echo", "--echo"], ["--echo=yes"], ["--colour"], ["-"], ["-x", "a.osh"],
    ]

    @Test("a line the quick parser decides gives the options ArgumentParser gives", arguments: decided)
    func agrees(_ arguments: [String]) throws {
        let quick = QuickCommandLine.parse(arguments)
        #expect(quick != nil)
        let slow = try Ordersh.parse(arguments).launchOptions
        #expect(quick == slow)
    }

    @Test("help, version, completion, `--`, repeats and odd values are left to ArgumentParser", arguments: declined)
    func declines(_ arguments: [String]) {
        #expect(QuickCommandLine.parse(arguments) == nil)
    }

    @Test("the options read: -c lines joined in order, values, flags, the script and its arguments")
    func values() {
        let options = QuickCommandLine.parse(["--data=d.json", "--now", "2026-11-22T12:00:00Z", "--echo", "-c", "a", "-c", "b", "s.osh", "x"])
        #expect(options == LaunchOptions(
            commandLines: ["a", "b"], data: "d.json", now: "2026-11-22T12:00:00Z", echo: true, script: "s.osh", extraArguments: ["x"]))
        #expect(options?.commands == "a\nb")
        #expect(options?.scriptArguments == ["s.osh", "x"])
        #expect(QuickCommandLine.parse(["s.osh", "x"])?.scriptArguments == ["x"])
    }
}
