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

    /// `items` added in order to `totals`; settled unless `settled` is
    /// false (the table then holds the last ``ItemTotals/ahead`` items waiting, and the items
    /// themselves are kept alive by the test's `kept`).
    private func add(_ items: [OrderItem], to totals: inout ItemTotals, settled: Bool = true) {
        let stored = UnsafeMutableBufferPointer<OrderItem>.allocate(capacity: items.count)
        _ = stored.initialize(from: items)
        kept.append(stored)
        guard let base = stored.baseAddress else { return }
        for index in stored.indices { totals.add(at: base + index) }
        if settled { totals.settle() }
    }

    /// Items added and not yet counted stay alive until the test ends.
    private final class Kept: @unchecked Sendable {
        var buffers: [UnsafeMutableBufferPointer<OrderItem>] = []
        func append(_ buffer: UnsafeMutableBufferPointer<OrderItem>) { buffers.append(buffer) }
        deinit {
            for buffer in buffers {
                buffer.deinitialize()
                buffer.deallocate()
            }
        }
    }

    private let kept = Kept()

    /// `names` names, the one at `index` sold `index % 7 + 1` at a time, `index % 3 + 1`
    /// times: in up to three passes over the names, so that names are found again after
    /// the table has grown.
    private func tally(_ names: Range<Int>, settled: Bool = true) -> ItemTotals {
        var totals = ItemTotals()
        let items = (0..<3).flatMap { pass in names.filter { $0 % 3 >= pass }.map { item("name-\($0)", quantity: $0 % 7 + 1) } }
        add(items, to: &totals, settled: settled)
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
            // Neither settled: the merge counts both tables' waiting items first.
            var first = smallFirst ? tally(0..<1_000, settled: false) : tally(600..<4_000, settled: false)
            var second = smallFirst ? tally(600..<4_000, settled: false) : tally(0..<1_000, settled: false)
            first.merge(&second)
            #expect(first.top(10_000).count == 4_000)
            // The table merged from is left empty, and takes names again.
            #expect(second.top(10).isEmpty)
            add([item("again", quantity: 3)], to: &second)
            #expect(second.top(10) == [SalesReport.TopItem(name: "again", quantity: 3, revenue: 3)])
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
        add(["caf\u{E9}", "cafe\u{301}", "caf", "caf\u{E9}", ""].map { item($0, quantity: 1) }, to: &totals)
        #expect(totals.top(10).map(\.name) == ["caf\u{E9}", "", "caf", "cafe\u{301}"])
        #expect(totals.top(10).map(\.quantity) == [2, 1, 1, 1])
    }

    @Test("items wait `ahead` places before they are counted: none is lost or counted twice, at any count round the ring's size")
    func waitingItems() {
        let ahead = ItemTotals.ahead
        for count in [0, 1, ahead - 1, ahead, ahead + 1, 2 * ahead, 3 * ahead + 5] {
            var totals = ItemTotals()
            // "x" sold 1, 2, …, count at a time, each between two names of its own (after "x" in code-point order).
            let items = (1..<(count + 1)).flatMap { [item("y-\($0)", quantity: 1), item("x", quantity: $0), item("z-\($0)", quantity: 1)] }
            add(items, to: &totals)
            let all = totals.top(10_000)
            #expect(all.count == (count == 0 ? 0 : 2 * count + 1), "count \(count)")
            #expect(all.first == (count == 0 ? nil : SalesReport.TopItem(name: "x", quantity: Decimal(count * (count + 1) / 2), revenue: Decimal(count * (count + 1) / 2))), "count \(count)")
        }
    }
}
