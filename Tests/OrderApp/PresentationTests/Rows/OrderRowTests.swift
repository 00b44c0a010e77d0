import DisplayInterface
import Domain
import Foundation
import Testing
@testable import Presentation

/// A row keeps its values in a shared box or in its list's sheet; it must still compare and
/// hash by value, whichever way it is held.
@Suite("Order row")
struct OrderRowTests {
    static func row(title: String = "Birthday gifts", shipping: String = "Free shipping", signature: Bool = false) -> OrderRow {
        OrderRow(
            id: "7f3a9c2e4b1d4e0f", orderNumber: "Order #7F3A9C2E", title: title, formattedDate: "November 3, 2026",
            shippingLabel: shipping, requiresSignature: signature, statusLabel: "Shipped", statusColor: .blue)
    }

    @Test("two rows made apart from the same values are equal and hash alike")
    func equalByValue() {
        let first = Self.row()
        let second = Self.row()
        #expect(first == second)
        #expect(first.hashValue == second.hashValue)
        #expect(Set([first, second, first]).count == 1)
    }

    @Test("a row differing in one value is another row")
    func differsByOneValue() {
        let base = Self.row()
        #expect(base != Self.row(title: "Birthday gift"))
        #expect(base != Self.row(shipping: "Shipping: $4.50"))
        #expect(base != Self.row(signature: true))
    }

    /// Rows of a sheet over two orders: the first signed and of a status this version does
    /// not know, the second of the same day, shipped.
    static func sheetRows() -> [OrderRow] {
        let november3 = Date(timeIntervalSince1970: 1_793_700_000)
        let orders = [
            Order(id: "7f3a9c2e4b1d4e0f", title: "Café supplies", createdAt: november3, status: .other("on hold"),
                  items: [OrderItem(name: "Knife", price: 12, quantity: 1, requiresSignature: true)],
                  shippingAddress: Address(isResidential: true)),
            Order(id: "a1b2c3d4e5f6", title: "Laptop", createdAt: november3, status: .shipped, items: [],
                  shippingAddress: Address(isResidential: true)),
        ]
        var builder = OrderRowSheet.Builder(capacity: 2)
        orders.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            builder.add(position: 1, order: base + 1, formattedDate: "November 3, 2026", shippingLabel: "Free shipping")
            builder.add(position: 0, order: base, formattedDate: "November 3, 2026", shippingLabel: "Shipping: $4.50")
        }
        let sheet = builder.sheet(over: orders)
        return [OrderRow(sheet, row: 0), OrderRow(sheet, row: 1)]
    }

    @Test("a row of a sheet reads its order and its labels, and equals and hashes as the row made from those texts")
    func sheetRow() {
        let rows = Self.sheetRows()
        let laptop = rows[0]
        let supplies = rows[1]
        #expect(supplies.id == "7f3a9c2e4b1d4e0f")
        #expect(supplies.orderNumber == "Order #7F3A9C2E")
        #expect(supplies.title == "Café supplies")
        #expect(supplies.formattedDate == "November 3, 2026")
        #expect(supplies.shippingLabel == "Shipping: $4.50")
        #expect(supplies.requiresSignature == true)
        #expect(supplies.statusLabel == "On Hold")
        #expect(supplies.statusColor == .gray)
        #expect(laptop.orderNumber == "Order #A1B2C3D4")
        #expect(laptop.shippingLabel == "Free shipping")
        #expect(laptop.requiresSignature == false)
        #expect(laptop.statusLabel == "Shipped")
        #expect(laptop.statusColor == .blue)
        let made = OrderRow(
            id: "7f3a9c2e4b1d4e0f", orderNumber: "Order #7F3A9C2E", title: "Café supplies", formattedDate: "November 3, 2026",
            shippingLabel: "Shipping: $4.50", requiresSignature: true, statusLabel: "On Hold", statusColor: .gray)
        #expect(supplies == made)
        #expect(made == supplies)
        #expect(supplies.hashValue == made.hashValue)
        #expect(Set([supplies, made, laptop]).count == 2)
        #expect(laptop != supplies)
        #expect(Self.sheetRows()[1] == supplies)
    }

    @Test("the list's cells of a row, read as bytes from its sheet or its texts, are its display properties")
    func listCells() {
        func written(_ row: OrderRow) -> [ShowCell] {
            var cells = ShowRowCells()
            row.writeListCells(into: &cells)
            return cells.cells
        }
        let rows = Self.sheetRows()
        let laptop = written(rows[0])
        #expect(laptop.map(\.text) == ["Order #A1B2C3D4", "Laptop", "November 3, 2026", "Free shipping", "", "Shipped"])
        #expect(laptop.map(\.color) == [nil, nil, nil, nil, nil, .blue])
        let supplies = written(rows[1])
        #expect(supplies.map(\.text) == ["Order #7F3A9C2E", "Café supplies", "November 3, 2026", "Shipping: $4.50", "yes", "On Hold"])
        #expect(supplies.map(\.color) == [nil, nil, nil, nil, nil, .gray])
        let made = written(Self.row(title: "Café supplies", shipping: "Shipping: $4.50", signature: true))
        #expect(made.map(\.text) == ["Order #7F3A9C2E", "Café supplies", "November 3, 2026", "Shipping: $4.50", "yes", "Shipped"])
        #expect(made.map(\.color) == [nil, nil, nil, nil, nil, .blue])
    }

    @Test("rows of one formatted sheet are shown by their numbers in it; rows of two sheets, or made from texts, are not")
    func commonSheet() throws {
        let rows = Self.sheetRows()
        let common = try #require(OrderRow.commonSheet(of: rows))
        #expect(common.rows == [0, 1])
        #expect(OrderRow.commonSheet(of: [rows[1], rows[0], rows[1]])?.rows == [1, 0, 1])
        #expect(OrderRow.commonSheet(of: rows + [Self.row()]) == nil)
        #expect(OrderRow.commonSheet(of: rows + Self.sheetRows()) == nil)
        #expect(OrderRow.commonSheet(of: [Self.row()]) == nil)
        #expect(OrderRow.commonSheet(of: []) == nil)
    }

    @Test("shares formatted apart join into one sheet: each row keeps its order and labels, shared labels are held once")
    func sharesJoined() throws {
        let november3 = Date(timeIntervalSince1970: 1_793_700_000)
        let orders = [
            Order(id: "a1", title: "First", createdAt: november3, status: .other("on hold"), items: [], shippingAddress: Address(isResidential: true)),
            Order(id: "b2", title: "Second", createdAt: november3, status: .shipped, items: [], shippingAddress: Address(isResidential: true)),
            Order(id: "c3", title: "Third", createdAt: november3, status: .other("lost"), items: [], shippingAddress: Address(isResidential: true)),
            Order(id: "d4", title: "Fourth", createdAt: november3, status: .other("on hold"), items: [], shippingAddress: Address(isResidential: true)),
        ]
        var first = OrderRowSheet.Builder(capacity: 2)
        var second = OrderRowSheet.Builder(capacity: 2)
        orders.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            first.add(position: 0, order: base, formattedDate: "November 3, 2026", shippingLabel: "Free shipping")
            first.add(position: 1, order: base + 1, formattedDate: "November 4, 2026", shippingLabel: "Free shipping")
            // The second share learns its labels in another order, and a status the first never met.
            second.add(position: 2, order: base + 2, formattedDate: "November 5, 2026", shippingLabel: "Shipping: $4.50")
            second.add(position: 3, order: base + 3, formattedDate: "November 3, 2026", shippingLabel: "Free shipping")
        }
        first.append(second)
        let sheet = first.sheet(over: orders)
        let rows = (0..<4).map { OrderRow(sheet, row: $0) }
        #expect(rows.map(\.id) == ["a1", "b2", "c3", "d4"])
        #expect(rows.map(\.formattedDate) == ["November 3, 2026", "November 4, 2026", "November 5, 2026", "November 3, 2026"])
        #expect(rows.map(\.shippingLabel) == ["Free shipping", "Free shipping", "Shipping: $4.50", "Free shipping"])
        #expect(rows.map(\.statusLabel) == ["On Hold", "Shipped", "Lost", "On Hold"])
        #expect(rows.map(\.statusColor) == [.gray, .blue, .gray, .gray])
        #expect(try #require(OrderRow.commonSheet(of: rows)).rows == [0, 1, 2, 3])
        var cells = ShowRowCells()
        rows[2].writeListCells(into: &cells)
        #expect(cells.cells.map(\.text) == ["Order #C3", "Third", "November 5, 2026", "Shipping: $4.50", "", "Lost"])
    }

    @Test("a row is a reference and a number, and a sheet's record four 32-bit numbers")
    func sizes() {
        // A row with a box of its own texts took 8 bytes and a 128-byte box (with the
        // allocator's): 45 MB for the 350,000 rows of a month of a million orders.
        #expect(MemoryLayout<OrderRow>.size == 12)
        #expect(MemoryLayout<OrderRow>.stride == 16)
        #expect(MemoryLayout<OrderRowSheet.Record>.stride == 16)
    }

    @Test("a copy reads the values it was made with")
    func copyReadsValues() {
        let copy = Self.row(title: "Café supplies")
        #expect(copy.id == "7f3a9c2e4b1d4e0f")
        #expect(copy.orderNumber == "Order #7F3A9C2E")
        #expect(copy.title == "Café supplies")
        #expect(copy.formattedDate == "November 3, 2026")
        #expect(copy.shippingLabel == "Free shipping")
        #expect(copy.requiresSignature == false)
        #expect(copy.statusLabel == "Shipped")
        #expect(copy.statusColor == .blue)
    }
}

/// An order number shows what its id holds, invisible characters included.
@Suite("Order number")
struct OrderNumberTests {
    @Test("a zero-width joiner, a BOM and a no-break space are escaped; ASCII and visible letters are kept",
          arguments: [
              ("7f3a9c2e4b1d", "7F3A9C2E"),
              ("7f3a\u{200D}9c2e4b", "7F3A\\u{200D}9C2E"),
              ("\u{FEFF}7f3a9c2e4b", "\\u{FEFF}7F3A9C2"),
              ("7f3a\u{00A0}9c2e4b", "7F3A\\u{A0}9C2"),
              ("café-ünï", "CAFÉ-ÜNÏ"),
          ])
    func visible(id: String, number: String) {
        #expect(OrderNumber.visible(id.prefix(8).uppercased()) == number)
        #expect(OrderNumber.label(number: id.prefix(8).uppercased()) == "Order #" + number)
    }

    @Test("a label of printable ASCII is the number after the prefix; a control character is still escaped",
          arguments: [
              ("7F3A9C2E", "Order #7F3A9C2E"), ("", "Order #"), ("A B~", "Order #A B~"),
              ("7F\u{7}", "Order #7F\\u{7}"), ("7F\t3A", "Order #7F\\u{9}3A"), ("7F\u{7F}", "Order #7F\\u{7F}"),
          ])
    func label(number: String, label: String) {
        #expect(OrderNumber.label(number: number) == label)
    }

    @Test("a label written as bytes is the label made as a string, for a packed id and any other",
          arguments: ["e4163207d094499602f0ee99731c9452", "89abcdef0123456789abcdef01234567", "01234567" + String(repeating: "f", count: 24),
                      String(repeating: "0", count: 32), "ord-0001", "7f3a\u{200D}9c2e4b", "café-ünï", "7f\u{7}3a", ""])
    func labelBytes(id: String) {
        let identifier = OrderIdentifier(id)
        #expect(OrderNumber.withLabelUTF8(of: identifier) { String(decoding: $0, as: UTF8.self) } == OrderNumber.label(number: identifier.number))
    }
}
