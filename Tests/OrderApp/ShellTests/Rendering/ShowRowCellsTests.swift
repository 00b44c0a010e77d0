import DisplayInterface
@testable import Shell
import Testing

/// A table a ViewModel writes as bytes reads as the same cells as one it fills with texts.
@Suite("Show row cells")
struct ShowRowCellsTests {
    @Test("cells appended as texts or bytes are read back in order with their colours; emptied, the room is kept")
    func appendAndRead() {
        var cells = Self.mixedRow(second: "Café")
        #expect(cells.count == 4)
        #expect(cells.cells.map(\.text) == ["Order #7F3A9C2E", "Café", "", "A\u{FFFD}"])
        #expect(cells.cells.map(\.color) == [nil, nil, .gray, .green])
        var read: [[UInt8]] = []
        cells.forEachCell { utf8, _ in read.append(Array(utf8)) }
        #expect(read == [Array("Order #7F3A9C2E".utf8), Array("Café".utf8), [], [0x41, 0xC3]])
        cells.removeAll()
        #expect(cells.count == 0)
        #expect(cells.cells.isEmpty)
        cells.append("Shipped", color: .blue)
        #expect(cells.cells.map(\.text) == ["Shipped"])
    }

    @Test("a copy keeps its cells when the original is emptied or grows past its room, and the other way round")
    func valueSemantics() {
        var cells = ShowRowCells(columns: 1)
        cells.append("kept", color: .green)
        let copy = cells
        cells.removeAll()
        for index in 0..<40 { cells.append(String(repeating: "x", count: index)) }
        #expect(copy.cells.map(\.text) == ["kept"])
        #expect(copy.cells.map(\.color) == [.green])
        #expect(cells.count == 40)
        var grown = copy
        grown.append("more")
        #expect(copy.count == 1)
        #expect(grown.cells.map(\.text) == ["kept", "more"])
    }

    @Test("a row read at once is captured as its cells one by one: plain, escaped, and coloured where colour is shown")
    func capturedAtOnce() {
        let row = Self.mixedRow(second: "Cr\u{E8}me \u{7}")
        for style in [RenderStyle.plain, RenderStyle(usesColor: true, width: nil)] {
            var atOnce = CapturedRows(columnCount: 4)
            atOnce.append(cells: row, style: style)
            atOnce.endRow()
            let oneByOne = Self.capturedOneByOne([row], columns: 4, style: style)
            #expect(lines(atOnce) == lines(oneByOne))
            #expect(atOnce.widths == oneByOne.widths)
            #expect([atOnce.widths[0], atOnce.widths[2], atOnce.widths[3]] == [15, 0, 2])
        }
    }

    @Test("rows copied in one piece and rows that are not, mixed, read back as their cells one by one")
    func copiedRowsAmongOthers() {
        // Copied whole: ASCII, accented, wide and empty cells (and a coloured one where colour
        // is not shown); then a row with a bell (escaped), one with a cell too many (dropped),
        // and a short row (the rest empty).
        let rows = [
            Self.row(["Order #1", "Cr\u{E8}me br\u{FB}l\u{E9}e", "\u{6771}\u{4EAC}", ""], colored: 2),
            Self.row(["Order #2", "Bell \u{7}", "x", "y"], colored: nil),
            Self.row(["Order #3", "ASCII only", "\u{301}e", "z", "extra"], colored: nil),
            Self.row(["Order #4", "short"], colored: 0),
            Self.row(["Order #5", "Caf\u{E9}", "plain", "12"], colored: nil),
        ]
        for style in [RenderStyle.plain, RenderStyle(usesColor: true, width: nil)] {
            var atOnce = CapturedRows(columnCount: 4)
            for row in rows {
                atOnce.append(cells: row, style: style)
                atOnce.endRow()
            }
            let oneByOne = Self.capturedOneByOne(rows, columns: 4, style: style)
            #expect(atOnce.rowCount == 5)
            #expect(lines(atOnce) == lines(oneByOne))
            #expect(atOnce.widths == oneByOne.widths)
            #expect(atOnce.widths == [8, 12, 5, 2])
        }
    }

    /// `rows` captured a cell at a time, as ``CapturedRows/append(cells:style:)`` documents.
    private static func capturedOneByOne(_ rows: [ShowRowCells], columns: Int, style: RenderStyle) -> CapturedRows {
        var captured = CapturedRows(columnCount: columns)
        for row in rows {
            row.forEachCell { utf8, color in
                if color != nil, style.usesColor {
                    captured.append(String(decoding: utf8, as: UTF8.self), color: color, style: style)
                } else {
                    captured.append(utf8: utf8)
                }
            }
            captured.endRow()
        }
        return captured
    }

    /// A row of `texts`, the one at `colored` in green.
    private static func row(_ texts: [String], colored: Int?) -> ShowRowCells {
        var cells = ShowRowCells(columns: texts.count)
        for (index, text) in texts.enumerated() { cells.append(text, color: index == colored ? .green : nil) }
        return cells
    }

    /// Four cells: text, `second` as bytes, an empty grey one, and bytes that are not valid
    /// UTF-8 in green.
    private static func mixedRow(second: String) -> ShowRowCells {
        var cells = ShowRowCells(columns: 3)
        cells.append("Order #7F3A9C2E")
        Array(second.utf8).withUnsafeBufferPointer { cells.append(utf8: $0) }
        cells.append("", color: .gray)
        [UInt8]([0x41, 0xC3]).withUnsafeBufferPointer { cells.append(utf8: $0, color: .green) }
        return cells
    }

    private func lines(_ rows: CapturedRows) -> [String] {
        var lines: [String] = []
        rows.forEachRow { row in
            var line = LineBuffer()
            for column in 0..<4 { row.appendPrinted(column, to: &line); line.append(byte: UInt8(ascii: "|")) }
            var bytes: [UInt8] = []
            line.write(to: &bytes)
            lines.append(String(decoding: bytes, as: UTF8.self) + "|" + (0..<4).map { String(row.width($0)) }.joined(separator: ","))
        }
        return lines
    }

    @Test("a table written as bytes fills texts as well: a column left out is empty, a cell past the last is dropped")
    func writtenTableFills() throws {
        let table = ShowTable(columns: [.init("A"), .init("B"), .init("C")], rowCount: 3, writeRow: { row, cells in
            for column in 0..<(row * 2) { cells.append("r\(row)c\(column)", color: column == 1 ? .orange : nil) }
        })
        #expect(table.writeRow != nil)
        var filled = Array(repeating: ShowCell("stale"), count: 3)
        table.fill(0, &filled)
        #expect(filled.map(\.text) == ["", "", ""])
        table.fill(1, &filled)
        #expect(filled.map(\.text) == ["r1c0", "r1c1", ""])
        #expect(filled.map(\.color) == [nil, .orange, nil])
        table.fill(2, &filled)
        #expect(filled.map(\.text) == ["r2c0", "r2c1", "r2c2"])
        #expect(ShowTable(columns: [.init("A")], rowCount: 1, fill: { _, cells in cells[0] = ShowCell("x") }).writeRow == nil)
    }
}
