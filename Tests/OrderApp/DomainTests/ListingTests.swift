@testable import Domain
import Foundation
import Testing

@Suite("OrderFilter and OrderSorting")
struct ListingTests {
    let now = instant("2026-11-22T12:00:00Z")

    @Test("the standard filter keeps this month's orders that are not cancelled and cost something")
    func standardFilter() {
        let filter = OrderFilter.standard
        let calendar = utcCalendar()
        #expect(filter.includes(order("a"), total: 1, now: now, calendar: calendar))
        #expect(!filter.includes(order("b", status: .cancelled), total: 1, now: now, calendar: calendar))
        #expect(!filter.includes(order("c"), total: 0, now: now, calendar: calendar))
        #expect(!filter.includes(order("d", at: "2026-10-31T23:59:59Z"), total: 1, now: now, calendar: calendar))
        #expect(filter.includes(order("e", at: "2026-11-01T00:00:00Z"), total: 1, now: now, calendar: calendar))
    }

    @Test("the month is judged in the session time zone")
    func monthInTimeZone() {
        let filter = OrderFilter(month: .current)
        let firstOfNovemberUTC = order("a", at: "2026-11-01T00:00:00Z")
        let lastOfOctoberUTC = order("b", at: "2026-10-31T23:59:59Z")
        #expect(!filter.includes(firstOfNovemberUTC, total: 1, now: now, calendar: utcCalendar("America/Los_Angeles")))
        #expect(filter.includes(lastOfOctoberUTC, total: 1, now: now, calendar: utcCalendar("Europe/Berlin")))
    }

    @Test("status, explicit month, total, signature and title rules")
    func rules() {
        let calendar = utcCalendar()
        let signed = order("s", title: "Café Supplies", items: [OrderItem(name: "TV", price: 1, quantity: 1, requiresSignature: true)])
        #expect(OrderFilter(status: .oneOf([.shipped])).includes(signed, total: 1, now: now, calendar: calendar))
        #expect(!OrderFilter(status: .noneOf([.shipped])).includes(signed, total: 1, now: now, calendar: calendar))
        #expect(OrderFilter(month: .month(year: 2026, month: 11)).includes(signed, total: 1, now: now, calendar: calendar))
        #expect(!OrderFilter(month: .month(year: 2026, month: 10)).includes(signed, total: 1, now: now, calendar: calendar))
        #expect(OrderFilter(total: .init(.greaterOrEqual, 50)).includes(signed, total: 50, now: now, calendar: calendar))
        #expect(!OrderFilter(total: .init(.greater, 50)).includes(signed, total: 50, now: now, calendar: calendar))
        #expect(OrderFilter(requiresSignature: true).includes(signed, total: 1, now: now, calendar: calendar))
        #expect(!OrderFilter(requiresSignature: false).includes(signed, total: 1, now: now, calendar: calendar))
        #expect(OrderFilter(titleContains: "CAFÉ").includes(signed, total: 1, now: now, calendar: calendar))
        #expect(!OrderFilter(titleContains: "tea").includes(signed, total: 1, now: now, calendar: calendar))
    }

    @Test("a status rule admits any status, only the named ones, or all but them")
    func statusRules() {
        #expect(OrderFilter.StatusRule.any.admits(.other("on hold")))
        #expect(OrderFilter.StatusRule.oneOf([.pending, .shipped]).admits(.shipped))
        #expect(!OrderFilter.StatusRule.oneOf([.pending, .shipped]).admits(.delivered))
        #expect(!OrderFilter.StatusRule.noneOf([.cancelled]).admits(.cancelled))
        #expect(OrderFilter.StatusRule.noneOf([.cancelled]).admits(.other("on hold")))
        #expect(OrderFilter.standard.status == .noneOf([.cancelled]))
        #expect(OrderFilter.standard.status != .oneOf([.cancelled]))
    }

    @Test("a signature is required only for a residential address", arguments: [
        (true, true, true), (true, false, false), (false, true, false), (false, false, false),
    ])
    func signatureRule(itemNeedsSignature: Bool, residential: Bool, expected: Bool) {
        let item = OrderItem(name: "Box", price: 1, quantity: 1, requiresSignature: itemNeedsSignature)
        #expect(order("x", items: [item], residential: residential).requiresSignature == expected)
    }

    @Test("sorting breaks ties by id and sorts titles by the locale")
    func sorting() {
        let calculate = CalculateOrderTotal()
        let entries = [
            order("c", title: "éclair", at: "2026-11-02T00:00:00Z"),
            order("a", title: "Zebra", at: "2026-11-01T00:00:00Z"),
            order("b", title: "apple", at: "2026-11-02T00:00:00Z"),
        ].map { calculate.price($0, store: store()) }
        let locale = Locale(identifier: "en_US")
        #expect(OrderSorting.standard.sorted(entries, locale: locale).map(\.order.id) == ["b", "c", "a"])
        #expect(OrderSorting(key: .date, ascending: true).sorted(entries, locale: locale).map(\.order.id) == ["a", "b", "c"])
        #expect(OrderSorting(key: .title, ascending: true).sorted(entries, locale: locale).map(\.order.id) == ["b", "c", "a"])
        #expect(OrderSorting(key: .total, ascending: false).sorted(entries, locale: locale).map(\.order.id) == ["a", "b", "c"])
    }

    @Test("titles of different bytes that are canonically equivalent share a rank: their orders fall back to the id")
    func equivalentTitles() {
        // Keyed by bytes, the two spellings of "Café" are two titles; collated, one rank.
        let orders = [
            order("o3", title: "Cafe\u{301} supplies"), order("o1", title: "Caf\u{E9} supplies"), order("o2", title: "Apple crate"),
            order("o0", title: "Cafe\u{301} supplies"),
        ]
        let entries = PricedOrders(orders: orders, prices: orders.map { _ in OrderPrice(OrderTotal(subtotal: 0, discount: 0, tax: 0, total: 0, shipping: nil)) })
        var ranks: TitleRanks?
        let sorted = OrderSorting(key: .title, ascending: true).sorted(positions: Array(orders.indices), of: entries, locale: Locale(identifier: "en_US"), ranks: &ranks)
        #expect(sorted.map { orders[$0].id } == ["o2", "o0", "o1", "o3"])
        #expect(ranks?.ranks.count == 3)
        #expect(Set(ranks?.ranks.values.map { $0 } ?? []) == [0, 1])
    }

    @Test("a title sort keeps its ranks: a narrower list reuses them, another locale or a new title ranks again")
    func titleRanksReused() throws {
        let titles = ["éclair", "Zebra", "apple", "Apple", "zèbre", "Éclair", "banana"]
        let orders = titles.enumerated().map { order("o\($0.offset)", title: $0.element) }
        let entries = PricedOrders(orders: orders, prices: orders.map { _ in OrderPrice(OrderTotal(subtotal: 0, discount: 0, tax: 0, total: 0, shipping: nil)) })
        let sorting = OrderSorting(key: .title, ascending: true)
        let english = Locale(identifier: "en_US")
        var ranks: TitleRanks?
        let all = sorting.sorted(positions: Array(orders.indices), of: entries, locale: english, ranks: &ranks)
        #expect(all.map { titles[$0] } == ["apple", "Apple", "banana", "éclair", "Éclair", "Zebra", "zèbre"])
        let kept = try #require(ranks)
        // A subset sorts as it would alone, with the same ranks.
        let subset = [6, 0, 2]
        #expect(sorting.sorted(positions: subset, of: entries, locale: english, ranks: &ranks) == sorting.sorted(positions: subset, of: entries, locale: english))
        #expect(ranks?.ranks == kept.ranks)
        // Another locale: the ranks are made again, of the titles sorted.
        _ = sorting.sorted(positions: subset, of: entries, locale: Locale(identifier: "sv_SE"), ranks: &ranks)
        #expect(ranks?.locale == Locale(identifier: "sv_SE"))
        #expect(ranks?.ranks.count == 3)
    }

    @Test("statuses read case-insensitively and keep unknown ones as written")
    func statuses() {
        #expect(OrderStatus(rawValue: "Shipped") == .shipped)
        // The lowercase spellings (matched as written) and any other case give the same status.
        for status in OrderStatus.known {
            #expect(OrderStatus(rawValue: status.rawValue) == status)
            #expect(OrderStatus(rawValue: status.rawValue.uppercased()) == status)
        }
        #expect(OrderStatus(rawValue: "pending ") == .other("pending "))
        #expect(OrderStatus(rawValue: "on-hold") == .other("on-hold"))
        #expect(OrderStatus(rawValue: "on-hold").rawValue == "on-hold")
    }

    @Test("the order number is the first eight characters of the id, uppercased")
    func number() {
        #expect(order("7f3a9c2e4b1d4e0f").number == "7F3A9C2E")
    }
}
