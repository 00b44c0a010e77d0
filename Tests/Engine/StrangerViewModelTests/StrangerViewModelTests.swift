import SystemPackage
import DisplayInterface
import Foundation
import GoldenHarness
import LineEditor
import Shell
import Testing

/// A ViewModel the product does not have, registered with the engine from this target
/// alone: help, parsing, completion, show, `--json`, expect, trace, record and a golden
/// case all follow from its registration, with no file of the shell changed for it.
@MainActor
@Suite("A stranger's ViewModel")
struct StrangerViewModelTests {
    private func run(_ script: String, options: ShellOptions = ShellOptions(keepGoing: true, echo: true)) async throws -> String {
        let console = TranscriptConsole()
        let interpreter = try CounterSession.sessions.makeInterpreter(console: console, options: options)
        var source = BufferLineSource(script)
        _ = await interpreter.runScript(&source, frame: ScriptFrame(file: "counter.osh"))
        return console.transcript
    }

    @Test("help lists the counter's load and command, with usage and example from the registration")
    func help() async throws {
        let transcript = try await run("help load\nhelp increment\nhelp add-later\nhelp")
        #expect(transcript.hasPrefix("""
            osh> help load
            load — Load a ViewModel from the data source
            usage:
              load counter [START]
              load … &
            osh> help increment
            increment — Add N taps to the counter
            usage:
              increment N
            example:
              increment 3
            osh> help add-later
            add-later — Add N taps after SECONDS
            usage:
              add-later N [SECONDS]
            osh> help
            Commands:
              load       Load a ViewModel from the data source
              increment  Add N taps to the counter
              jump       Set the count to a milestone
              add-later  Add N taps after SECONDS
              show       Print a ViewModel, one property, or JSON

            """))
        #expect(transcript.contains("Type 'help COMMAND' for its usage and an example. ViewModels: counter.\n"))
        #expect(transcript.contains("  show VM.PROP\n") == false)
        // An app without a data source has no set data, set latency or set fail.
        let set = try await run("help set")
        #expect(set == """
            osh> help set
            set — Change the session environment
            usage:
              set now ISO8601|system
              set locale ID
              set calendar ID|locale
              set timezone ID
              set format auto|table|records|csv|tsv|json
              set timing on|off
              set trace on|off
              set [NAME]
              \\x [on|off|auto]
            example:
              set locale de_DE

            """)
    }

    @Test("show, --json, expect and trace read the counter's display properties")
    func showAndExpect() async throws {
        let transcript = try await run("""
            show counter
            load counter
            trace on
            increment 3
            trace off
            show counter
            show counter.countLabel
            show counter --json
            expect counter.countLabel == "3 taps"
            expect counter.isEven
            load counter 41
            show counter
            """)
        #expect(transcript == """
            osh> show counter
            (counter is empty: nothing loaded yet)
            osh> load counter
            osh> trace on
            osh> increment 3
            counter.countLabel: "0 taps" → "3 taps"
            counter.isEven: true → false
            osh> trace off
            osh> show counter
            3 taps
            osh> show counter.countLabel
            3 taps
            osh> show counter --json
            {
              "countLabel": "3 taps",
              "isEven": false,
              "errorMessage": null
            }
            osh> expect counter.countLabel == "3 taps"
            osh> expect counter.isEven
            counter.osh:10:1: error: expectation failed: counter.isEven is false
            osh> load counter 41
            osh> show counter
            41 taps

            """)
    }

    @Test("parse errors come from the registration's grammar, with did-you-mean")
    func errors() async throws {
        let transcript = try await run("incremnt 2\nincrement\nincrement two\nload countr\nshow countr\nset data x.json")
        #expect(transcript == """
            osh> incremnt 2
            counter.osh:1:1: error: unknown command 'incremnt' (did you mean 'increment'?)
            osh> increment
            counter.osh:2:11: error: increment needs N (usage: increment N)
            osh> increment two
            counter.osh:3:11: error: N takes a whole number, not 'two'
            osh> load countr
            counter.osh:4:6: error: load takes counter, not 'countr' (did you mean 'counter'?)
            osh> show countr
            counter.osh:5:6: error: unknown view model 'countr' (did you mean 'counter'?)
            osh> set data x.json
            counter.osh:6:5: error: set takes now, locale, calendar, timezone, format, timing, trace, not 'data'

            """)
    }

    @Test("an argument whose source is exhaustive refuses a word the session does not know, with the nearest one; before the load, any word passes")
    func exhaustiveSource() async throws {
        let transcript = try await run("jump fifty\nload counter\njump tenn\njump Twenty\njump ten\nshow counter.countLabel")
        #expect(transcript == """
            osh> jump fifty
            osh> load counter
            osh> jump tenn
            counter.osh:3:6: error: MILESTONE takes one of the 3 values the session knows, not 'tenn' (did you mean 'ten'?)
            osh> jump Twenty
            counter.osh:4:6: error: MILESTONE takes one of the 3 values the session knows, not 'Twenty' (did you mean 'twenty'?)
            osh> jump ten
            osh> show counter.countLabel
            10 taps

            """)
    }

    @Test("Tab completes the counter's command, its argument, its name and its properties")
    func completion() {
        let vocabulary = CompletionVocabulary(registry: CounterSession.registry, listDirectory: { _ in [] })
        let complete = { (text: String) in ShellCompleter.complete(text, vocabulary: vocabulary) }
        #expect(complete("inc") == CompletionResult(replacing: 3, candidates: ["increment"]))
        #expect(complete("increment ") == CompletionResult(replacing: 0, candidates: ["1", "10"]))
        #expect(complete("load c") == CompletionResult(replacing: 1, candidates: ["counter"]))
        #expect(complete("show cou") == CompletionResult(replacing: 3, candidates: ["counter"], appendsSpace: false))
        #expect(complete("expect counter.is") == CompletionResult(replacing: 10, candidates: ["counter.isEven"]))
    }

    @Test("an awaited command runs as a load does: the next command sees its result, and its error message fails it")
    func awaitedCommand() async throws {
        let transcript = try await run("""
            load counter
            add-later 2
            show counter.countLabel
            add-later 200
            show counter.countLabel
            """)
        #expect(transcript == """
            osh> load counter
            osh> add-later 2
            osh> show counter.countLabel
            2 taps
            osh> add-later 200
            counter.osh:4:1: error: the counter stops at 100
            osh> show counter.countLabel
            2 taps

            """)
    }

    @Test("Ctrl-C cancels an awaited command: it says interrupted, and the ViewModel is as before")
    func awaitedCommandInterrupted() async throws {
        let console = TranscriptConsole()
        let interpreter = try CounterSession.sessions.makeInterpreter(console: console, options: ShellOptions(keepGoing: true, echo: true))
        var first = BufferLineSource("load counter\nincrement 1\n")
        _ = await interpreter.runScript(&first, frame: ScriptFrame(file: "counter.osh"))
        let waiting = Task { @MainActor in
            var source = BufferLineSource("add-later 5 600\n")
            return await interpreter.runScript(&source, frame: ScriptFrame(file: "later.osh"))
        }
        // The command waits ten minutes; the press comes once it is running.
        let counter = try #require(interpreter.session.viewModel(named: "counter") as? CounterViewModel)
        while !counter.isLoading { try await Task.sleep(for: .milliseconds(5)) }
        interpreter.cancelRunningCommand()
        _ = await waiting.value
        var after = BufferLineSource("show counter.countLabel\n")
        _ = await interpreter.runScript(&after, frame: ScriptFrame(file: "counter.osh"))
        #expect(console.transcript.hasSuffix("""
            osh> add-later 5 600
            later.osh:1:1: error: interrupted
            osh> show counter.countLabel
            1 tap

            """), "\(console.transcript)")
    }

    @Test("a session that makes its ViewModels on first use makes none for help and quit")
    func deferredViewModels() async {
        let deferred = DeferredCounterSession()
        let session = deferred.session
        let console = TranscriptConsole()
        let interpreter = Interpreter(
            session: session, registry: CounterSession.registry, controls: NoData(), console: console, options: ShellOptions())
        var source = BufferLineSource("help increment\nquit\n")
        _ = await interpreter.runScript(&source, frame: ScriptFrame(file: "quit.osh"))
        await interpreter.settle()
        #expect(deferred.made == 0)
        #expect(session.madeViewModels.isEmpty)

        var more = BufferLineSource("load counter\nincrement 2\nshow counter\n")
        _ = await interpreter.runScript(&more, frame: ScriptFrame(file: "taps.osh"))
        #expect(deferred.made == 1)
        #expect(console.transcript.hasSuffix("2 taps\n"))
    }

    @Test("record writes a case that the harness then passes; the golden case passes with full coverage")
    func recordAndGolden() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("counter-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let console = TranscriptConsole()
        let interpreter = try CounterSession.sessions.makeInterpreter(console: console, options: ShellOptions())
        interpreter.replayer = CaseReplayer(sessions: CounterSession.sessions, timeout: nil)
        var source = BufferLineSource("record \(folder)/taps\nload counter\nincrement 2\nshow counter\nrecord stop\n")
        _ = await interpreter.runScript(&source, frame: .interactive)
        #expect(try String(contentsOfFile: folder + "/taps.out", encoding: .utf8) == """
            osh> set now 2026-11-22T12:00:00Z
            osh> set locale en_US
            osh> set timezone GMT
            osh> load counter
            osh> increment 2
            osh> show counter
            2 taps

            """)
        let recorded = try await GoldenHarness.run(HarnessOptions(paths: [FilePath(folder)], timeout: nil), sessions: CounterSession.sessions) { _ in }
        #expect(recorded.summary == GoldenHarness.Summary(passed: 1, failed: 0, skipped: 0))

        let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden").path
        let printed = Printed()
        var options = HarnessOptions(paths: [FilePath(golden)], timeout: nil)
        options.coverage = true
        let report = try await GoldenHarness.run(options, sessions: CounterSession.sessions) {
            printed.append($0)
        }
        #expect(report.summary == GoldenHarness.Summary(passed: 1, failed: 0, skipped: 0))
        #expect(printed.lines.contains { $0.hasPrefix("coverage: ") && $0.contains("1/1 ViewModels, 3/3 display properties") })
    }
}

/// Lines a harness run printed.
final class Printed: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []

    func append(_ line: String) { lock.withLock { stored.append(line) } }
    var lines: [String] { lock.withLock { stored } }
}
