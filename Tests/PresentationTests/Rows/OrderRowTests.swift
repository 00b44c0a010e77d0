import DisplayInterface
import Testing
@testable import Presentation

/// A row keeps its values in a shared box; it must still compare and hash by value.
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
}
