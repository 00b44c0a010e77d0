@testable import Shell
import DisplayInterface
import Presentation
import Testing

@Suite("Rendering")
struct RenderingTests {
    @Test("display width: combining accents count once, CJK and emoji twice, controls not at all")
    func widths() {
        #expect(DisplayWidth.of("Café") == 4)
        #expect(DisplayWidth.of("Cafe\u{301}") == 4)
        #expect(DisplayWidth.of("抹茶セット") == 10)
        #expect(DisplayWidth.of("Party 🎉") == 8)
        #expect(DisplayWidth.of("❤️") == 2)
        #expect(DisplayWidth.of("👩‍👩‍👧") == 2)
        #expect(DisplayWidth.of("a\u{200B}b") == 2)
    }

    @Test("truncation keeps whole characters within the width and ends in …")
    func truncation() {
        #expect(DisplayWidth.truncate("抹茶セット", to: 6) == "抹茶…")
        #expect(DisplayWidth.truncate("Birthday gifts", to: 8) == "Birthda…")
        #expect(DisplayWidth.truncate("short", to: 8) == "short")
    }

    @Test("a table aligns by display width and shrinks its flexible column to the terminal width")
    func table() {
        let table = Table(
            columns: [.init(header: "ID"), .init(header: "TITLE", isFlexible: true), .init(header: "STATUS")],
            rows: [
                [.init(text: "1"), .init(text: "抹茶セット"), .init(text: "Shipped")],
                [.init(text: "2"), .init(text: "Café supplies for the office"), .init(text: "Pending")],
            ])
        #expect(table.render(style: .plain) == """
            ID  TITLE                         STATUS
            1   抹茶セット                    Shipped
            2   Café supplies for the office  Pending
            """)
        let narrow = table.render(style: RenderStyle(usesColor: false, width: 30))
        #expect(narrow == """
            ID  TITLE              STATUS
            1   抹茶セット         Shipped
            2   Café supplies fo…  Pending
            """)
        #expect(narrow.split(separator: "\n").allSatisfy { DisplayWidth.of(String($0)) <= 30 })
        // Titles shrink to 12 cells at most; a table that still does not fit is printed as records.
        let tight = table.render(style: RenderStyle(usesColor: false, width: 25))
        #expect(tight == """
            ID  TITLE         STATUS
            1   抹茶セット    Shipped
            2   Café suppli…  Pending
            """)
        let records = table.render(style: RenderStyle(usesColor: false, width: 24))
        #expect(records == """
            -[ RECORD 1 ]-
            ID     │ 1
            TITLE  │ 抹茶セット
            STATUS │ Shipped
            -[ RECORD 2 ]-
            ID     │ 2
            TITLE  │ Café supplies …
            STATUS │ Pending
            """)
        #expect(records.split(separator: "\n").allSatisfy { DisplayWidth.of(String($0)) <= 24 })
    }

    @Test("too wide: a column empty in every row is left out first, a number column stays right-aligned; as wide as needed when it fits")
    func emptyColumnLeftOut() {
        let table = Table(
            columns: [.init(header: "ORDER"), .init(header: "SIGNATURE"), .init(header: "TITLE", isFlexible: true), .init(header: "TOTAL", alignsRight: true)],
            rows: [
                [.init(text: "#1"), .init(text: ""), .init(text: "Café supplies"), .init(text: "$9.22")],
                [.init(text: "#2"), .init(text: ""), .init(text: "Mug"), .init(text: "$120.00")],
            ])
        #expect(table.render(style: .plain) == """
            ORDER  SIGNATURE  TITLE            TOTAL
            #1                Café supplies    $9.22
            #2                Mug            $120.00
            """)
        #expect(table.render(style: RenderStyle(usesColor: false, width: 32)) == """
            ORDER  TITLE            TOTAL
            #1     Café supplies    $9.22
            #2     Mug            $120.00
            """)
        #expect(table.render(style: RenderStyle(usesColor: false, width: 40).laid(out: .table)).hasPrefix("ORDER  SIGNATURE  TITLE"))
    }

    @Test("a table cell with a control character is printed escaped and measured as printed")
    func tableEscapesCells() {
        let table = Table(
            columns: [.init(header: "TITLE", isFlexible: true), .init(header: "STATUS")],
            rows: [
                [.init(text: "Bell\u{7}"), .init(text: "Shipped")],
                [.init(text: "Plain ASCII title"), .init(text: "Pending")],
            ])
        #expect(table.render(style: .plain) == """
            TITLE              STATUS
            Bell\\u{7}          Shipped
            Plain ASCII title  Pending
            """)
        #expect(table.render(style: RenderStyle(usesColor: false, width: 22)) == """
            TITLE          STATUS
            Bell\\u{7}      Shipped
            Plain ASCII …  Pending
            """)
    }

    /// The table `render` makes on `threads` threads, its chunks as handed on.
    static func rendered(_ table: Table, style: RenderStyle, threads: Int) -> (text: String, chunks: Int) {
        var bytes: [UInt8] = []
        var chunks = 0
        table.renderLines(style: style, threads: threads) { bytes += $0; chunks += 1 }
        return (String(decoding: bytes, as: UTF8.self), chunks)
    }

    @Test("a long table read on several threads prints what one thread prints: widths, cuts, escapes, records",
          arguments: [RenderStyle.plain, RenderStyle(usesColor: true, width: nil), RenderStyle(usesColor: false, width: 40),
                      RenderStyle(usesColor: false, width: 20)])
    func threadsPrintWhatOneDoes(style: RenderStyle) {
        let titles = ["Book club", "抹茶セット", "Party supplies 🎉", "Bell\u{7}", "Müsli für die Woche", "e\u{0301}"]
        let count = Table.rowsPerShare * 3 + 17
        let table = Table(columns: [.init(header: "N"), .init(header: "TITLE", isFlexible: true), .init(header: "STATUS")], rowCount: count) {
            { row, cells in
                // The longest title is in the last share, so only a measure of every share finds it.
                let title = row == count - 1 ? "The longest title of all, in the last row" : titles[row % titles.count]
                cells.append(String(row))
                cells.append(title)
                if row % 3 == 0 { cells.append("Shipped", styled: style.colored("Shipped", .blue)) } else { cells.append("Pending") }
            }
        }
        let one = Self.rendered(table, style: style, threads: 1)
        let four = Self.rendered(table, style: style, threads: 4)
        #expect(four.text == one.text)
        // Fewer threads than shares: each thread's line buffer serves a share of every batch
        // (two of two, then a batch of three and a batch of one).
        #expect(Self.rendered(table, style: style, threads: 2).text == one.text)
        #expect(Self.rendered(table, style: style, threads: 3).text == one.text)
        // Cells too long to copy out are kept as they came, and print the same.
        var keeping = table
        keeping.largestCopiedCell = 8
        #expect(Self.rendered(keeping, style: style, threads: 4).text == one.text)
        #expect(one.text.split(separator: "\n").count == (style.width == 20 ? count * 4 : count + 1))
        #expect(one.text.contains("Bell\\u{7}"))
        if style == .plain { #expect(one.text.hasPrefix("N      TITLE                                      STATUS")) }
    }

    @Test("cells appended as UTF-8 bytes print what the same cells appended as texts print: escapes, widths, U+FFFD, kept cells",
          arguments: [RenderStyle.plain, RenderStyle(usesColor: false, width: 30), RenderStyle(usesColor: false, width: 16)])
    func bytesPrintAsTexts(style: RenderStyle) {
        let cells: [[UInt8]] = [
            Array("Book club".utf8), Array("抹茶セット".utf8), Array("Party supplies 🎉".utf8), Array("Bell\u{7}".utf8),
            Array("Müsli für die Woche".utf8), Array("e\u{0301}".utf8), Array("Right\u{202E}to left".utf8), Array("".utf8),
            [0x41, 0xC3], [0xC1, 0xA1, 0x42], [0x80], [0xE3, 0x81], Array("A very long title that is kept as it came".utf8),
        ]
        func table(asBytes: Bool) -> Table {
            Table(columns: [.init(header: "N"), .init(header: "TITLE", isFlexible: true), .init(header: "END")], rowCount: cells.count) {
                { row, captured in
                    captured.append(String(row))
                    if asBytes {
                        cells[row].withUnsafeBufferPointer { captured.append(utf8: $0) }
                    } else {
                        captured.append(String(decoding: cells[row], as: UTF8.self))
                    }
                    captured.append("|")
                }
            }
        }
        let texts = Self.rendered(table(asBytes: false), style: style, threads: 1).text
        #expect(Self.rendered(table(asBytes: true), style: style, threads: 1).text == texts)
        var keeping = table(asBytes: true)
        keeping.largestCopiedCell = 8
        #expect(Self.rendered(keeping, style: style, threads: 1).text == texts)
        #expect(texts.contains("Bell\\u{7}"))
        #expect(texts.contains("A\u{FFFD}"))
        if style == .plain { #expect(texts.contains("\n4   Müsli für die Woche                        |\n")) }
    }

    @Test("a fill that gives a row too few cells leaves the rest empty; one that gives too many loses the extra")
    func fillOfTheWrongLength() {
        let table = Table(columns: [.init(header: "A"), .init(header: "B"), .init(header: "C")], rowCount: 3) {
            { row, cells in
                for column in 0..<(row * 2) { cells.append("r\(row)c\(column)") }
            }
        }
        #expect(table.render(style: .plain) == """
            A     B     C

            r1c0  r1c1
            r2c0  r2c1  r2c2
            """)
    }

    @Test("colour is allowed unless NO_COLOR is set or TERM is dumb")
    func colorAllowed() {
        #expect(RenderStyle.colorAllowed(environment: ["TERM": "xterm-256color"]))
        #expect(RenderStyle.colorAllowed(environment: ["NO_COLOR": ""]))
        #expect(!RenderStyle.colorAllowed(environment: ["NO_COLOR": "1"]))
        #expect(!RenderStyle.colorAllowed(environment: ["TERM": "dumb"]))
    }

    @Test("the one escaper: controls, bidi overrides and isolates, U+2028/2029 and U+FEFF escaped; marks and plain text kept")
    func visibleText() {
        #expect(VisibleText.escaped("plain text, café 抹茶 🎉") == "plain text, café 抹茶 🎉")
        #expect(VisibleText.escaped("\u{1B}]0;HACKED\u{7}") == "\\u{1B}]0;HACKED\\u{7}")
        #expect(VisibleText.escaped("invoice\u{202E}fdp.exe") == "invoice\\u{202E}fdp.exe")
        #expect(VisibleText.escaped("a\u{2066}b\u{2069}c\u{2028}d\u{2029}") == "a\\u{2066}b\\u{2069}c\\u{2028}d\\u{2029}")
        #expect(VisibleText.escaped("\u{85}\u{9B}") == "\\u{85}\\u{9B}")
        #expect(VisibleText.escaped("shw\u{FEFF}") == "shw\\u{FEFF}")
        // Right-to-left marks are part of locales' own formats (Arabic currency).
        #expect(VisibleText.escaped("\u{200F}27.22\u{A0}US$") == "\u{200F}27.22\u{A0}US$")
    }

    @Test("the escaper's byte check agrees with isEscaped on every scalar of planes 0–2, alone, between others and amid ASCII")
    func visibleTextByteCheck() {
        var disagreements: [UInt32] = []
        for value in UInt32(0)...0x2FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let alone = String(Character(scalar))
            let between = "€" + alone + "…"
            // Amid printable ASCII longer than a word, where the check reads eight bytes at a time.
            let amidASCII = "Order #7F3A" + alone + "9C2E shipped"
            let expected = VisibleText.isEscaped(scalar)
            if VisibleText.mayHoldEscaped(alone) != expected || VisibleText.mayHoldEscaped(between) != expected
                || VisibleText.mayHoldEscaped(amidASCII) != expected {
                disagreements.append(value)
            }
        }
        #expect(disagreements == [])
        // Cut short in the middle of a lead byte's sequence: nothing is read past the end.
        #expect(Array("a\u{2028}".utf8.dropLast()).withUnsafeBufferPointer(VisibleText.holdsEscaped) == false)
        #expect(VisibleText.escaped("Title cut …") == "Title cut …")
    }

    @Test("colour only when the style asks for it")
    func colour() {
        #expect(RenderStyle.plain.colored("Shipped", .blue) == "Shipped")
        #expect(RenderStyle(usesColor: true, width: nil).colored("Shipped", .blue) == "\u{1B}[34mShipped\u{1B}[0m")
        #expect(RenderStyle(usesColor: true, width: nil).colored("Delivered", .green) == "\u{1B}[32mDelivered\u{1B}[0m")
    }

    @Test("a rows table colours a field by the field its row type declares, never by a name that looks like one")
    @MainActor func declaredColouring() {
        let fields = [
            DisplayPropertyDescriptor(name: "statusLabel", kind: .string, coloredBy: "statusColor"),
            DisplayPropertyDescriptor(name: "statusColor", kind: .statusColor),
            DisplayPropertyDescriptor(name: "shareLabel", kind: .string),
            DisplayPropertyDescriptor(name: "shareColor", kind: .statusColor),
        ]
        let row = DisplayRecord(fields: [
            DisplayProperty(name: "statusLabel", kind: .string, value: .string("Shipped")),
            DisplayProperty(name: "statusColor", kind: .statusColor, value: .statusColor(.blue)),
            DisplayProperty(name: "shareLabel", kind: .string, value: .string("25%")),
            DisplayProperty(name: "shareColor", kind: .statusColor, value: .statusColor(.green)),
        ])
        let coloured = ViewModelRenderer.rowsTable([row], fields: fields, style: RenderStyle(usesColor: true, width: nil))
        let bold = { (name: String) in "\u{1B}[1m\(name)\u{1B}[0m" }
        #expect(coloured == "\(bold("statusLabel"))  \(bold("statusColor"))  \(bold("shareLabel"))  \(bold("shareColor"))\n"
            + "\u{1B}[34mShipped\u{1B}[0m      \u{1B}[34mblue\u{1B}[0m         25%         \u{1B}[32mgreen\u{1B}[0m")
        #expect(ViewModelRenderer.rowsTable([row], fields: fields, style: .plain)
            == "statusLabel  statusColor  shareLabel  shareColor\nShipped      blue         25%         green")
    }

    @Test("JSON strings escape quotes, backslashes and controls, and keep UTF-8")
    func json() {
        #expect(JSONWriter.string("a\"b\\c\nd\u{1}é") == #""a\"b\\c\nd\u0001é""#)
        // Reordering and separator characters, DEL and C1 are escaped too; marks and text stay.
        #expect(JSONWriter.string("x\u{202E}y\u{2028}z\u{7F}\u{85}\u{200F}€") == #""x\u202ey\u2028z\u007f\u0085\#u{200F}€""#)
        #expect(JSONWriter.value(.rows([])) == "[]")
        #expect(JSONWriter.value(.optionalString(nil)) == "null")
    }

    @Test("suggestions: near typos, transpositions and prefixes; nothing far")
    func suggestions() {
        #expect(Suggestion.nearest(to: "shw", in: ["show", "sort"]) == "show")
        #expect(Suggestion.nearest(to: "lsit", in: ["list", "detail"]) == "list")
        #expect(Suggestion.nearest(to: "summ", in: ["list", "summary"]) == "summary")
        #expect(Suggestion.nearest(to: "xyz", in: ["list", "summary"]) == nil)
        #expect(Suggestion.nearest(to: "SHIPPED", in: ["shipped"]) == "shipped")
    }
}

@MainActor
@Suite("Rendering ViewModels in colour")
struct ColourRenderingTests {
    @Test("on a terminal the status is coloured by statusColor; the table still aligns")
    func colouredList() async throws {
        let run = try ShellRun(options: ShellOptions(style: RenderStyle(usesColor: true, width: 200)))
        await run.run("load order #7F3A9C2E\nshow detail")
        #expect(run.output.hasPrefix("\u{1B}[1mOrder #7F3A9C2E\u{1B}[0m  \u{1B}[34mShipped\u{1B}[0m\n"))
    }

    @Test("a list's rows, read as bytes, colour their status on a terminal and still align")
    func colouredListRows() async throws {
        let run = try ShellRun(options: ShellOptions(style: RenderStyle(usesColor: true, width: 200)))
        await run.run("load orders\nshow list")
        let lines = run.output.split(separator: "\n")
        let shipped = try #require(lines.first { $0.contains("Order #7F3A9C2E") })
        #expect(shipped.hasSuffix("\u{1B}[34mShipped\u{1B}[0m"))
        #expect(lines.contains { $0.hasPrefix("\u{1B}[1mORDER\u{1B}[0m") })
    }
}
