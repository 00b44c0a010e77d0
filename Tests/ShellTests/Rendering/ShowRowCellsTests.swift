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
