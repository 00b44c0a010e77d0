import DisplayInterface
import LineEditor
import Composition
@testable import OrderCommands
import Presentation
import Shell
import Testing

@MainActor
@Suite("Tab completion")
struct ShellCompleterTests {
    let vocabulary: CompletionVocabulary

    init() throws {
        let session = try ShellRun().session
        vocabulary = CompletionVocabulary(
            registry: SessionAssembly.registry,
            sessionValues: [
                Self.id(OrderReferences.source): ["#7F3A9C2E", "#7F3A1B0C", "#BD973967"],
                Self.id(OrderSummaryViewModel.promoCodes): ["SAVE20", "SUMMER15", "TENOFF"],
                Self.id(FilterCompletion.statuses): ["pending", "processing", "shipped", "delivered", "cancelled", "returned"],
                Self.id(SalesReportViewModel.months): ["current", "all", "2026-11", "2026-10"],
                Self.id(FilterCompletion.months): ["current", "all", "2026-11", "2026-10", "2026-09"],
            ],
            localeIdentifiers: session.localeIdentifiers, calendarNames: session.calendarNames,
            listDirectory: { folder in folder == "" ? ["cases/", "checkout.osh", "data.json"] : ["one.osh", "two.osh"] })
    }

    /// The id the session values of `source` are kept under.
    private static func id(_ source: CompletionSource) -> String { source.sessionID ?? "" }

    private func complete(_ text: String) -> CompletionResult {
        ShellCompleter.complete(text, vocabulary: vocabulary)
    }

    // Candidates come in the order they are declared (the commands as `help` lists them, an
    // enum's cases, a source's values as the ViewModel gives them); file names sorted.
    @Test("command names at the start, after ';' too")
    func commands() {
        #expect(complete("lo") == CompletionResult(replacing: 2, candidates: ["load"]))
        #expect(complete("s") == CompletionResult(replacing: 1, candidates: ["sort", "show", "set", "source"]))
        #expect(complete("load orders; cl") == CompletionResult(replacing: 2, candidates: ["clear-promo", "clear"]))
    }

    @Test("sub-words and order numbers after load")
    func load() {
        #expect(complete("load ord").candidates == ["orders", "order"])
        #expect(complete("load order #7F3A") == CompletionResult(replacing: 5, candidates: ["#7F3A9C2E", "#7F3A1B0C"]))
        #expect(complete("load cart #BD") == CompletionResult(replacing: 3, candidates: ["#BD973967"]))
        #expect(complete("load s").candidates == ["sales"])
        #expect(complete("load sales ").candidates == ["current", "all", "2026-11", "2026-10"])
        #expect(complete("load sales 2026-1") == CompletionResult(replacing: 6, candidates: ["2026-11", "2026-10"]))
    }

    @Test("ViewModel names and VM.property paths")
    func properties() {
        #expect(complete("show d").candidates == ["detail"])
        // `show summary` may go on as `.totalLabel`: no space; props and watch take the name alone.
        #expect(complete("show su") == CompletionResult(replacing: 2, candidates: ["summary"], appendsSpace: false))
        #expect(complete("props su") == CompletionResult(replacing: 2, candidates: ["summary"], appendsSpace: true))
        #expect(complete("show summary.pro").candidates == ["summary.promoCode", "summary.promoMessage"])
        #expect(complete("show list ").candidates == ["--json", "--format"])
        #expect(complete("show list --format c").candidates == ["csv"])
        #expect(complete("set format r").candidates == ["records"])
        #expect(complete("expect s") == CompletionResult(replacing: 1, candidates: ["summary.", "sales."], appendsSpace: false))
        #expect(complete("expect summary.totalLabel ").candidates == ["==", "!="])
    }

    @Test("filter keys, operators and values, with or without blanks")
    func filter() {
        #expect(complete("filter ").candidates == ["status", "month", "total", "signature", "title", "reset"])
        #expect(complete("filter status ").candidates == ["=", "!="])
        #expect(complete("filter status = sh").candidates == ["shipped"])
        // A status after = may go on with ",": no space; after != it may not.
        #expect(complete("filter status = sh") == CompletionResult(replacing: 2, candidates: ["shipped"], appendsSpace: false))
        #expect(complete("filter status=sh") == CompletionResult(replacing: 9, candidates: ["status=shipped"], appendsSpace: false))
        #expect(complete("filter status != sh") == CompletionResult(replacing: 2, candidates: ["shipped"], appendsSpace: true))
        #expect(complete("filter month = c") == CompletionResult(replacing: 1, candidates: ["current"], appendsSpace: true))
        #expect(complete("filter status=pe").candidates == ["status=pending"])
        #expect(complete("filter status = shipped,del").candidates == ["shipped,delivered"])
        // A status already in the list is not offered again.
        #expect(!complete("filter status = shipped,").candidates.contains("shipped,shipped"))
        #expect(complete("filter status = shipped,").candidates.contains("shipped,delivered"))
        #expect(complete("filter month = ").candidates == ["current", "all", "2026-11", "2026-10", "2026-09"])
        #expect(complete("filter month=2026-1").candidates == ["month=2026-11", "month=2026-10"])
        #expect(complete("filter signature=").candidates == ["signature=yes", "signature=no"])
    }

    @Test("promo codes, set keys and values, trace, help, files")
    func others() {
        #expect(complete("apply-promo S").candidates == ["SAVE20", "SUMMER15"])
        #expect(complete("set l").candidates == ["locale", "latency"])
        #expect(complete("set fail ").candidates == ["load", "off"])
        #expect(complete("set locale de_D").candidates.contains("de_DE"))
        #expect(complete("set timezone Europe/Ber").candidates == ["Europe/Berlin"])
        #expect(complete("trace o").candidates == ["on", "off"])
        #expect(complete("help wa").candidates == ["wait", "watch"])
        #expect(complete("source c").candidates == ["cases/", "checkout.osh"])
        #expect(complete("source cases/t") == CompletionResult(replacing: 7, candidates: ["cases/two.osh"]))
        #expect(complete("record c").candidates == ["cases/", "checkout.osh"])
        #expect(complete("record s").candidates == ["stop"])
        #expect(complete("record --replace cases/t").candidates == ["cases/two.osh"])
        #expect(complete("output d").candidates == ["data.json"])
        #expect(complete("source ca") == CompletionResult(replacing: 2, candidates: ["cases/"], appendsSpace: false))
        #expect(complete("echo x").candidates == [])
    }

    @Test("a file name with a blank is inserted quoted; inside an open quote Tab completes and closes it; a folder stays open")
    func quoting() throws {
        let session = try ShellRun().session
        let spaced = CompletionVocabulary(
            registry: SessionAssembly.registry, sessionValues: [:],
            localeIdentifiers: session.localeIdentifiers, calendarNames: session.calendarNames,
            listDirectory: { folder in folder == "" ? ["my file.json", "my dir/", "plain.json", "it's.json"] : ["inner one.osh"] })
        let complete = { (text: String) in ShellCompleter.complete(text, vocabulary: spaced) }
        #expect(complete("set data my") == CompletionResult(replacing: 2, candidates: ["'my dir/", "'my file.json'"]))
        #expect(complete("set data 'my f") == CompletionResult(replacing: 5, candidates: ["'my file.json'"]))
        #expect(complete("set data \"my f") == CompletionResult(replacing: 5, candidates: ["\"my file.json\""]))
        #expect(complete("source 'my dir/in") == CompletionResult(replacing: 10, candidates: ["'my dir/inner one.osh'"]))
        #expect(complete("set data my\\ f") == CompletionResult(replacing: 5, candidates: ["'my file.json'"]))
        #expect(complete("set data it") == CompletionResult(replacing: 2, candidates: ["\"it's.json\""]))
        #expect(complete("set data pl") == CompletionResult(replacing: 2, candidates: ["plain.json"]))
        // A ';' inside quotes does not end the command.
        #expect(complete("echo 'a;b'; set data pl") == CompletionResult(replacing: 2, candidates: ["plain.json"]))
    }

    @Test("the common prefix is what Tab inserts")
    func commonPrefix() {
        #expect(complete("load order #7F").commonPrefix == "#7F3A")
        #expect(CompletionResult(replacing: 0, candidates: ["abc", "abd", "x"]).commonPrefix == "")
    }
}

/// `~` in paths (set data, source, record, and Tab after `~/`).
@MainActor
@Suite("Home folder in paths")
struct HomePathTests {
    @Test("~ and ~/ are the home folder; ~user, a ~ inside a path and an unknown home are kept")
    func expanding() {
        #expect(ScriptFrame.expandingHome("~/data/a.json", home: "/home/u") == "/home/u/data/a.json")
        #expect(ScriptFrame.expandingHome("~", home: "/home/u") == "/home/u")
        #expect(ScriptFrame.expandingHome("~bob/a.json", home: "/home/u") == "~bob/a.json")
        #expect(ScriptFrame.expandingHome("data/~/a.json", home: "/home/u") == "data/~/a.json")
        #expect(ScriptFrame.expandingHome("~/a.json", home: nil) == "~/a.json")
    }

    @Test("Tab after ~/ lists the home folder and keeps ~/ in what it offers")
    func completing() throws {
        let vocabulary = CompletionVocabulary(
            registry: SessionAssembly.registry,
            listDirectory: { folder in folder == "~/" ? ["orders.json", "scripts/"] : [] })
        #expect(ShellCompleter.complete("set data ~/or", vocabulary: vocabulary)
            == CompletionResult(replacing: 4, candidates: ["~/orders.json"]))
    }
}
