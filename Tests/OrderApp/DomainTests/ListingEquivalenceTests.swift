@testable import Domain
import Foundation
import Testing

/// The list rules are computed the fast way (a month as an interval, titles by rank, keys
/// taken once); these tests hold them to the plain definitions they replace.
@Suite("List rules against their plain definitions")
struct ListingEquivalenceTests {
    static let titles = ["Café", "cafe", "CAFÉ", "Zebra", "zebra", "Äpfel", "apfel", "Øl", "ol", "Étude", "etude",
                         "お茶会", "Ünter", "unter", "Straße", "strasse", "", " space", "10 items", "9 items"]

    static func entries() -> [PricedOrder] {
        let calculator = CalculateOrderTotal()
        return (0..<400).map { n in
            let id = n % 7 == 0 ? "é\(n)" : String(format: "%08x-%d", (n * 2_654_435_761) % 4_294_967_296, n)
            let day = String(format: "2026-%02d-%02dT%02d:00:00Z", 10 + n % 2, 1 + n % 28, n % 24)
            let items = [OrderItem(name: "x", price: dec(["1.00", "2.50", "99.99", "0"][n % 4]), quantity: 1 + n % 3)]
            return calculator.price(order(id, title: titles[n % titles.count], at: day, items: items), store: store())
        }
    }

    /// The comparator sort as the list had it: locale collation per comparison, ties by id.
    static func plainSort(_ entries: [PricedOrder], _ sorting: OrderSorting, _ locale: Locale) -> [String] {
        entries.sorted { lhs, rhs in
            let ordering: ComparisonResult = switch sorting.key {
            case .date: lhs.order.createdAt < rhs.order.createdAt ? .orderedAscending
                : lhs.order.createdAt > rhs.order.createdAt ? .orderedDescending : .orderedSame
            case .total: lhs.total < rhs.total ? .orderedAscending
                : lhs.total > rhs.total ? .orderedDescending : .orderedSame
            case .title: lhs.order.title.compare(rhs.order.title, options: [.caseInsensitive], range: nil, locale: locale)
            }
            switch ordering {
            case .orderedAscending: return sorting.ascending
            case .orderedDescending: return !sorting.ascending
            case .orderedSame: return lhs.order.id < rhs.order.id
            }
        }.map(\.order.id)
    }

    /// Every key and direction of `entries`, in the locale `identifier`, against ``plainSort(_:_:_:)``.
    static func expectEveryKeySortsAsPlain(_ entries: [PricedOrder], in identifier: String) {
        let locale = Locale(identifier: identifier)
        for key in OrderSorting.Key.allCases {
            for ascending in [true, false] {
                let sorting = OrderSorting(key: key, ascending: ascending)
                #expect(sorting.sorted(entries, locale: locale).map(\.order.id) == plainSort(entries, sorting, locale),
                        "\(key) \(ascending ? "asc" : "desc") in \(identifier)")
            }
        }
    }

    @Test("every key and direction sorts as the plain comparator does", arguments: ["en_US", "de_DE", "sv_SE", "ja_JP", "tr_TR"])
    func sorting(_ identifier: String) {
        Self.expectEveryKeySortsAsPlain(Self.entries(), in: identifier)
    }

    /// Orders of three titles and two totals, so that every run of equal keys is long: ids
    /// packed, sharing their first eight bytes, shorter than eight bytes, and (in one title
    /// only) not ASCII.
    static func longRuns() -> [PricedOrder] {
        let calculator = CalculateOrderTotal()
        return (0..<600).map { n in
            let hex = String(format: "%08x", (n * 2_654_435_761) % 4_294_967_296)
            let id = switch n % 6 {
            case 0: "abcdef01" + hex
            case 1: String(n, radix: 36)
            case 2 where n % 3 == 2: "é" + hex
            default: hex + hex + hex + hex
            }
            let title = ["Tea", "Coffee", "tea"][n % 3]
            let items = [OrderItem(name: "x", price: dec(["1.00", "2.50"][n % 2]), quantity: 1)]
            return calculator.price(order(id, title: title, at: "2026-11-0\(1 + n % 2)T00:00:00Z", items: items), store: store())
        }
    }

    @Test("long runs of one key are ordered by id as the plain comparator orders them", arguments: ["en_US", "sv_SE"])
    func longRunsById(_ identifier: String) {
        Self.expectEveryKeySortsAsPlain(Self.longRuns(), in: identifier)
    }

    @Test("a run is radix-ordered only from its threshold, and ordered the same either way")
    func radixRunThreshold() {
        #expect(OrderSorting.radixRunLength == 32)
        let entries = Self.longRuns().filter { !$0.order.id.hasPrefix("é") }
        let orders = entries.map(\.order)
        for count in [2, 31, 32, 33, 500] {
            var radix = Array(0..<count)
            OrderSorting.orderById(&radix, 0..<count, of: orders)
            let plain = (0..<count).sorted { orders[$0].id < orders[$1].id }
            #expect(radix == plain, "\(count) orders")
        }
    }

    @Test("totals priced in whole cents sort as the same totals held as Decimals")
    func centsSortAsDecimals() {
        var pricer = OrderPricer(store: store())
        let exact = Self.entries()
        let cents = exact.map { PricedOrder(order: $0.order, price: pricer.price(of: $0.order)) }
        #expect(cents.map(\.price) == exact.map(\.price))
        #expect(cents.allSatisfy { $0.price.shippingCents != nil || $0.price.shipping == nil })
        for ascending in [true, false] {
            let sorting = OrderSorting(key: .total, ascending: ascending)
            let plain = Self.plainSort(exact, sorting, Locale(identifier: "en_US"))
            #expect(sorting.sorted(cents, locale: Locale(identifier: "en_US")).map(\.order.id) == plain)
            #expect(sorting.sorted(exact, locale: Locale(identifier: "en_US")).map(\.order.id) == plain)
        }
    }

    @Test("a total rule tested on whole cents keeps what the Decimal comparison keeps")
    func totalRuleOnCents() {
        var pricer = OrderPricer(store: store())
        let entries = Self.entries()
        let prices = entries.map { pricer.price(of: $0.order) }
        #expect(prices.allSatisfy { $0.shippingCents != nil || $0.shipping == nil })
        let calendar = utcCalendar("UTC")
        let now = instant("2026-11-01T03:30:00Z")
        for comparison in OrderFilter.Comparison.allCases {
            // Totals some orders have exactly, and bounds between them or of no whole cents.
            let amounts = entries.prefix(4).map(\.total) + ["0", "2.5", "50.005", "-1", "1000"].map(dec)
            for amount in amounts {
                let test = OrderFilter(total: .init(comparison, amount)).prepared(now: now, calendar: calendar)
                let onCents = zip(entries, prices).filter { test.includes($0.0.order, price: $0.1) }.map(\.0.order.id)
                let onDecimals = entries.filter { test.includes($0.order, total: $0.total) }.map(\.order.id)
                #expect(onCents == onDecimals, "total \(comparison) \(amount)")
            }
        }
    }

    @Test("the month rules keep what calendar components keep", arguments: ["UTC", "Europe/Berlin", "America/New_York", "Asia/Kathmandu"])
    func months(_ zone: String) {
        let calendar = utcCalendar(zone)
        let now = instant("2026-11-01T03:30:00Z")
        let entries = Self.entries()
        for rule in [OrderFilter.MonthRule.current, .month(year: 2026, month: 10), .month(year: 2026, month: 11), .month(year: 2025, month: 10)] {
            let filter = OrderFilter(month: rule)
            let fast = entries.filter { filter.includes($0.order, total: $0.total, now: now, calendar: calendar) }.map(\.order.id)
            let plain = entries.filter { entry in
                let parts = calendar.dateComponents([.year, .month], from: entry.order.createdAt)
                switch rule {
                case .current: return calendar.isDate(entry.order.createdAt, equalTo: now, toGranularity: .month)
                case .month(let year, let month): return parts.year == year && parts.month == month
                case .all: return true
                }
            }.map(\.order.id)
            #expect(fast == plain, "\(rule) in \(zone)")
        }
    }
}

@Suite("Total rule against the comparison it shortens")
struct TotalRuleTests {
    @Test("total > 0 keeps exactly what Decimal's > keeps")
    func greaterThanZero() {
        let filter = OrderFilter(total: OrderFilter.TotalRule(.greater, .zero))
        for text in ["-100", "-0.01", "-0.001", "0", "0.00", "-0", "0.001", "0.01", "1", "1234567.89"] {
            let total = dec(text)
            #expect(filter.includes(order("a"), total: total, now: instant("2026-11-22T12:00:00Z"), calendar: utcCalendar()) == (total > 0),
                    "\(text)")
        }
    }
}
