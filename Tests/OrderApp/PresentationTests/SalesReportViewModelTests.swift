import DisplayInterface
import Domain
import Foundation
import OrderAppTestSupport
import Testing
@testable import Presentation

@MainActor
@Suite("SalesReportViewModel")
struct SalesReportViewModelTests {
    @Test("starts empty; load formats every label and row of the month once")
    func loadsTheMonth() async {
        let session = makeSession()
        let sales = session.sales
        #expect(sales.periodLabel == "" && sales.statusRows.isEmpty && !sales.isLoading && sales.errorMessage == nil)
        #expect(await sales.load(month: nil) == .applied)
        #expect(sales.periodLabel == "November 2026")
        #expect(sales.orderCountLabel == "6 orders")
        // 27.22 + 1414.29 + 0.00 + 40.28 + 130.65 + 96.90 (the TV is cancelled)
        #expect(sales.revenueLabel == "$1,709.34")
        #expect(sales.averageOrderLabel == "$284.89")
        // October sold 42.99: (1709.34 − 42.99) ÷ 42.99 = 3876.1 %
        #expect(sales.changeLabel == "+3,876% vs October 2026")
        #expect(sales.statusRows.map(\.statusLabel) == ["Pending", "Processing", "Shipped", "Delivered", "Cancelled", "Returned"])
        #expect(sales.statusRows.map(\.countLabel) == ["1 order", "1 order", "2 orders", "1 order", "1 order", "1 order"])
        #expect(sales.statusRows.map(\.shareLabel) == ["14%", "14%", "29%", "14%", "14%", "14%"])
        #expect(sales.statusRows.map(\.statusColor) == [.gray, .orange, .blue, .green, .gray, .gray])
        #expect(sales.topItemRows.map(\.name) == ["Sachet", "Hiking boots", "Mug", "Pen", "Laptop"])
        #expect(sales.topItemRows.map(\.quantityLabel) == ["3 sold", "2 sold", "2 sold", "2 sold", "1 sold"])
        #expect(sales.topItemRows.map(\.revenueLabel) == ["$0.00", "$120.00", "$25.00", "$19.00", "$1,299.00"])
        // The pictures: unrounded shares of the 7 orders, quantities against the first row's.
        #expect(sales.statusRows.map(\.shareBar.description) == ["0.1429", "0.1429", "0.2857", "0.1429", "0.1429", "0.1429"])
        #expect(sales.topItemRows.map(\.quantityBar.description) == ["1.0000", "0.6667", "0.6667", "0.6667", "0.3333"])
        #expect(sales.dailyRevenueTrend.points.count == 30)
        #expect(sales.dailyRevenueTrend.points.map(\.fraction).max() == 1)
        #expect(sales.bestDayLabel == "Best day: November 15, $1,414.29")
    }

    @Test("Hebrew calendar: month 13 of a year can be named; Adar I exists only in a leap year, and is refused in another")
    func hebrewMonths() async throws {
        var environment = SessionEnvironment.harness
        environment.calendarIdentifier = .hebrew
        let session = makeSession(environment: environment)
        #expect(await session.sales.load(month: "5786-13") == .applied)
        #expect(session.sales.periodLabel == "Elul 5786")
        #expect(await session.sales.load(month: "5784-06") == .applied)
        #expect(session.sales.periodLabel == "Adar I 5784")
        #expect(await session.sales.load(month: "5786-06") == .failed)
        #expect(session.sales.errorMessage == "Failed to load sales: the hebrew calendar has no month 06 in 5786")
        #expect(session.sales.periodLabel == "Adar I 5784")
        #expect(await session.sales.load(month: "0000-01") == .failed)
        #expect(session.sales.errorMessage == "Failed to load sales: MONTH takes current, all or a month like 2026-11, not '0000-01'")
        _ = await session.list.load()
        #expect(throws: FilterError.self) { try session.list.filter([FilterClause(.month, .equal, "5786-06")]) }
        try session.list.filter([FilterClause(.month, .equal, "5786-13")])
        #expect(session.list.filterSummary.contains("Elul 5786"))
    }

    @Test("a month far from the data's loads with no orders and a note on where the orders are; a near one has no note")
    func farMonth() async {
        var environment = SessionEnvironment.harness
        environment.calendarIdentifier = .buddhist
        let session = makeSession(environment: environment)
        #expect(await session.sales.load(month: "2026-10") == .applied)
        #expect(session.sales.orderCountLabel == "No orders")
        #expect(session.sales.loadNotice
            == "no orders in October 2026 BE: the orders run from October 2569 BE to November 2569 BE in the buddhist calendar (set calendar changes it)")
        #expect(await session.sales.load(month: "2569-11") == .applied)
        #expect(session.sales.loadNotice == nil)
        #expect(await session.sales.load(month: "2568-12") == .applied)
        #expect(session.sales.orderCountLabel == "No orders")
        #expect(session.sales.loadNotice == nil)
    }

    @Test("the list: filter month gives the same note as load sales, and Tab's months are the loaded orders' in the session calendar")
    func farMonthInTheList() async throws {
        var environment = SessionEnvironment.harness
        environment.calendarIdentifier = .buddhist
        let session = makeSession(environment: environment)
        #expect(session.list.monthValues == ["current", "all"])
        _ = await session.list.load()
        #expect(session.list.monthValues == ["current", "all", "2569-11", "2569-10"])
        try session.list.filter([FilterClause(.month, .equal, "2026-10")])
        #expect(session.list.countLabel == "No orders")
        #expect(session.list.loadNotice
            == "no orders in October 2026 BE: the orders run from October 2569 BE to November 2569 BE in the buddhist calendar (set calendar changes it)")
        try session.list.filter([FilterClause(.month, .equal, "2569-10")])
        #expect(session.list.loadNotice == nil)
        try session.list.filter([FilterClause(.month, .equal, "2568-12")])
        #expect(session.list.countLabel == "No orders")
        #expect(session.list.loadNotice == nil)
        // A new calendar names the months again.
        var gregorian = environment
        gregorian.calendarIdentifier = .gregorian
        session.list.environmentDidChange(to: gregorian)
        #expect(session.list.monthValues == ["current", "all", "2026-11", "2026-10"])
    }

    @Test("all: every order, All time, no change line; a month that is none fails with a reason and keeps the report")
    func allAndErrors() async {
        let sales = makeSession().sales
        #expect(sales.monthValues == ["current", "all"])
        #expect(await sales.load(month: "all") == .applied)
        #expect(sales.periodLabel == "All time")
        // What Tab offers after `load sales`: the months the orders read hold, newest first.
        #expect(sales.monthValues == ["current", "all", "2026-11", "2026-10"])
        #expect(sales.orderCountLabel == "7 orders")
        #expect(sales.changeLabel == "")
        #expect(await sales.load(month: "2026-13") == .failed)
        #expect(sales.errorMessage == "Failed to load sales: MONTH takes current, all or a month like 2026-11, not '2026-13'")
        #expect(sales.periodLabel == "All time")
        #expect(await sales.load(month: "2026-10") == .applied)
        #expect(sales.errorMessage == nil)
        #expect(sales.periodLabel == "October 2026")
        #expect(sales.changeLabel == "No sales in September 2026")
        #expect(sales.averageOrderLabel == "$42.99")
    }

    @Test("a failing source: errorMessage says why, isLoading ends false, the report stays")
    func failure() async {
        let plan = FaultPlan()
        let sales = makeSession(plan: plan).sales
        await sales.load(month: nil)
        plan.isFailing = true
        #expect(await sales.load(month: nil) == .failed)
        #expect(sales.errorMessage == "Failed to load sales: simulated failure")
        #expect(!sales.isLoading)
        #expect(sales.revenueLabel == "$1,709.34")
    }

    @Test("de_DE formats the same report in its own words and numbers; reading formats nothing")
    func locale() async throws {
        let session = makeSession()
        await session.sales.load(month: nil)
        try session.setLocale("de_DE")
        await session.sales.settle()
        #expect(session.sales.periodLabel == "November 2026")
        #expect(session.sales.revenueLabel == "1.709,34\u{A0}$")
        #expect(session.sales.changeLabel == "+3.876\u{A0}% vs Oktober 2026")
        #expect(session.sales.statusRows.map(\.shareLabel) == ["14\u{A0}%", "14\u{A0}%", "29\u{A0}%", "14\u{A0}%", "14\u{A0}%", "14\u{A0}%"])
        let before = session.formatCount
        for _ in 0..<100 { _ = session.sales.displayProperties }
        #expect(session.formatCount == before)
    }
}
