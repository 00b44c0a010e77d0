import DisplayInterface
import Composition
@testable import OrderCommands
@testable import Presentation
@testable import Shell
import Testing

@MainActor
@Suite("Command parser")
struct CommandParserTests {
    let parser: CommandParser

    init() throws {
        parser = CommandParser(registry: SessionAssembly.registry)
    }

    private func builtIn(_ command: some BuiltInCommand & Hashable) -> Command {
        .builtIn(BuiltInCall(command, form: ""))
    }

    /// Column `column` of the one line parsed.
    private func at(_ column: Int) -> DisplayInterface.SourceLocation {
        DisplayInterface.SourceLocation(file: "p.osh", line: 1, column: column)
    }

    private func parse(_ line: String) throws(ShellError) -> Command {
        var lexer = Lexer(file: "p.osh")
        let lexed = try lexer.lex(line, number: 1)
        return try parser.parse(lexed[0]).command
    }

    /// The clauses `filter`'s grammar reads from `line`, with their places.
    private func clauses(_ line: String) throws(ShellError) -> [LocatedFilterClause] {
        var lexer = Lexer(file: "p.osh")
        let words = try lexer.lex(line, number: 1)[0].words
        return try FilterArgumentParser.parse(Array(words.dropFirst()), command: words[0])
    }

    /// A registered call as `VM form words…`, to compare with literals.
    private func call(_ line: String) throws(ShellError) -> String {
        switch try parse(line) {
        case .load(let call), .registered(let call):
            ([call.viewModel, call.form] + call.words.map { $0 ?? "nil" }).joined(separator: " ")
        default:
            "not registered"
        }
    }

    private func error(_ line: String) -> String {
        do {
            _ = try parse(line)
            return "no error"
        } catch {
            return error.rendered
        }
    }

    @Test("load takes orders, order REF, cart REF or bookmarks")
    func load() throws {
        #expect(try call("load orders") == "list load orders")
        #expect(try call("load order #7F3A9C2E") == "detail load order #7F3A9C2E")
        #expect(try call("load cart 7f3a") == "summary load cart 7f3a")
        #expect(try call("load bookmarks") == "bookmarks load bookmarks")
        #expect(error("load ordrs") == "p.osh:1:6: error: load takes orders, order, cart, bookmarks, sales, not 'ordrs' (did you mean 'orders'?)")
        #expect(error("load order") == "p.osh:1:12: error: load needs REF (usage: load orders | load order REF | load cart REF | load bookmarks | load sales [MONTH] | load … &)")
        #expect(error("load orders now") == "p.osh:1:13: error: too many arguments for load (usage: load orders | load order REF | load cart REF | load bookmarks | load sales [MONTH] | load … &)")
    }

    @Test("unknown commands get the nearest command name")
    func unknownCommand() {
        #expect(error("shw list") == "p.osh:1:1: error: unknown command 'shw' (did you mean 'show'?)")
        #expect(error("aply-promo X") == "p.osh:1:1: error: unknown command 'aply-promo' (did you mean 'apply-promo'?)")
        #expect(error("frobnicate") == "p.osh:1:1: error: unknown command 'frobnicate'")
    }

    @Test("filter: every key and operator, blanks around the operator optional")
    func filter() throws {
        let clauses: [FilterClause] = [
            FilterClause(.status, .equal, "shipped,delivered"), FilterClause(.status, .notEqual, "cancelled"),
            FilterClause(.month, .equal, "2026-11"), FilterClause(.total, .greaterOrEqual, "50"),
            FilterClause(.total, .less, "100"), FilterClause(.signature, .equal, "yes"),
            FilterClause(.title, .contains, "gift box"),
        ]
        let line = "filter status=shipped,delivered status != cancelled month= 2026-11 total >=50 total<100 signature = yes title ~ \"gift box\""
        #expect(try call(line) == "list filter KEY OP VALUE status=shipped,delivered status != cancelled month= 2026-11 total >=50 total<100 signature = yes title ~ gift box")
        let parsed = try self.clauses(line)
        #expect(parsed.map(\.clause) == clauses)
        #expect(parsed[3].valueLocation.column == 76)
        #expect(try call("filter") == "list filter")
        #expect(try call("filter reset") == "list filter reset")
        #expect(try self.clauses("filter total != 0") == [
            LocatedFilterClause(clause: FilterClause(.total, .notEqual, "0"), valueLocation: DisplayInterface.SourceLocation(file: "p.osh", line: 1, column: 17)),
        ])
        #expect(error("filter reset now") == "p.osh:1:8: error: unknown filter key 'reset'")
    }

    @Test("filter errors name the key, operator or missing value")
    func filterErrors() {
        #expect(error("filter totl > 5") == "p.osh:1:8: error: unknown filter key 'totl' (did you mean 'total'?)")
        #expect(error("filter status > shipped") == "p.osh:1:15: error: status takes = !=, not >")
        #expect(error("filter total 5") == "p.osh:1:14: error: expected an operator after 'total' (= != > >= < <=), found '5'")
        #expect(error("filter total >") == "p.osh:1:15: error: filter total needs a value (usage: filter KEY OP VALUE …, e.g. filter total > 50)")
        #expect(error("filter title") == "p.osh:1:13: error: filter title needs an operator (usage: filter KEY OP VALUE …, e.g. filter title ~ gift)")
    }

    @Test("sort takes a key and an optional direction")
    func sort() throws {
        #expect(try call("sort total asc") == "list sort total asc")
        #expect(try call("sort title") == "list sort title nil")
        #expect(error("sort price") == "p.osh:1:6: error: sort takes date, total, title, not 'price'")
        #expect(error("sort date up") == "p.osh:1:11: error: sort takes asc, desc, not 'up'")
    }

    @Test("show: a ViewModel, VM.PROP, --json; names are checked with suggestions")
    func show() throws {
        #expect(try parse("show") == builtIn(ShowCommand(target: .viewModel(nil), format: nil)))
        #expect(try parse("show detail --json") == builtIn(ShowCommand(target: .viewModel("detail"), format: .json)))
        #expect(try parse("show --json") == builtIn(ShowCommand(target: .viewModel(nil), format: .json)))
        #expect(try parse("show detail.totalLabel") == builtIn(ShowCommand(target: .property(PropertyPath(viewModel: "detail", property: "totalLabel")), format: nil)))
        #expect(error("show detial") == "p.osh:1:6: error: unknown view model 'detial' (did you mean 'detail'?)")
        #expect(error("show detail.totalLable") == "p.osh:1:13: error: detail has no property 'totalLable' (did you mean 'totalLabel'?)")
        #expect(error("show list --jsn") == "p.osh:1:11: error: unknown option '--jsn' for show (did you mean '--json'?)")
    }

    @Test("expect: == and != with a value, or a Bool property alone")
    func expect() throws {
        let path = PropertyPath(viewModel: "summary", property: "totalLabel")
        #expect(try parse("expect summary.totalLabel == \"$104.52\"") == builtIn(ExpectCommand(path: path, expectation: .equals("$104.52", negated: false))))
        #expect(try parse("expect summary.promoMessage != nil") == builtIn(ExpectCommand(path: PropertyPath(viewModel: "summary", property: "promoMessage"), expectation: .equals(nil, negated: true))))
        #expect(try parse("expect summary.hasDiscount") == builtIn(ExpectCommand(path: PropertyPath(viewModel: "summary", property: "hasDiscount"), expectation: .isTrue)))
        #expect(error("expect summary.totalLabel") == "p.osh:1:8: error: expect summary.totalLabel needs == or != and a value: summary.totalLabel is String, not Bool")
        #expect(error("expect summary.totalLabel = x") == "p.osh:1:27: error: expect compares with == or !=, not '='")
    }

    @Test("set: each setting by its name; a value the setting takes is checked as it is set")
    func set() throws {
        #expect(try parse("set latency 250ms") == builtIn(SetCommand(action: .assign("latency", Word("250ms", at: at(13)), isFile: false))))
        #expect(try parse("set data default") == builtIn(SetCommand(action: .assign("data", Word("default", at: at(10)), isFile: true))))
        #expect(try parse("set") == builtIn(SetCommand(action: .list(nil))))
        #expect(try parse("set timing") == builtIn(SetCommand(action: .list("timing"))))
        #expect(error("set fail of") == "p.osh:1:10: error: set fail takes load or off, not 'of' (did you mean 'off'?)")
        #expect(error("set timing maybe") == "p.osh:1:12: error: set timing takes on or off, not 'maybe'")
        #expect(error("set locle de_DE") == "p.osh:1:5: error: set takes now, locale, calendar, timezone, data, latency, fail, format, timing, trace, not 'locle' (did you mean 'locale'?)")
        #expect(error("set lokale") == "p.osh:1:5: error: set has no setting 'lokale' (settings: now, locale, calendar, timezone, data, latency, fail, format, timing, trace) (did you mean 'locale'?)")
    }

    @Test("only load runs in the background")
    func background() {
        #expect(error("show list &") == "p.osh:1:1: error: only load can run in the background with '&'")
    }

    @Test("help names a command; props, trace, watch and source check their argument")
    func others() throws {
        #expect(try parse("help filter") == builtIn(HelpCommand(topic: "filter")))
        #expect(error("help filtre") == "p.osh:1:6: error: no command 'filtre' (did you mean 'filter'?)")
        #expect(try parse("props") == builtIn(PropsCommand(viewModel: nil)))
        #expect(try parse("trace on") == builtIn(TraceCommand(on: true)))
        #expect(error("trace maybe") == "p.osh:1:7: error: trace takes on, off, not 'maybe'")
        #expect(try parse("watch list") == builtIn(WatchCommand(viewModel: "list")))
        #expect(try parse("exit") == builtIn(QuitCommand(status: nil)))
        #expect(try parse("quit 3") == builtIn(QuitCommand(status: 3)))
        #expect(error("quit now") == "p.osh:1:6: error: quit takes a whole number from 0 to 255, not 'now'")
        #expect(error("quit 1 2") == "p.osh:1:8: error: too many arguments for quit (usage: quit [N] | exit [N] | \\q [N])")
    }
}
