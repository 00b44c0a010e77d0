import DisplayInterface
import Composition
import Presentation
import Shell
import SafeIO
import Testing

@MainActor
@Suite("Interpreter: commands on live ViewModels")
struct InterpreterTests {
    @Test("load and show render the detail and summary blocks from display properties")
    func showBlocks() async throws {
        let transcript = try await ShellRun.transcript(of: """
            load order #7F3A9C2E
            show detail
            load cart 7f3a9c2e
            apply-promo SAVE20
            show
            """)
        #expect(transcript == """
            Order #7F3A9C2E  Shipped
            Placed: November 3, 2026
              ITEM  QTY   TOTAL
              Mug   × 2  $25.00
            Subtotal  $25.00
            Tax       $2.22
            Total     $27.22
              ITEM  QTY   TOTAL
              Mug   × 2  $25.00
            Promo     SAVE20
                      SAVE20 applied: 20% off
            Subtotal  $25.00
            Discount  -$5.00
            Tax       $1.78
            Total     $21.78

            """)
    }

    @Test("show VM.PROP prints the value alone; --json encodes kinds as domain.md says")
    func showProperty() async throws {
        let transcript = try await ShellRun.transcript(of: """
            load order #7F3A9C2E
            show detail.totalLabel
            show detail.errorMessage
            show detail.statusColor
            show detail.isLoading --json
            show detail.itemRows --json
            show detail.errorMessage --json
            """)
        #expect(transcript == """
            $27.22
            nil
            blue
            false
            [
              {
                "name": "Mug",
                "quantityLabel": "× 2",
                "lineTotalLabel": "$25.00"
              }
            ]
            null

            """)
    }

    @Test("show VM --json is one object with every property in contract order")
    func showJSON() async throws {
        let transcript = try await ShellRun.transcript(of: "load order #7F3A9C2E\nshow detail --json")
        #expect(transcript == """
            {
              "orderNumber": "Order #7F3A9C2E",
              "placedDate": "Placed: November 3, 2026",
              "itemRows": [
                {
                  "name": "Mug",
                  "quantityLabel": "× 2",
                  "lineTotalLabel": "$25.00"
                }
              ],
              "subtotalLabel": "$25.00",
              "taxLabel": "$2.22",
              "totalLabel": "$27.22",
              "statusLabel": "Shipped",
              "statusColor": "blue",
              "isLoading": false,
              "errorMessage": null
            }

            """)
    }

    @Test("the list renders as a table; filter and sort change it; errors leave it as it was")
    func listTable() async throws {
        let run = try ShellRun(options: ShellOptions(keepGoing: true))
        await run.run("""
            load orders
            filter status = shipped title ~ café
            show list
            filter total > abc
            filter status = shiped
            show list.countLabel
            filter reset
            sort total asc
            show list.countLabel
            filter
            """)
        #expect(run.output == """
            1 order · this month · shipped · total > $0.00 · title ~ "café"
            ORDER            TITLE          DATE               SHIPPING         SIGNATURE  STATUS
            Order #D2626F41  Café supplies  November 19, 2026  Shipping: $9.22             Shipped
            1 order
            25 orders
            this month · not cancelled · total > $0.00

            """)
        #expect(run.errors == """
            test.osh:4:16: error: total needs an amount like 50 or 49.99, not 'abc'
            test.osh:5:17: error: unknown status 'shiped' (did you mean 'shipped'?)

            """)
    }

    @Test("show with no ViewModel shows the one touched last, and says so when there is none")
    func showLastTouched() async throws {
        let run = try ShellRun(options: ShellOptions(keepGoing: true))
        await run.run("show\nload bookmarks\nshow")
        #expect(run.transcript == """
            test.osh:1:1: error: show needs a view model until one has been used (list, detail, summary, bookmarks, sales)
            4 bookmarks
            BOOKMARK             ORDER
            Gift for Sam         Order #7F3A9C2E
            The laptop           Order #BD973967
            Matcha reorder       Order #E0114D53
            Old order (deleted)

            """)
    }

    @Test("expect passes silently and fails with both values")
    func expectations() async throws {
        let run = try ShellRun(options: ShellOptions(keepGoing: true))
        let outcome = await run.run("""
            load cart #7F3A9C2E
            apply-promo SAVE20
            expect summary.totalLabel == "$21.78"
            expect summary.hasDiscount
            expect summary.promoMessage != nil
            expect summary.errorMessage == nil
            expect summary.totalLabel != "$21.78"
            expect summary.isLoading
            expect summary.promoMessage == nil
            expect summary.itemRows == "1 row"
            """)
        #expect(outcome == .finished(failed: true))
        #expect(run.transcript == """
            test.osh:7:1: error: expectation failed: summary.totalLabel is "$21.78", expected not "$21.78"
            test.osh:8:1: error: expectation failed: summary.isLoading is false
            test.osh:9:1: error: expectation failed: summary.promoMessage is "SAVE20 applied: 20% off", expected nil
            test.osh:10:1: error: expect compares text, not rows: summary.itemRows is 1 row; use show summary.itemRows

            """)
    }

    @Test("set now, locale and timezone re-format loaded ViewModels; bad values are located with suggestions")
    func environment() async throws {
        let run = try ShellRun(options: ShellOptions(keepGoing: true))
        await run.run("""
            load order #7F3A9C2E
            set locale de_DE
            show detail.totalLabel
            show detail.placedDate
            set locale de_DX
            set timezone Europe/Berlln
            set now yesterday
            set now 2026-10-15T00:00:00Z
            load orders
            show list.countLabel
            """)
        #expect(run.output == "27,22\u{00A0}$\nPlaced: 3. November 2026\n10 orders\n")
        #expect(run.errors == """
            test.osh:5:12: error: unknown locale 'de_DX' (did you mean 'de_DE'?)
            test.osh:6:14: error: unknown time zone 'Europe/Berlln' (did you mean 'Europe/Berlin'?)
            test.osh:7:9: error: now takes an ISO 8601 date-time like 2026-11-22T12:00:00Z, or system, not 'yesterday'

            """)
    }

    @Test("set data reads a file relative to the script's folder; default returns to the embedded data")
    func setData() async throws {
        let folder = try TemporaryFolder(files: ["small.json": TemporaryFolder.smallData])
        defer { folder.remove() }
        let run = try ShellRun(options: ShellOptions(keepGoing: true))
        await run.run("""
            set data small.json
            load order abcd
            show detail.totalLabel
            set data missing.json
            set data default
            load order #7F3A9C2E
            show detail.totalLabel
            """, file: "case.osh", directory: folder.path)
        #expect(run.transcript == """
            $107.99
            case.osh:4:10: error: \(EchoedValue.echoedPath(folder.path + "/missing.json")): no such file
            $27.22

            """)
    }

    @Test("a slow load started with & shows isLoading true until wait")
    func background() async throws {
        let run = try ShellRun()
        let outcome = await run.run("""
            set latency 50ms
            load orders &
            load bookmarks &
            show list.isLoading
            show bookmarks.isLoading
            wait
            show list.isLoading
            show list.countLabel
            show bookmarks.countLabel
            """)
        #expect(outcome == .finished(failed: false))
        #expect(run.transcript == "true\ntrue\nfalse\n25 orders\n4 bookmarks\n")
    }

    @Test("without latency too: commands between & and wait never suspend, so the load cannot finish early")
    func backgroundWithoutLatency() async throws {
        let run = try ShellRun()
        let checks = Array(repeating: "show list.isLoading", count: 200).joined(separator: "\n")
        await run.run("load orders &\n\(checks)\nshow list.countLabel\nwait\nshow list.isLoading\nshow list.countLabel")
        #expect(run.transcript == String(repeating: "true\n", count: 200) + "\nfalse\n25 orders\n")
    }

    @Test("a failing data source fails the load with the ViewModel's errorMessage; state stays")
    func failure() async throws {
        let run = try ShellRun(options: ShellOptions(keepGoing: true))
        await run.run("""
            load orders
            set fail load
            load orders
            show list.errorMessage
            show list.countLabel
            load orders &
            wait
            set fail off
            load orders
            show list.errorMessage
            load order 9z
            """)
        #expect(run.transcript == """
            test.osh:3:1: error: Failed to load orders: simulated failure
            Failed to load orders: simulated failure
            25 orders
            test.osh:6:1: error: Failed to load orders: simulated failure
            nil
            test.osh:11:1: error: Failed to load order: no order matches '9z': an id prefix needs 4 or more characters

            """)
    }

    @Test("trace on prints each changed display property after the command, Observation-driven")
    func trace() async throws {
        let transcript = try await ShellRun.transcript(of: """
            load cart #7F3A9C2E
            trace on
            apply-promo SAVE20
            show summary.totalLabel
            clear-promo
            trace off
            apply-promo SAVE20
            """)
        #expect(transcript == """
            summary.promoCode: "" → "SAVE20"
            summary.discountLabel: "" → "-$5.00"
            summary.hasDiscount: false → true
            summary.taxLabel: "$2.22" → "$1.78"
            summary.totalLabel: "$27.22" → "$21.78"
            summary.promoMessage: nil → "SAVE20 applied: 20% off"
            $21.78
            summary.promoCode: "SAVE20" → ""
            summary.discountLabel: "-$5.00" → ""
            summary.hasDiscount: true → false
            summary.taxLabel: "$1.78" → "$2.22"
            summary.totalLabel: "$21.78" → "$27.22"
            summary.promoMessage: "SAVE20 applied: 20% off" → nil

            """)
    }

    @Test("props lists names and kinds, row fields indented")
    func props() async throws {
        let transcript = try await ShellRun.transcript(of: "props bookmarks")
        #expect(transcript == """
            bookmarks.rows          [BookmarkRow]
              title                 String
              orderNumber           String
            bookmarks.countLabel    String
            bookmarks.isLoading     Bool
            bookmarks.errorMessage  String?

            """)
    }

    @Test("a script stops at its first failing command; --keep-going runs on and still fails")
    func stopOnFailure() async throws {
        let stopping = try ShellRun()
        #expect(await stopping.run("echo one\nshw\necho two") == .stopped)
        #expect(stopping.transcript == "one\ntest.osh:2:1: error: unknown command 'shw' (did you mean 'show'?)\n")
        let going = try ShellRun(options: ShellOptions(keepGoing: true))
        #expect(await going.run("echo one\nshw\necho two") == .finished(failed: true))
        #expect(going.transcript == "one\ntest.osh:2:1: error: unknown command 'shw' (did you mean 'show'?)\ntwo\n")
    }

    @Test("quit ends the script; echo, help, history")
    func sessionCommands() async throws {
        let run = try ShellRun(options: ShellOptions(echo: true))
        #expect(await run.run("echo \"a  b\" c; history\nquit\necho never") == .quit(failed: false))
        #expect(run.transcript == "osh> echo \"a  b\" c\na  b c\nosh> history\n1  echo \"a  b\" c\n2  history\nosh> quit\n")
        let help = try await ShellRun.transcript(of: "help apply-promo")
        #expect(help == "apply-promo — Type a promo code into the cart\nusage:\n  apply-promo CODE\nexample:\n  apply-promo SAVE20\n")
        let overview = try await ShellRun.transcript(of: "help")
        #expect(overview.split(separator: "\n").count == CommandCatalog(registry: SessionAssembly.registry).commands.count + 2)
        #expect(overview.contains("  watch        Re-render a ViewModel on every change until Ctrl-C (interactive)\n"))
    }

    @Test("watch and clear need a terminal; in a script watch is an error and clear prints nothing")
    func interactiveOnly() async throws {
        let run = try ShellRun(options: ShellOptions(keepGoing: true))
        await run.run("watch list\nclear")
        #expect(run.transcript == "test.osh:1:1: error: watch runs until Ctrl-C, so it needs an interactive terminal (in scripts use show or trace)\n")
    }

    @Test("source runs a file in this session; its errors name it and the include chain; cycles are errors")
    func source() async throws {
        let folder = try TemporaryFolder(files: [
            "a.osh": "load order #7F3A9C2E\nsource b.osh\n",
            "b.osh": "echo in b\nshw\nsource a.osh\n",
            "ok.osh": "load bookmarks\n",
        ])
        defer { folder.remove() }
        let run = try ShellRun(options: ShellOptions(keepGoing: true))
        await run.run("source a.osh\nshow detail.orderNumber\nsource ok.osh\nshow bookmarks.countLabel\nsource nope.osh", file: "main.osh", directory: folder.path)
        let a = folder.path + "/a.osh"
        let b = folder.path + "/b.osh"
        #expect(run.transcript == """
            in b
            \(b):2:1: error: unknown command 'shw' (did you mean 'show'?)
            \(a):2:1: note: included from here
            main.osh:1:1: note: included from here
            \(b):3:8: error: source cycle: a.osh → b.osh → a.osh
            \(a):2:1: note: included from here
            main.osh:1:1: note: included from here
            Order #7F3A9C2E
            4 bookmarks
            main.osh:5:8: error: cannot read '\(EchoedValue.echoedPath(folder.path + "/nope.osh"))': no such file

            """)
    }

    @Test("script arguments expand with ${N}")
    func arguments() async throws {
        let run = try ShellRun()
        await run.run("load order ${1}\nshow detail.orderNumber\necho ${#} ${0}", file: "s.osh", arguments: ["#7F3A9C2E"])
        #expect(run.transcript == "Order #7F3A9C2E\n1 s.osh\n")
    }
}

/// What the interpreter notes for `ordersh test --coverage`.
@MainActor
@Suite("Read coverage")
struct ReadCoverageTests {
    @Test("show, show VM.PROP, expect, filter and trace read properties; props and load read none")
    func reads() async throws {
        let run = try ShellRun(options: ShellOptions(keepGoing: true))
        await run.run("props list\nload orders &\nwait\nfilter\nexpect detail.isLoading\ntrace on\nload order #7F3A9C2E\ntrace off\nshow summary\n")
        let coverage = run.interpreter.coverage
        #expect(coverage.commands == ["props", "load … &", "wait", "filter", "expect", "trace", "load order", "show VM"])
        #expect(coverage.properties.contains("list.filterSummary"))
        #expect(coverage.properties.contains("detail.isLoading"))
        #expect(!coverage.properties.contains("list.countLabel"))
        // trace printed what changed: the detail's values and its item rows' fields.
        #expect(coverage.properties.contains("detail.totalLabel"))
        #expect(coverage.properties.contains("detail.itemRows.lineTotalLabel"))
        // show summary with no cart: every property, but no row, so no row field.
        #expect(coverage.properties.contains("summary.itemRows"))
        #expect(!coverage.properties.contains("summary.itemRows.name"))
        #expect(coverage.properties.filter { $0.hasPrefix("summary.") }.count == 10)
    }
}
