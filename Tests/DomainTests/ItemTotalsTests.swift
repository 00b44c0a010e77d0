@testable import Domain
import Foundation
import Testing

/// The sales report's table of item names: found by the hash kept for each name, grown
/// and merged without hashing a name again.
@Suite("ItemTotals")
struct ItemTotalsTests {
    private func item(_ name: String, quantity: Int) -> OrderItem {
        OrderItem(name: name, price: Decimal(1), quantity: quantity)
    }

    /// `names` names, the one at `index` sold `index % 7 + 1` at a time, `index % 3 + 1`
    /// times: in up to three passes over the names, so that names are found again after
    /// the table has grown.
    private func tally(_ names: Range<Int>) -> ItemTotals {
        var totals = ItemTotals()
        for pass in 0..<3 {
            for index in names where index % 3 >= pass { totals.add(item("name-\(index)", quantity: index % 7 + 1), cents: 100) }
        }
        return totals
    }

    /// Each name's quantity (a name listed twice counts once more, so it cannot pass).
    private func quantities(_ totals: ItemTotals) -> [String: Decimal] {
        totals.top(10_000).reduce(into: [:]) { sums, line in sums[line.name, default: 0] += line.quantity }
    }

    private func expectedQuantity(_ index: Int) -> Int { (index % 7 + 1) * (index % 3 + 1) }

    @Test("grown from empty past five thousand names: each name's sum is its own")
    func grows() {
        let totals = tally(0..<5_000)
        let all = totals.top(10_000)
        #expect(all.count == 5_000)
        let quantities = quantities(totals)
        #expect((0..<5_000).allSatisfy { quantities["name-\($0)"] == Decimal(expectedQuantity($0)) })
        // Sold 21 (7 × 3): every 21st name from name-20; name-1007 comes first in code-point order.
        #expect(all.first == SalesReport.TopItem(name: "name-1007", quantity: 21, revenue: Decimal(21)))
    }

    @Test("merged either way round (the larger table takes the smaller): names in both add up, the others are kept")
    func merges() {
        for smallFirst in [true, false] {
            // 0..<1,000 and 600..<4,000: 400 names in both.
            var first = smallFirst ? tally(0..<1_000) : tally(600..<4_000)
            var second = smallFirst ? tally(600..<4_000) : tally(0..<1_000)
            first.merge(&second)
            #expect(first.top(10_000).count == 4_000)
            let quantities = quantities(first)
            #expect((0..<4_000).allSatisfy { index in
                let times = (600..<1_000).contains(index) ? 2 : 1
                return quantities["name-\(index)"] == Decimal(expectedQuantity(index) * times)
            })
        }
    }

    @Test("names alike but for their bytes stay apart: é and e + U+0301, a name and its prefix")
    func exactBytes() {
        var totals = ItemTotals()
        for name in ["caf\u{E9}", "cafe\u{301}", "caf", "caf\u{E9}", ""] { totals.add(item(name, quantity: 1), cents: 100) }
        #expect(totals.top(10).map(\.name) == ["caf\u{E9}", "", "caf", "cafe\u{301}"])
        #expect(totals.top(10).map(\.quantity) == [2, 1, 1, 1])
    }
}
