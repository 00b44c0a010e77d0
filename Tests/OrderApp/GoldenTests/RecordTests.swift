import SystemPackage
import DisplayInterface
import Composition
import Foundation
import GoldenHarness
import Presentation
import Shell
import Testing

/// `record PATH` … `record stop`: a case written from a session at the prompt, whose
/// transcript comes from a replay and passes `ordersh test`.
@MainActor
@Suite("Recording a case")
struct RecordTests {
    /// A session at the prompt (errors without locations) that can replay what it records.
    @MainActor struct Prompt {
        let interpreter: Interpreter
        let console = TranscriptConsole()

        init(environment: SessionEnvironment = .harness, dataFile: String? = nil) throws {
            let assembly = try SessionAssembly(dataFile: dataFile.map { FilePath($0) }, environment: environment)
            interpreter = assembly.makeInterpreter(console: console, options: ShellOptions())
            interpreter.replayer = CaseReplayer(sessions: SessionAssembly.harnessSessions(), timeout: nil)
        }

        /// Types `lines` one by one, as at the prompt.
        func type(_ lines: String...) async throws { try await type(lines) }

        /// Types `lines` one by one, as at the prompt.
        func type(_ lines: [String]) async throws {
            var lexer = Lexer(file: nil)
            for line in lines {
                for command in try lexer.lex(line, number: 1) {
                    _ = await interpreter.run(command, in: .interactive)
                }
            }
        }
    }

    func passes(_ folder: CaseFolder, _ name: String) async throws -> Bool {
        let report = try await GoldenHarness.run(HarnessOptions(paths: [FilePath(folder.path + "/" + name + ".osh")], timeout: nil), sessions: SessionAssembly.harnessSessions()) { _ in }
        return report.summary == GoldenHarness.Summary(passed: 1, failed: 0, skipped: 0)
    }

    @Test("the case holds the environment as set lines and the commands; its transcript is a replay that passes")
    func recordsACase() async throws {
        let folder = try CaseFolder()
        defer { folder.remove() }
        var environment = SessionEnvironment.harness
        environment.timeZone = try #require(TimeZone(identifier: "Europe/Berlin"))
        environment.locale = Locale(identifier: "en_GB")
        let prompt = try Prompt(environment: environment)
        try await prompt.type(
            "record \(folder.path)/cart/save20", "load cart #EDEE1FD1", "history", "apply-promo SAVE20; show summary.totalLabel",
            "record", "record stop")
        #expect(folder.read("cart/save20.osh") == """
            # Recorded at the ordersh prompt; `ordersh test` replays it.
            set now 2026-11-22T12:00:00Z
            set locale en_GB
            set timezone Europe/Berlin
            load cart #EDEE1FD1
            apply-promo SAVE20
            show summary.totalLabel

            """)
        #expect(folder.read("cart/save20.out") == """
            osh> set now 2026-11-22T12:00:00Z
            osh> set locale en_GB
            osh> set timezone Europe/Berlin
            osh> load cart #EDEE1FD1
            osh> apply-promo SAVE20
            osh> show summary.totalLabel
            US$104.52

            """)
        #expect(prompt.console.output == """
            recording to \(folder.path)/cart/save20.osh; record stop writes it and its transcript
            1  record \(folder.path)/cart/save20
            2  load cart #EDEE1FD1
            3  history
            US$104.52
            recording to \(folder.path)/cart/save20.osh (3 commands so far; record stop writes it)
            wrote \(folder.path)/cart/save20.osh (3 commands) and \(folder.path)/cart/save20.out (7 lines)
            note: left out history (not part of a case)

            """)
        #expect(prompt.console.errors == "")
        #expect(try await passes(folder, "cart/save20"))
    }

    @Test("failed commands are not made the expected output by a slip: refused without a question, asked at the prompt, kept as a script at the end")
    func failuresGuarded() async throws {
        let folder = try CaseFolder()
        defer { folder.remove() }
        let failing = ["load orders", "expect list.countLabel == \"none\""]

        // Nobody to ask (a script): refused, and the recording goes on.
        let script = try Prompt()
        try await script.type(["record \(folder.path)/a"] + failing + ["record stop"])
        #expect(folder.read("a.osh") == nil)
        #expect(script.console.errors.hasSuffix(
            "error: not written: \(folder.path)/a.osh: 1 command failed while recording, and its error would become the expected output "
                + "(record stop --accept-errors writes it; still recording)\n"))
        try await script.type("record stop --accept-errors")
        #expect(folder.read("a.out")?.contains("error: expectation failed") == true)

        // At the prompt: asked; no keeps recording, yes writes.
        let prompt = try Prompt()
        var answers = [false, true]
        var questions: [String] = []
        prompt.interpreter.confirm = { question in
            questions.append(question)
            return answers.removeFirst()
        }
        try await prompt.type(["record \(folder.path)/b"] + failing + ["record stop"])
        #expect(folder.read("b.osh") == nil)
        try await prompt.type("record stop")
        #expect(questions == Array(repeating: "1 command failed while recording: keep its error in \(folder.path)/b.out? y/N ", count: 2))
        #expect(folder.read("b.out")?.contains("error: expectation failed") == true)

        // The session ends: the script is written, not its transcript.
        let ending = try Prompt()
        try await ending.type(["record \(folder.path)/c"] + failing)
        #expect(await ending.interpreter.finishRecording())
        #expect(folder.read("c.osh")?.hasSuffix("load orders\nexpect list.countLabel == \"none\"\n") == true)
        #expect(folder.read("c.out") == nil)
        #expect(ending.console.output.hasSuffix(
            "wrote \(folder.path)/c.osh, not its transcript: 1 command failed while recording "
                + "(ordersh test --update --accept-errors \(folder.path)/c.osh writes it)\n"))
    }

    @Test("a failing command is kept with keep-going; a line that does not parse is left out; a data file is named from the case")
    func failuresAndDataFiles() async throws {
        let folder = try CaseFolder()
        defer { folder.remove() }
        try folder.write("data/orders.json", try Self.embeddedData())
        let prompt = try Prompt(dataFile: folder.path + "/data/orders.json")
        try await prompt.type(
            "record \(folder.path)/cases/errors", "shw list", "load orders", "expect list.countLabel == \"none\"",
            "set data \(folder.path)/data/orders.json", "record stop --accept-errors")
        #expect(folder.read("cases/errors.osh") == """
            # Recorded at the ordersh prompt; `ordersh test` replays it.
            # golden: keep-going
            set now 2026-11-22T12:00:00Z
            set locale en_US
            set timezone GMT
            set data ../data/orders.json
            load orders
            expect list.countLabel == "none"
            set data ../data/orders.json

            """)
        #expect(prompt.console.output.contains("note: left out 'shw list' (it did not parse)\n"))
        #expect(prompt.console.errors == """
            error: unknown command 'shw' (did you mean 'show'?)
            error: expectation failed: list.countLabel is "25 orders", expected "none"

            """)
        #expect(try await passes(folder, "cases/errors"))
    }

    @Test("an existing case is refused at record PATH and kept; --replace overwrites it")
    func overwriting() async throws {
        let folder = try CaseFolder()
        defer { folder.remove() }
        try folder.write("old.osh", "echo old\n")
        let prompt = try Prompt()
        try await prompt.type("record \(folder.path)/old", "record")
        #expect(prompt.console.errors == "error: \(folder.path)/old.osh already exists (record --replace \(folder.path)/old overwrites it)\n")
        #expect(prompt.console.output == "not recording (record PATH starts)\n")
        try await prompt.type("record --replace \(folder.path)/old.osh", "echo new", "record stop")
        #expect(folder.read("old.osh")?.hasSuffix("set timezone GMT\necho new\n") == true)
        #expect(folder.read("old.out")?.hasSuffix("osh> echo new\nnew\n") == true)
    }

    @Test("record stop without a recording, record twice, and bad arguments are errors")
    func misuse() async throws {
        let folder = try CaseFolder()
        defer { folder.remove() }
        let prompt = try Prompt()
        try await prompt.type(
            "record stop", "record --replace", "record -f x", "record --replace stop", "record a b",
            "record \(folder.path)/one", "record \(folder.path)/two", "record \(folder.path)")
        #expect(prompt.console.errors == """
            error: not recording (record PATH starts)
            error: record needs PATH (usage: record [--replace] PATH | record stop [--accept-errors] | record)
            error: unknown option '-f' for record
            error: record --replace needs PATH, not stop (usage: record --replace PATH)
            error: too many arguments for record (usage: record [--replace] PATH | record stop [--accept-errors] | record)
            error: already recording to \(folder.path)/one.osh (record stop writes it first)
            error: already recording to \(folder.path)/one.osh (record stop writes it first)

            """)
        #expect(!folder.exists("one.osh"))
    }

    @Test("a case whose replay differs from the prompt names the first such command and the properties")
    func replayDiffers() async throws {
        let folder = try CaseFolder()
        defer { folder.remove() }
        let prompt = try Prompt()
        try await prompt.type("load orders", "record \(folder.path)/late", "show list.countLabel", "echo done", "record stop")
        #expect(prompt.console.errors == """
            warning: the replay differs from the prompt at \(folder.path)/late.osh:5 (show list.countLabel): after it, \
            list.countLabel was "25 orders" at the prompt, "" in the replay; list.filterSummary was \
            "this month · not cancelled · total > $0.00" at the prompt, "" in the replay; list.rows differs
            warning: the session had state from before `record`, which a fresh session does not have
            warning: 1 later command differs too

            """)
        #expect(prompt.console.output.hasSuffix(
            "note: the transcript is what a fresh session prints; check it before committing the case\n"))
        #expect(folder.read("late.out")?.hasSuffix("osh> show list.countLabel\n\nosh> echo done\ndone\n") == true)
        #expect(try await passes(folder, "late"))
    }

    @Test("a recording still on when the session ends is written")
    func finishedBySessionEnd() async throws {
        let folder = try CaseFolder()
        defer { folder.remove() }
        let prompt = try Prompt()
        try await prompt.type("record \(folder.path)/open", "echo kept", "quit")
        #expect(!folder.exists("open.osh"))
        #expect(await prompt.interpreter.finishRecording())
        #expect(folder.read("open.osh")?.hasSuffix("echo kept\n") == true)
        #expect(try await passes(folder, "open"))
    }

    static func embeddedData() throws -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return try String(contentsOf: root.appendingPathComponent("Sources/OrderApp/OrderData/Resources/default-data.json"), encoding: .utf8)
    }
}
