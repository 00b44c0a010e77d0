import Domain
import Foundation
import Testing

/// The dashboard's rules, with literal expectations (domain.md §5, `sales`).
@Suite("ComputeSalesReport")
struct ComputeSalesReportTests {
    let compute = ComputeSalesReport(orders: NoOrders(), settings: NoOrders())
    let noTax = store(taxRate: "0")
    let calendar = utcCalendar()

    private func month(_ year: Int, _ month: Int) -> (DateInterval, DateInterval) {
        guard let months = ComputeSalesReport.months(of: .month(year: year, month: month), now: .now, calendar: calendar) else {
            fatalError("no month \(year)-\(month)")
        }
        return months
    }

    private func item(_ name: String, _ price: String, _ quantity: Int) -> OrderItem {
        OrderItem(name: name, price: dec(price), quantity: quantity)
    }

    @Test("the trend: one point a day of the month, each day's revenue of sold orders against the best day's; the earliest of equal best days")
    func dailyTrend() {
        let orders = [
            order("a", at: "2026-11-01T10:00:00Z", status: .delivered, items: [item("Mug", "10.00", 1)]),
            order("b", at: "2026-11-03T23:59:59Z", status: .delivered, items: [item("Mug", "20.00", 2)]),
            order("c", at: "2026-11-05T00:00:00Z", status: .shipped, items: [item("Mug", "40.00", 1)]),
            order("x", at: "2026-11-07T12:00:00Z", status: .cancelled, items: [item("Mug", "99.00", 1)]),
            order("o", at: "2026-10-31T23:59:59Z", status: .delivered, items: [item("Mug", "99.00", 1)]),
        ]
        let (november, october) = month(2026, 11)
        let report = compute.report(orders, month: november, previous: october, store: noTax, calendar: calendar)
        #expect(report.buckets.unit == .day)
        #expect(report.bucketRevenue.count == 30)
        #expect(Array(report.bucketRevenue.prefix(7)) == [10, 0, 40, 0, 40, 0, 0])
        #expect(Array(report.trendFractions.prefix(5)) == [0.25, 0, 1, 0, 1])
        let best = report.bestBucket
        #expect(best?.index == 2)
        #expect(best?.revenue == 40)
        #expect(best?.start == instant("2026-11-03T00:00:00Z"))
    }

    @Test("February has 28 points, a month with no sales every point 0 and no best day; a Persian month has its own length")
    func monthLengths() throws {
        let (february, january) = month(2027, 2)
        let empty = compute.report([], month: february, previous: january, store: noTax, calendar: calendar)
        #expect(empty.bucketRevenue.count == 28)
        #expect(empty.trendFractions == Array(repeating: 0, count: 28))
        #expect(empty.bestBucket == nil)
        var persian = Calendar(identifier: .persian)
        persian.timeZone = calendar.timeZone
        let azar = try #require(CalendarMonth(year: 1405, month: 9).interval(in: persian))
        #expect(RevenueBuckets.days(of: azar, in: persian).count == 30)
        let farvardin = try #require(CalendarMonth(year: 1405, month: 1).interval(in: persian))
        #expect(RevenueBuckets.days(of: farvardin, in: persian).count == 31)
    }

    @Test("all: one point a calendar month from the first order's to the last's, the last 120 at most")
    func monthlyTrend() {
        let orders = [
            order("a", at: "2026-09-15T10:00:00Z", status: .delivered, items: [item("Mug", "10.00", 1)]),
            order("b", at: "2026-11-15T10:00:00Z", status: .delivered, items: [item("Mug", "20.00", 1)]),
        ]
        let report = compute.report(orders, month: nil, previous: nil, store: noTax, calendar: calendar)
        #expect(report.buckets.unit == .month)
        #expect(report.bucketRevenue == [10, 0, 20])
        #expect(report.trendFractions == [0.5, 0, 1])
        let old = order("c", at: "2006-01-15T10:00:00Z", status: .delivered, items: [item("Mug", "5.00", 1)])
        let long = compute.report(orders + [old], month: nil, previous: nil, store: noTax, calendar: calendar)
        #expect(long.bucketRevenue.count == 120)
        #expect(long.buckets.boundaries.first == instant("2016-12-01T00:00:00Z"))
        #expect(long.revenue == 35)
    }

    @Test("items are grouped by exact name: é and e + U+0301 are two items")
    func exactNames() {
        let orders = [
            order("a", at: "2026-11-03T10:00:00Z", status: .delivered, items: [item("Caf\u{E9}", "1.00", 2), item("Cafe\u{301}", "1.00", 1)]),
        ]
        let (november, october) = month(2026, 11)
        let report = compute.report(orders, month: november, previous: october, store: noTax, calendar: calendar)
        #expect(report.topItems.map(\.name.unicodeScalars.count) == [4, 5])
        #expect(report.topItems.map(\.quantity) == [2, 1])
    }

    @Test("a name held in a load's shared text and the same name as a String are one item; an equivalent spelling is another")
    func exactNamesWhereverHeld() {
        let store = TextStore()
        let shared = OrderItem(name: store.store("Caf\u{E9} cr\u{E8}me spoon set"), price: dec("2.00"), quantity: 3)
        let orders = [
            order("a", at: "2026-11-03T10:00:00Z", status: .delivered, items: [shared, item("Caf\u{E9} cr\u{E8}me spoon set", "2.00", 1)]),
            order("b", at: "2026-11-04T10:00:00Z", status: .delivered, items: [
                OrderItem(name: store.store("Cafe\u{301} cr\u{E8}me spoon set"), price: dec("2.00"), quantity: 1),
            ]),
        ]
        #expect(shared.storedName.isShared)
        let (november, october) = month(2026, 11)
        let report = compute.report(orders, month: november, previous: october, store: noTax, calendar: calendar)
        #expect(report.topItems == [
            SalesReport.TopItem(name: "Caf\u{E9} cr\u{E8}me spoon set", quantity: 4, revenue: dec("8.00")),
            SalesReport.TopItem(name: "Cafe\u{301} cr\u{E8}me spoon set", quantity: 1, revenue: dec("2.00")),
        ])
        #expect(report.topItems.map(\.name.utf8.count) == [22, 23])
    }

    @Test("an item's quantities summed past Int.max are counted exactly, not trapped on")
    func quantitiesPastIntMax() {
        let orders = [
            order("a", at: "2026-11-03T10:00:00Z", status: .delivered, items: [item("Mug", "1.00", .max), item("Mug", "1.00", .max)]),
            order("b", at: "2026-11-04T10:00:00Z", status: .shipped, items: [item("Mug", "1.00", .max)]),
        ]
        let (november, october) = month(2026, 11)
        let report = compute.report(orders, month: november, previous: october, store: noTax, calendar: calendar)
        #expect(report.topItems.map(\.quantity) == [Decimal(Int.max) * 3])
        #expect(report.topItems.map(\.revenue) == [Decimal(Int.max) * 3])
    }

    @Test("sold orders, revenue with tax and no promo, an average rounded half-up, a change against the month before")
    func totals() {
        let taxed = store(taxRate: "0.08")
        let orders = [
            order("a", at: "2026-11-03T10:00:00Z", status: .delivered, items: [item("Mug", "99.99", 1)]),
            order("b", at: "2026-11-04T10:00:00Z", status: .shipped, items: [item("Pen", "0.01", 1)]),
            order("c", at: "2026-11-05T10:00:00Z", status: .cancelled, items: [item("Mug", "99.99", 5)]),
            order("d", at: "2026-10-05T10:00:00Z", status: .delivered, items: [item("Mug", "50.00", 1)]),
        ]
        let (november, october) = month(2026, 11)
        let report = compute.report(orders, month: november, previous: october, store: taxed, calendar: calendar)
        #expect(report.soldCount == 2)
        #expect(report.revenue == dec("108.00"))  // 107.99 + 0.01 (the pen's tax rounds to 0.00)
        #expect(report.averageOrder == dec("54.00"))
        #expect(report.change == .percent(100))  // (108 − 54) ÷ 54
        #expect(report.statuses.map(\.status) == [.shipped, .delivered, .cancelled])
        #expect(report.statuses.map(\.sharePercent) == [33, 33, 33])
    }

    @Test("a change of exactly -12.5% rounds away from zero to -13; +0.5% to +1")
    func halfUpChange() {
        let (october, september) = month(2026, 10)
        let falling = compute.report([
            order("s", at: "2026-09-10T10:00:00Z", status: .delivered, items: [item("Flag", "80.00", 1)]),
            order("o", at: "2026-10-10T10:00:00Z", status: .delivered, items: [item("Flag", "70.00", 1)]),
        ], month: october, previous: september, store: noTax, calendar: calendar)
        #expect(falling.change == .percent(-13))
        let rising = compute.report([
            order("s", at: "2026-09-10T10:00:00Z", status: .delivered, items: [item("Flag", "200.00", 1)]),
            order("o", at: "2026-10-10T10:00:00Z", status: .delivered, items: [item("Flag", "201.00", 1)]),
        ], month: october, previous: september, store: noTax, calendar: calendar)
        #expect(rising.change == .percent(1))
    }

    @Test("shares of 37.5%, 37.5% and 25% round half-up to 38, 38 and 25: 101% in all")
    func sharesPastHundred() {
        let (september, august) = month(2026, 9)
        let statuses: [OrderStatus] = [.delivered, .delivered, .delivered, .shipped, .shipped, .shipped, .other("returned"), .other("returned")]
        let orders = statuses.enumerated().map { index, status in
            order("o\(index)", at: "2026-09-0\(index + 1)T10:00:00Z", status: status, items: [item("Flag", "10.00", 1)])
        }
        let report = compute.report(orders, month: september, previous: august, store: noTax, calendar: calendar)
        #expect(report.statuses.map(\.status) == [.shipped, .delivered, .other("returned")])
        #expect(report.statuses.map(\.sharePercent) == [38, 38, 25])
        #expect(report.change == .noPreviousSales)
        #expect(report.soldCount == 8)
        #expect(report.averageOrder == dec("10.00"))
    }

    @Test("top items: by quantity, then revenue, then name in code-point order; at most five; cancelled orders do not count")
    func topItems() {
        let (june, may) = month(2026, 6)
        let orders = [
            order("a", at: "2026-06-03T10:00:00Z", status: .delivered, items: [item("apple", "10.00", 2), item("Bread", "20.00", 1), item("Zest", "1.00", 9)]),
            order("b", at: "2026-06-04T10:00:00Z", status: .shipped, items: [item("Bread", "20.00", 1), item("Cheese", "10.00", 2), item("Dill", "1.00", 1)]),
            order("c", at: "2026-06-05T10:00:00Z", status: .pending, items: [item("Eggs", "1.00", 1)]),
            order("x", at: "2026-06-06T10:00:00Z", status: .cancelled, items: [item("Dill", "1.00", 50)]),
        ]
        let report = compute.report(orders, month: june, previous: may, store: noTax, calendar: calendar)
        #expect(report.topItems.map(\.name) == ["Zest", "Bread", "Cheese", "apple", "Dill"])
        #expect(report.topItems.map(\.quantity) == [9, 2, 2, 2, 1])
        #expect(report.topItems.map(\.revenue) == [dec("9.00"), dec("40.00"), dec("20.00"), dec("20.00"), dec("1.00")])
    }

    @Test("top five of a thousand names, chosen in one pass: exact sums past Int.max, sums not in whole cents, ties by name")
    func topOfMany() {
        let (june, may) = month(2026, 6)
        var items = (0..<1_000).map { item("n\($0)", "1.00", 2) }
        items += [
            item("tie-b", "2.00", 3), item("Half", "0.005", 7), item("Big", "1.00", .max),
            item("tie-a", "2.00", 3), item("Seven", "1.00", 7), item("Big", "1.00", .max),
        ]
        let orders = items.enumerated().map { index, item in
            order("o\(index)", at: "2026-06-15T10:00:00Z", status: .delivered, items: [item])
        }
        let report = compute.report(orders, month: june, previous: may, store: noTax, calendar: calendar)
        #expect(report.topItems == [
            SalesReport.TopItem(name: "Big", quantity: Decimal(Int.max) * 2, revenue: Decimal(Int.max) * 2),
            SalesReport.TopItem(name: "Seven", quantity: 7, revenue: dec("7.00")),
            SalesReport.TopItem(name: "Half", quantity: 7, revenue: dec("0.035")),
            SalesReport.TopItem(name: "tie-a", quantity: 3, revenue: dec("6.00")),
            SalesReport.TopItem(name: "tie-b", quantity: 3, revenue: dec("6.00")),
        ])
    }

    @Test("cancelled orders only: nothing sold, no average; every order for all: no change")
    func emptyAndAll() {
        let (may, april) = month(2026, 5)
        let cancelled = [order("k", at: "2026-05-12T10:00:00Z", status: .cancelled, items: [item("Kite", "30.00", 1)])]
        let report = compute.report(cancelled, month: may, previous: april, store: noTax, calendar: calendar)
        #expect(report.soldCount == 0)
        #expect(report.revenue == 0)
        #expect(report.averageOrder == nil)
        #expect(report.change == .noPreviousSales)
        #expect(report.statuses == [SalesReport.StatusLine(status: .cancelled, count: 1, sharePercent: 100)])
        #expect(report.topItems == [])
        let all = compute.report(cancelled, month: nil, previous: nil, store: noTax, calendar: calendar)
        #expect(all.change == nil && all.month == nil)
    }

    @Test("40,000 orders, tallied a share per core and merged: the same figures as one pass would give")
    func sharesMerged() {
        let (june, may) = month(2026, 6)
        // Past Shares.minimumToSplit: on two cores, orders 0..<20,000 and 20,000..<40,000 are
        // tallied apart. Each share holds a "returned" order; the second, the one price that
        // is not whole cents.
        var orders = (0..<40_000).map { index -> Order in
            let status: OrderStatus = index % 4 == 0 ? .cancelled : (index == 1 || index == 39_998 ? .other("returned") : .delivered)
            var items = [item("Pen", "200.00", 1)]
            if index == 39_999 { items.append(item("Dust", "0.005", 2)) }
            return order("o\(index)", at: "2026-06-15T10:00:00Z", status: status, items: items)
        }
        orders.insert(order("may", at: "2026-05-15T10:00:00Z", status: .delivered, items: [item("Pen", "3000000.00", 1)]), at: 0)
        let report = compute.report(orders, month: june, previous: may, store: noTax, calendar: calendar)
        #expect(report.soldCount == 30_000)
        #expect(report.revenue == dec("6000000.01"))
        #expect(report.averageOrder == dec("200.00"))
        #expect(report.change == .percent(100))
        #expect(report.statuses == [
            SalesReport.StatusLine(status: .delivered, count: 29_998, sharePercent: 75),
            SalesReport.StatusLine(status: .cancelled, count: 10_000, sharePercent: 25),
            SalesReport.StatusLine(status: .other("returned"), count: 2, sharePercent: 0),
        ])
        #expect(report.topItems == [
            SalesReport.TopItem(name: "Pen", quantity: 30_000, revenue: dec("6000000.00")),
            SalesReport.TopItem(name: "Dust", quantity: 2, revenue: dec("0.01")),
        ])
    }

    @Test("25,000 names over two shares, made room for before the tally: each counted once, the month before's left out")
    func manyNamesMerged() {
        let (june, may) = month(2026, 6)
        // Names n0..<n15,000 are sold in both shares (orders i and i + 25,000), the rest in
        // one; the month before sells more of "a" than any June name, and a cancelled order
        // more of "b".
        var orders = (0..<40_000).map { index in
            order("o\(index)", at: "2026-06-15T10:00:00Z", status: .delivered, items: [item("n\(index % 25_000)", "1.00", 1)])
        }
        orders.insert(order("may", at: "2026-05-15T10:00:00Z", status: .delivered, items: [item("a", "1.00", 9)]), at: 0)
        orders.append(order("cancelled", at: "2026-06-15T10:00:00Z", status: .cancelled, items: [item("b", "1.00", 9)]))
        let report = compute.report(orders, month: june, previous: may, store: noTax, calendar: calendar)
        #expect(report.soldCount == 40_000)
        #expect(report.revenue == dec("40000.00"))
        #expect(report.topItems == ["n0", "n1", "n10", "n100", "n1000"].map { SalesReport.TopItem(name: $0, quantity: 2, revenue: dec("2.00")) })
    }

    @Test("a month is the session calendar's, in its time zone; the previous month is the calendar's month before")
    func months() {
        var berlin = utcCalendar("Europe/Berlin")
        berlin.locale = Locale(identifier: "de_DE")
        guard let (november, october) = ComputeSalesReport.months(of: .current, now: instant("2026-11-22T12:00:00Z"), calendar: berlin) else {
            Issue.record("no month")
            return
        }
        #expect(november.start == instant("2026-10-31T23:00:00Z"))
        #expect(october.start == instant("2026-09-30T22:00:00Z"))
        #expect(ComputeSalesReport.months(of: .all, now: .now, calendar: berlin) == nil)
    }
}

/// A repository with nothing in it: these tests hand the orders to `report` themselves.
struct NoOrders: OrderRepository, StoreSettingsRepository {
    func fetchOrders() async throws -> [Order] { [] }
    func fetchStoreSettings() async throws -> StoreSettings { .standard }
}
