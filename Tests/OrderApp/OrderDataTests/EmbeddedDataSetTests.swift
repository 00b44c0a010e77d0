import Domain
import Foundation
import Testing
@testable import OrderData

/// The default data set must cover every rule of domain.md (issue: the default data set).
@Suite("Embedded default data set")
struct EmbeddedDataSetTests {
    let data: DataSet
    let calculate = CalculateOrderTotal()

    init() throws {
        data = try DataFileDecoder.decode(EmbeddedDataSet.bytes, file: EmbeddedDataSet.name)
    }

    func totals() -> [Decimal] {
        data.orders.map { calculate.execute(items: $0.items, store: data.store).total }
    }

    @Test("it is the Fixtures file, byte for byte")
    func matchesFixture() throws {
        let fixture = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/default-data.json")
        #expect(Array(try Data(contentsOf: fixture)) == EmbeddedDataSet.bytes)
    }

    @Test("at least 60 orders, all from September to December 2026")
    func size() {
        #expect(data.orders.count >= 60)
        let calendar = utc
        #expect(data.orders.allSatisfy {
            let parts = calendar.dateComponents([.year, .month], from: $0.createdAt)
            return parts.year == 2026 && (9...12).contains(parts.month ?? 0)
        })
    }

    @Test("every status appears, plus one this version does not know")
    func statuses() {
        let statuses = Set(data.orders.map(\.status))
        #expect(Set(OrderStatus.known).isSubset(of: statuses))
        #expect(statuses.contains { if case .other = $0 { true } else { false } })
    }

    @Test("every signature × residential combination appears")
    func signatureCombinations() {
        let combinations = Set(data.orders.map { order in
            "\(order.items.contains { $0.requiresSignature })/\(order.shippingAddress.isResidential)"
        })
        #expect(combinations == ["true/true", "true/false", "false/true", "false/false"])
    }

    @Test("orders have 1 to 6 items, and both ends occur")
    func itemCounts() {
        let counts = Set(data.orders.map(\.items.count))
        #expect(counts.isSubset(of: Set(1...6)))
        #expect(counts.contains(1) && counts.contains(6))
    }

    @Test("titles with é, ü, CJK and an emoji")
    func titles() {
        let titles = data.orders.map(\.title)
        #expect(titles.contains { $0.contains("é") })
        #expect(titles.contains { $0.contains("ü") })
        #expect(titles.contains { $0.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) } })
        #expect(titles.contains { $0.unicodeScalars.contains { $0.properties.isEmojiPresentation } })
    }

    @Test("zero totals and totals just above, at and below the free-shipping threshold")
    func thresholds() {
        let totals = totals()
        #expect(totals.contains(0))
        #expect(totals.contains(Decimal(10001) / 100))
        #expect(totals.contains(100))
        #expect(totals.contains(Decimal(9999) / 100))
    }

    @Test("orders at both sides of the October/November boundary")
    func monthBoundary() {
        let dates = Set(data.orders.map(\.createdAt))
        #expect(dates.contains(Date(timeIntervalSince1970: 1_793_491_199)))  // 2026-10-31T23:59:59Z
        #expect(dates.contains(Date(timeIntervalSince1970: 1_793_491_200)))  // 2026-11-01T00:00:00Z
    }

    @Test("a tax that falls exactly on half a cent")
    func halfCentTie() {
        // Rounding half-up lands exactly half a cent above the unrounded tax (1.065 → 1.07).
        #expect(data.orders.contains { order in
            let exact = calculate.subtotal(of: order.items) * data.store.taxRate
            return exact.roundedToCents() - exact == Decimal(5) / 1000
        })
    }

    @Test("promos of each kind, one expired, one with a minimum subtotal")
    func promos() {
        let now = Date(timeIntervalSince1970: 1_795_348_800)
        #expect(Set(data.promos.map(\.kind)) == Set(Promo.Kind.allCases))
        #expect(data.promos.contains { ($0.expiresAt ?? .distantFuture) < now })
        #expect(data.promos.contains { $0.minSubtotal != nil })
        #expect(data.promos.contains { $0.code == "SAVE20" && $0.kind == .percent && $0.value == 20 })
    }

    @Test("bookmarks, one pointing to a missing order")
    func bookmarks() {
        let ids = Set(data.orders.map(\.id))
        #expect(data.bookmarks.count >= 3)
        #expect(data.bookmarks.filter { !ids.contains($0.orderId) }.count == 1)
    }

    var utc: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        return calendar
    }
}
