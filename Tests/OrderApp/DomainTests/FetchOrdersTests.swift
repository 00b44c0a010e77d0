import Domain
import Foundation
import Locking
import Testing

/// A repository that narrows by creation time, as a store does, and records what it was asked.
private final class NarrowingRepository: OrderRepository {
    let orders: [Order]
    let asked = Locked<[String]>([])

    init(_ orders: [Order]) {
        self.orders = orders
    }

    func fetchOrders() async throws -> [Order] {
        asked.withLock { $0.append("everything") }
        return orders
    }

    func fetchOrders(createdIn range: DateInterval) async throws -> OrderSelection {
        asked.withLock { $0.append("\(range.start.formatted(.iso8601)) ..< \(range.end.formatted(.iso8601))") }
        let kept = orders.filter { range.start <= $0.createdAt && $0.createdAt < range.end }
        return OrderSelection(orders: kept, completeRange: range, statuses: [.shipped, .other("on-hold")], createdSpan: OrderSelection.createdSpan(of: orders))
    }
}

/// A repository that cannot narrow: the protocol's default answers for it.
private struct PlainRepository: OrderRepository {
    let orders: [Order]
    func fetchOrders() async throws -> [Order] { orders }
}

@Suite("FetchOrders and OrderSelection")
struct FetchOrdersTests {
    static let orders = [
        order("a", at: "2026-10-31T23:00:00Z", status: .other("on-hold")),
        order("b", at: "2026-11-03T14:22:00Z"),
        order("c", at: "2026-12-01T01:00:00Z", status: .cancelled),
    ]
    static let now = instant("2026-11-22T12:00:00Z")

    static func calendar(_ zone: String) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: zone) ?? .gmt
        return calendar
    }

    @Test("a month filter asks for the month widened by 26 hours each side; month all asks for everything")
    func asksForTheMonth() async throws {
        let repository = NarrowingRepository(Self.orders)
        let fetch = FetchOrders(repository: repository)
        let thisMonth = try await fetch.execute(for: OrderFilter.standard.prepared(now: Self.now, calendar: Self.calendar("UTC")))
        #expect(thisMonth.orders.map(\.id) == ["a", "b", "c"])
        #expect(thisMonth.completeRange == DateInterval(start: instant("2026-10-30T22:00:00Z"), end: instant("2026-12-02T02:00:00Z")))
        let all = try await fetch.execute(for: OrderFilter(month: .all).prepared(now: Self.now, calendar: Self.calendar("UTC")))
        #expect(all.completeRange == nil)
        #expect(all.statuses == [.other("on-hold"), .shipped, .cancelled])
        _ = try await fetch.execute(for: OrderFilter(month: .month(year: 2026, month: 2)).prepared(now: Self.now, calendar: Self.calendar("Europe/Berlin")))
        #expect(repository.asked.withLock { $0 } == [
            "2026-10-30T22:00:00Z ..< 2026-12-02T02:00:00Z",
            "everything",
            "2026-01-30T21:00:00Z ..< 2026-03-02T01:00:00Z",
        ])
    }

    @Test("a repository that cannot narrow gives every order, which covers every filter")
    func defaultReadsEverything() async throws {
        let selection = try await FetchOrders(repository: PlainRepository(orders: Self.orders))
            .execute(for: OrderFilter.standard.prepared(now: Self.now, calendar: Self.calendar("UTC")))
        #expect(selection.orders.map(\.id) == ["a", "b", "c"])
        #expect(selection.completeRange == nil)
        #expect(selection.covers(OrderFilter(month: .all).prepared(now: Self.now, calendar: Self.calendar("UTC"))))
    }

    @Test("a month read covers the same month in any time zone, not another month, not all months")
    func covers() {
        let selection = OrderSelection(
            orders: [], completeRange: DateInterval(start: instant("2026-10-30T22:00:00Z"), end: instant("2026-12-02T02:00:00Z")),
            statuses: [], createdSpan: nil)
        for zone in ["UTC", "Pacific/Kiritimati", "Etc/GMT+12", "Asia/Kathmandu", "America/St_Johns"] {
            #expect(selection.covers(OrderFilter.standard.prepared(now: Self.now, calendar: Self.calendar(zone))), "\(zone)")
        }
        #expect(!selection.covers(OrderFilter(month: .month(year: 2026, month: 10)).prepared(now: Self.now, calendar: Self.calendar("UTC"))))
        #expect(!selection.covers(OrderFilter.standard.prepared(now: instant("2026-12-15T00:00:00Z"), calendar: Self.calendar("UTC"))))
        #expect(!selection.covers(OrderFilter(month: .all).prepared(now: Self.now, calendar: Self.calendar("UTC"))))
    }
}
