import DisplayInterface
import Foundation
import Synchronization
import OrderAppTestSupport
import Testing
@testable import Presentation

@MainActor
@Suite("OrderListViewModel")
struct OrderListViewModelTests {
    static let thisMonth = ListState(
        rows: [Rows.laptop, Rows.weekend, Rows.returned, Rows.birthday, Rows.kickOff],
        countLabel: "5 orders",
        filterSummary: "this month · not cancelled · total > $0.00"
    )

    @Test("starts empty and shows this month's orders, newest first, after a load")
    func load() async {
        let vm = makeSession().list
        #expect(vm.displayValues == ListState())
        await vm.load()
        #expect(vm.displayValues == Self.thisMonth)
    }

    @Test("a month of 30,000 orders is formatted a share per core into one sheet, its rows in the list's order")
    func largeListOneSheet() async throws {
        // Past the 20,000 rows below which a list is formatted on one thread.
        var source = StubDataSource()
        source.orders = TestData.manyOrders(30_000)
        let vm = makeSession(source).list
        await vm.load()
        #expect(vm.countLabel == "30,000 orders")
        let common = try #require(OrderRow.commonSheet(of: vm.rows))
        #expect(common.rows == (0..<30_000).map(UInt32.init))
        // Newest first: the first rows are of November 20, the last of November 1.
        #expect([vm.rows[0].formattedDate, vm.rows[29_999].formattedDate] == ["November 20, 2026", "November 1, 2026"])
        #expect(Set(vm.rows.map(\.statusLabel)) == ["Returned", "Lost", "Shipped"])
        #expect(Set(vm.rows.map(\.shippingLabel)).count > 2)
        #expect(vm.rows.allSatisfy { $0.title == "Order " + String(Int($0.id, radix: 16) ?? -1) })
    }

    @Test("Ctrl-C at each phase: before the result is shown it changes nothing and says cancelled; after, it says applied",
          arguments: [(LoadPhase.reading, LoadOutcome.cancelled), (.pricing, .cancelled), (.publishing, .cancelled), (.published, .applied)])
    func cancelAtPhase(phase: LoadPhase, outcome: LoadOutcome) async {
        let vm = makeSession().list
        vm.phaseHook = { reached in
            // Cancels the load's own task at `phase`, as Ctrl-C would, with no timing involved.
            if reached == phase { withUnsafeCurrentTask { $0?.cancel() } }
        }
        let load = Task { await vm.load() }
        #expect(await load.value == outcome)
        #expect(load.isCancelled)
        #expect(vm.displayValues == (outcome == .applied ? Self.thisMonth : ListState()))
    }

    @Test("isLoading is true while the load runs, over the previous state")
    func loadingState() async {
        let gate = Gate()
        let plan = FaultPlan()
        let vm = makeSession(plan: plan, sleep: { _ in await gate.wait() }).list
        await vm.load()
        plan.latency = .seconds(1)
        let reload = Task { await vm.load() }
        await yield { vm.isLoading }
        var loading = Self.thisMonth
        loading.isLoading = true
        #expect(vm.displayValues == loading)
        gate.open()
        _ = await reload.value
        #expect(vm.displayValues == Self.thisMonth)
    }

    @Test("a failed load keeps the previous rows and says why; the next success clears the error")
    func failure() async {
        let plan = FaultPlan()
        let vm = makeSession(plan: plan).list
        await vm.load()
        plan.isFailing = true
        await vm.load()
        var failed = Self.thisMonth
        failed.errorMessage = "Failed to load orders: simulated failure"
        #expect(vm.displayValues == failed)
        plan.isFailing = false
        await vm.load()
        #expect(vm.displayValues == Self.thisMonth)
    }

    @Test("a first load that fails shows only the error")
    func firstLoadFails() async {
        let vm = makeSession(plan: FaultPlan(isFailing: true)).list
        await vm.load()
        #expect(vm.displayValues == ListState(errorMessage: "Failed to load orders: simulated failure"))
    }

    @Test("cancelling a load ends it not loading, with the previous display state")
    func cancellation() async {
        let plan = FaultPlan()
        let vm = makeSession(plan: plan).list
        await vm.load()
        plan.latency = .seconds(60)
        let reload = Task { await vm.load() }
        await yield { vm.isLoading }
        #expect(vm.isLoading)
        reload.cancel()
        _ = await reload.value
        #expect(vm.displayValues == Self.thisMonth)
    }

    @Test("only the newest of two overlapping loads is applied, and isLoading stays on until it ends")
    func overlappingLoads() async {
        let first = Gate()
        let second = Gate()
        let plan = FaultPlan(latency: .seconds(1))
        // Each load makes two fetches (orders, store settings); each waits at its load's gate.
        // A counter ThreadSanitizer sees (it does not see `Mutex` order the two fetches).
        let entered = Atomic(0)
        let vm = makeSession(plan: plan, sleep: { _ in
            let count = entered.add(1, ordering: .sequentiallyConsistent).newValue
            if count > 2 { await second.wait() } else { await first.wait() }
        }).list
        let older = Task { await vm.load() }
        await yield { entered.load(ordering: .sequentiallyConsistent) == 2 }
        plan.isFailing = true
        let newer = Task { await vm.load() }
        await yield { entered.load(ordering: .sequentiallyConsistent) == 4 }
        first.open()
        _ = await older.value
        #expect(vm.displayValues == ListState(isLoading: true))
        second.open()
        _ = await newer.value
        #expect(vm.displayValues == ListState(errorMessage: "Failed to load orders: simulated failure"))
    }

    @Test("filter sets the named fields and keeps the others")
    func filterFields() async throws {
        let vm = makeSession().list
        await vm.load()
        try vm.filter([FilterClause(.status, .equal, "shipped")])
        #expect(vm.displayValues == ListState(
            rows: [Rows.birthday, Rows.kickOff],
            countLabel: "2 orders",
            filterSummary: "this month · shipped · total > $0.00"
        ))
        try vm.filter([FilterClause(.signature, .equal, "yes")])
        #expect(vm.displayValues == ListState(
            rows: [Rows.kickOff],
            countLabel: "1 order",
            filterSummary: "this month · shipped · total > $0.00 · signature required"
        ))
    }

    @Test("month, total, title and status-not filters")
    func moreFilters() async throws {
        let vm = makeSession().list
        await vm.load()
        try vm.filter([
            FilterClause(.month, .equal, "all"),
            FilterClause(.status, .notEqual, "cancelled,pending"),
            FilterClause(.total, .lessOrEqual, "42.99"),
        ])
        // `total <= 42.99` replaces the default `total > 0`, so the zero-total order is back.
        #expect(vm.displayValues == ListState(
            rows: [Rows.freeSamples, Rows.birthday, Rows.kickOff, Rows.halloween],
            countLabel: "4 orders",
            filterSummary: "not cancelled, not pending · total <= $42.99"
        ))
        try vm.filter([FilterClause(.month, .equal, "2026-10"), FilterClause(.title, .contains, "HALLO")])
        #expect(vm.displayValues == ListState(
            rows: [Rows.halloween],
            countLabel: "1 order",
            filterSummary: "October 2026 · not cancelled, not pending · total <= $42.99 · title ~ \"HALLO\""
        ))
    }

    @Test("an unknown status from the data can be filtered on")
    func unknownStatus() async throws {
        let vm = makeSession().list
        await vm.load()
        #expect(vm.statusValues == ["pending", "processing", "shipped", "delivered", "cancelled", "returned"])
        try vm.filter([FilterClause(.status, .equal, "Returned")])
        #expect(vm.rows == [Rows.returned])
    }

    @Test("order references for completion are made when first read after a load, one per order read, in order")
    func orderReferences() async throws {
        let vm = makeSession().list
        #expect(vm.orderReferences == [])
        await vm.load()
        let references = vm.orderReferences
        #expect(references.count == 8)
        #expect(references.first == "#7F3A9C2E")
        #expect(references.contains("#F1A5700B"))
        #expect(references.allSatisfy { $0.hasPrefix("#") && $0.count == 9 })
        #expect(vm.orderReferences == references)
    }

    @Test("a sort, a filter and a reset asked for in a cancelled task (Ctrl-C) return false and change nothing")
    func cancelledSortAndFilter() async throws {
        let vm = makeSession().list
        await vm.load()
        let sorted = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return vm.sort(by: .total, .asc)
        }
        #expect(await sorted.value == false)
        let filtered = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try vm.filter([FilterClause(.status, .equal, "shipped")])
        }
        #expect(try await filtered.value == false)
        #expect(vm.displayValues == Self.thisMonth)
        // The sort kept its old order: the same sort, not cancelled, changes the rows.
        #expect(vm.sort(by: .total, .asc))
        #expect(vm.rows.first?.id != Self.thisMonth.rows.first?.id)
        try vm.filter([FilterClause(.status, .equal, "shipped")])
        let reset = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return vm.resetFilter()
        }
        #expect(await reset.value == false)
        #expect(vm.filterSummary == "this month · shipped · total > $0.00")
    }

    @Test("a filter that matches nothing says so")
    func noMatch() async throws {
        let vm = makeSession().list
        await vm.load()
        try vm.filter([FilterClause(.title, .contains, "zeppelin")])
        #expect(vm.displayValues == ListState(
            countLabel: "No orders",
            filterSummary: "this month · not cancelled · total > $0.00 · title ~ \"zeppelin\"",
            emptyMessage: "No orders match"
        ))
    }

    @Test("a refused clause changes nothing, even after accepted ones", arguments: [
        ([FilterClause(.status, .equal, "shipped"), FilterClause(.total, .greater, "abc")],
         FilterError(message: "total needs an amount like 50 or 49.99, not 'abc'", offending: "abc")),
        ([FilterClause(.status, .equal, "shiped")],
         FilterError(message: "unknown status 'shiped'", offending: "shiped",
                     candidates: ["pending", "processing", "shipped", "delivered", "cancelled", "returned"])),
        ([FilterClause(.status, .greater, "shipped")],
         FilterError(message: "status takes = or !=, not '>'", offending: ">", candidates: ["=", "!="])),
        ([FilterClause(.month, .equal, "2026-13")],
         FilterError(message: "month takes current, all or a month like 2026-11, not '2026-13'", offending: "2026-13", candidates: ["current", "all"])),
        ([FilterClause(.signature, .equal, "maybe")],
         FilterError(message: "signature takes yes or no, not 'maybe'", offending: "maybe", candidates: ["yes", "no"])),
        ([FilterClause(.title, .equal, "x")],
         FilterError(message: "title takes ~, not '='", offending: "=", candidates: ["~"])),
        ([FilterClause(.status, .equal, " , ")],
         FilterError(message: "status needs one or more statuses like shipped,delivered", offending: " , ",
                     candidates: ["pending", "processing", "shipped", "delivered", "cancelled", "returned"])),
    ])
    func refusedFilter(clauses: [FilterClause], expected: FilterError) async {
        let vm = makeSession().list
        await vm.load()
        #expect(throws: expected) { try vm.filter(clauses) }
        #expect(vm.displayValues == Self.thisMonth)
    }

    @Test("reset brings back the default filter")
    func reset() async throws {
        let vm = makeSession().list
        await vm.load()
        try vm.filter([FilterClause(.month, .equal, "all"), FilterClause(.status, .equal, "delivered")])
        vm.resetFilter()
        #expect(vm.displayValues == Self.thisMonth)
    }

    @Test("sort by total, title and date, with default and explicit directions")
    func sorting() async {
        let vm = makeSession().list
        await vm.load()
        vm.sort(by: .total)
        #expect(vm.rows == [Rows.laptop, Rows.weekend, Rows.returned, Rows.kickOff, Rows.birthday])
        vm.sort(by: .total, .asc)
        #expect(vm.rows == [Rows.birthday, Rows.kickOff, Rows.returned, Rows.weekend, Rows.laptop])
        vm.sort(by: .title)
        #expect(vm.rows == [Rows.birthday, Rows.laptop, Rows.kickOff, Rows.returned, Rows.weekend])
        vm.sort(by: .date, .asc)
        #expect(vm.rows == [Rows.kickOff, Rows.birthday, Rows.returned, Rows.weekend, Rows.laptop])
        #expect(vm.countLabel == "5 orders")
    }

    @Test("filtering before the first load shows nothing until the load applies it")
    func filterBeforeLoad() async throws {
        let vm = makeSession().list
        try vm.filter([FilterClause(.status, .equal, "processing")])
        #expect(vm.displayValues == ListState())
        await vm.load()
        #expect(vm.displayValues == ListState(rows: [Rows.laptop], countLabel: "1 order",
                                           filterSummary: "this month · processing · total > $0.00"))
    }
}
