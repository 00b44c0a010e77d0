import DisplayInterface
@testable import Shell
import Testing

/// A table a ViewModel writes as bytes reads as the same cells as one it fills with texts.
@Suite("Show row cells")
struct ShowRowCellsTests {
    @Test("cells appended as texts or bytes are read back in order with their colours; emptied, the room is kept")
    func appendAndRead() {
        var cells = ShowRowCells(columns: 3)
        cells.append("Order #7F3A9C2E")
        Array("Café".utf8).withUnsafeBufferPointer { cells.append(utf8: $0) }
        cells.append("", color: .gray)
        [UInt8]([0x41, 0xC3]).withUnsafeBufferPointer { cells.append(utf8: $0, color: .green) }
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

    @Test("rows written straight into the capture print what the same cells appended one by one print",
          arguments: [RenderStyle.plain, RenderStyle(usesColor: true, width: nil), RenderStyle(usesColor: false, width: 24),
                      RenderStyle(usesColor: true, width: 14)])
    func writtenInPlace(style: RenderStyle) {
        // Cells that stay where they are written, and cells that must be appended again
        // (escapes, clusters, invalid UTF-8, colour, too long to copy), in every order.
        let cells: [(bytes: [UInt8], color: StatusColor?)] = [
            (Array("Book club".utf8), nil), (Array("抹茶セット".utf8), nil), (Array("Party 🎉".utf8), nil),
            (Array("Bell\u{7}".utf8), nil), (Array("Crème brûlée".utf8), nil), ([0x41, 0xC3], nil), ([], nil),
            (Array("Shipped".utf8), .blue), (Array("e\u{301}".utf8), .gray), (Array("A title long enough to be kept".utf8), nil),
        ]
        let count = Table.rowsPerShare * 2 + 5
        @Sendable func row(_ index: Int) -> [(bytes: [UInt8], color: StatusColor?)] {
            // Rows of 0 to 4 cells for 3 columns: too few, enough and one too many.
            (0..<(index % 5)).map { cells[(index * 7 + $0) % cells.count] }
        }
        let columns: [Table.Column] = [.init(header: "A"), .init(header: "B", isFlexible: true), .init(header: "C")]
        let oneByOne = Table(columns: columns, rowCount: count) {
            { index, captured in
                for cell in row(index) { captured.append(String(decoding: cell.bytes, as: UTF8.self), color: cell.color, style: style) }
            }
        }
        let inPlace = Table(columns: columns, rowCount: count) {
            var written = ShowRowCells(columns: 3)
            return { index, captured in
                captured.appendRow(through: &written, style: style) { target in
                    for cell in row(index) { cell.bytes.withUnsafeBufferPointer { target.append(utf8: $0, color: cell.color) } }
                }
            }
        }
        let expected = RenderingTests.rendered(oneByOne, style: style, threads: 1).text
        #expect(RenderingTests.rendered(inPlace, style: style, threads: 1).text == expected)
        #expect(RenderingTests.rendered(inPlace, style: style, threads: 3).text == expected)
        var keeping = inPlace
        keeping.largestCopiedCell = 8
        #expect(RenderingTests.rendered(keeping, style: style, threads: 2).text == expected)
        #expect(expected.contains("Bell\\u{7}") && expected.contains("A\u{FFFD}"))
        #expect(expected.contains("\u{1B}[34mShipped\u{1B}[0m") == style.usesColor)
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
