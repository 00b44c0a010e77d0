import ArgumentParser
import DisplayInterface
import Shell
import Testing

@testable import ShellProgram

/// An app with one option of its own, `--data`, as ordersh has.
private struct DataApp: ShellApp {
    struct Options: ParsableArguments {
        @Option var data: String?
    }

    static let identity = AppIdentity(name: "datash", version: "1.0")
    static let abstract = "An app with a data file."
    @MainActor var registry: ViewModelRegistry { ViewModelRegistry(identity: Self.identity, []) }
    @MainActor func session(options: Options?) throws(StartupError) -> AppSession {
        throw StartupError("no session in this test")
    }
}

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
        ["-f", "script.osh"],
        ["-f", "script.osh", "one", "two"],
        ["--echo", "-f", "script.osh", "one"],
        ["-X"],
        ["--no-rc", "--echo"],
        ["-X", "-c", "quit"],
    ]

    /// Lines left to ArgumentParser: help, version, completion, `--`, repeats, odd values.
    static let declined: [[String]] = [
        ["--help"], ["-h"], ["help"], ["--version"], ["help", "-c"], ["-c", "quit", "help"],
        ["--generate-completion-script", "bash"],
        ["--", "script.osh"],
        ["-c"], ["-c", "-x"], ["-cquit"], ["-c=quit"],
        ["--data"], ["--data", "--echo"], ["--data="], ["--data", "a", "--data", "b"],
        ["--echo", "--echo"], ["--echo=yes"], ["--colour"], ["-"], ["-x", "a.osh"],
        ["-f"], ["-f", "a.osh", "-f", "b.osh"], ["-X", "-X"],
    ]

    @Test("-f FILE ARGS… is FILE ARGS…, as psql spells it")
    func fileOption() {
        let options = QuickCommandLine.parse(["-f", "s.osh", "one", "two"])
        #expect(options?.script == "s.osh")
        #expect(options?.scriptArguments == ["one", "two"])
        #expect(QuickCommandLine.parse(["-X"])?.noRC == true)
    }

    @Test("--version alone is answered as ArgumentParser answers it; with anything else, it is left to it")
    func version() throws {
        let identity = DataApp.identity
        #expect(QuickCommandLine.version(["--version"], identity: identity) == "\(identity.name) \(identity.version)")
        do {
            _ = try ShellCommandLine<DataApp>.parse(["--version"])
            Issue.record("ArgumentParser parsed --version as options")
        } catch {
            #expect(ShellCommandLine<DataApp>.fullMessage(for: error) == QuickCommandLine.version(["--version"], identity: identity))
        }
        for line in [["--version", "-c", "quit"], ["-c", "quit", "--version"], ["--version=1"], ["--versions"], []] {
            #expect(QuickCommandLine.version(line, identity: identity) == nil)
        }
    }

    /// The shell's options and the app's `--data`, as the quick parser gives them (`nil`
    /// when it leaves the line to ArgumentParser).
    private func quick(_ arguments: [String]) -> (LaunchOptions, String?)? {
        guard let (options, words) = QuickCommandLine.parseSplitting(arguments) else { return nil }
        guard let app = try? DataApp.Options.parse(words) else { return nil }
        return (options, app.data)
    }

    @Test("a line the quick parser decides gives the options ArgumentParser gives", arguments: decided)
    func agrees(_ arguments: [String]) throws {
        let decided = try #require(self.quick(arguments))
        let slow = try ShellCommandLine<DataApp>.parse(arguments)
        #expect(decided.0 == slow.launchOptions)
        #expect(decided.1 == slow.app.data)
    }

    @Test("help, version, completion, `--`, repeats and odd values are left to ArgumentParser", arguments: declined)
    func declines(_ arguments: [String]) {
        #expect(quick(arguments) == nil)
    }

    @Test("the options read: -c lines joined in order, values, flags, the script and its arguments")
    func values() {
        let split = QuickCommandLine.parseSplitting(["--data=d.json", "--now", "2026-11-22T12:00:00Z", "--echo", "-c", "a", "-c", "b", "s.osh", "x"])
        #expect(split?.app == ["--data", "d.json"])
        let options = split?.options
        #expect(options == LaunchOptions(
            commandLines: ["a", "b"], now: "2026-11-22T12:00:00Z", echo: true, script: "s.osh", extraArguments: ["x"]))
        #expect(options?.commands == "a\nb")
        #expect(options?.scriptArguments == ["s.osh", "x"])
        #expect(QuickCommandLine.parse(["s.osh", "x"])?.scriptArguments == ["x"])
    }

    /// Lines ArgumentParser reads with words it collects: `-c` texts and a script's arguments.
    static let collecting: [[String]] = declined + decided + [
        ["-c", "a", "-c", "b", "-c", "c", "--echo", "--echo"],
        ["--echo", "--echo", "s.osh", "x", "-c", "y", "--help"],
        ["--data", "-c", "-c", "a", "-c", "b", "--locale", "de", "--locale", "en"],
        ["-c", "a", "-c", "-x", "-c", "b", "--echo", "--echo"],
        ["-c", "a", "-c=b", "-c", "c", "--echo", "--echo"],
        ["-c", "a", "--", "-c", "b", "c"],
        ["--colour", "-c", "a", "-c", "b", "s.osh"],
        ["-x", "a.osh", "b", "c"],
        ["--bogus"] + (1...300).map(String.init),
    ]

    @Test("a line read without the words ArgumentParser would collect reads as the whole line does", arguments: collecting)
    func linear(_ arguments: [String]) {
        let whole = Result { try ShellCommandLine<DataApp>.parseAsRoot(arguments) }
        let linear = Result { try ShellCommandLine<DataApp>.parseInLinearTime(arguments) }
        switch (whole, linear) {
        case (.success(let whole as ShellCommandLine<DataApp>), .success(let linear as ShellCommandLine<DataApp>)):
            #expect(whole.launchOptions == linear.launchOptions)
            #expect(whole.app.data == linear.app.data)
        case (.failure(let whole), .failure(let linear)):
            #expect(ShellCommandLine<DataApp>.fullMessage(for: whole) == ShellCommandLine<DataApp>.fullMessage(for: linear))
        case (.success(let whole), .success(let linear)):
            #expect(String(describing: type(of: whole)) == String(describing: type(of: linear)))
        default:
            Issue.record("one parse failed and the other did not: \(whole) against \(linear)")
        }
    }
}
