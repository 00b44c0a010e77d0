import DisplayInterface
import Domain
import Foundation
import Locking
import OrderAppTestSupport
import Testing
@testable import Presentation

/// The list over a source that reads one month at a time (a store): it reads the month the
/// filter keeps, reads again only when a filter or "now" needs orders it has not read, and
/// shows the same display state as over a source that reads everything.
@MainActor
@Suite("OrderListViewModel over a source that reads by month")
struct OrderListMonthReadTests {
    static let november = "2026-10-30T22:00:00Z ..< 2026-12-02T02:00:00Z"

    @Test("a load reads only this month, and shows what a full read shows")
    func loadReadsTheMonth() async {
        let source = MonthReadingDataSource()
        let vm = testSession(source: source, environment: .harness).list
        await vm.load()
        #expect(vm.displayValues == OrderListViewModelTests.thisMonth)
        #expect(source.reads.withLock { $0 } == [Self.november])
    }

    @Test("month all reads every order once; going back to this month reads nothing")
    func monthAllReadsEverything() async throws {
        let source = MonthReadingDataSource()
        let vm = testSession(source: source, environment: .harness).list
        await vm.load()
        try vm.filter([FilterClause(.month, .equal, "all")])
        #expect(vm.isCatchingUp)
        await vm.settle()
        #expect(!vm.isCatchingUp)
        #expect(vm.displayValues == ListState(
            rows: [Rows.laptop, Rows.weekend, Rows.returned, Rows.birthday, Rows.kickOff, Rows.halloween],
            countLabel: "6 orders",
            filterSummary: "not cancelled · total > $0.00"
        ))
        vm.resetFilter()
        #expect(!vm.isCatchingUp)
        #expect(vm.displayValues == OrderListViewModelTests.thisMonth)
        #expect(source.reads.withLock { $0 } == [Self.november, "every order"])
    }

    @Test("another time zone stays inside the month read; another month of now reads it")
    func environmentChanges() async throws {
        let source = MonthReadingDataSource()
        let session = testSession(source: source, environment: .harness)
        let vm = session.list
        await vm.load()
        try session.setTimeZone("Pacific/Kiritimati")
        #expect(!vm.isCatchingUp)
        // 2026-10-31T23:59:59Z is November 1 at +14:00: Halloween joins the month.
        #expect(vm.rows.map(\.title) == ["Laptop", "Weekend cart", "Returned jacket", "Birthday gifts", "November kick-off", "Halloween costumes"])
        try session.setTimeZone("UTC")
        try session.setNow("2026-10-15T12:00:00Z")
        #expect(vm.isCatchingUp)
        await vm.settle()
        #expect(vm.displayValues == ListState(rows: [Rows.halloween], countLabel: "1 order", filterSummary: "this month · not cancelled · total > $0.00"))
        #expect(source.reads.withLock { $0 } == [Self.november, "2026-09-29T22:00:00Z ..< 2026-11-02T02:00:00Z"])
    }

    @Test("a read a filter needs that fails keeps the display and the filter as they were, and says why")
    func failedCatchUp() async throws {
        let plan = FaultPlan()
        let vm = testSession(source: FaultyDataSource(MonthReadingDataSource(), plan: plan), environment: .harness).list
        await vm.load()
        plan.isFailing = true
        try vm.filter([FilterClause(.month, .equal, "all")])
        await vm.settle()
        var failed = OrderListViewModelTests.thisMonth
        failed.errorMessage = "Failed to load orders: simulated failure"
        #expect(vm.displayValues == failed)
        // The filter is still this month's: a narrower filter needs no read and works.
        plan.isFailing = false
        try vm.filter([FilterClause(.title, .contains, "laptop")])
        #expect(!vm.isCatchingUp)
        #expect(vm.displayValues == ListState(
            rows: [Rows.laptop], countLabel: "1 order", filterSummary: "this month · not cancelled · total > $0.00 · title ~ \"laptop\"",
            errorMessage: "Failed to load orders: simulated failure"))
    }

    @Test("statuses of orders not read are still accepted by filter status")
    func statusesOfTheWholeStore() async throws {
        var stub = StubDataSource()
        stub.orders.append(TestData.order("0ff0ff0f", "On hold in May", "2026-05-05T10:00:00Z", .other("on-hold"), []))
        let vm = testSession(source: MonthReadingDataSource(stub), environment: .harness).list
        await vm.load()
        #expect(vm.statusValues == ["pending", "processing", "shipped", "delivered", "cancelled", "returned", "on-hold"])
        try vm.filter([FilterClause(.status, .equal, "on-hold")])
        #expect(vm.displayValues == ListState(countLabel: "No orders", filterSummary: "this month · on-hold · total > $0.00", emptyMessage: "No orders match"))
    }
}
