import DisplayInterface
import Foundation
import Locking
import Observation
import OrderAppTestSupport
import Testing
@testable import Presentation

/// The list formats its rows when they are read, not when the filter or sort changes.
@MainActor
@Suite("OrderListViewModel rows on read")
struct OrderListRowsOnReadTests {
    /// The formats a row asks for: its date, and its shipping when it is not free.
    static func formats(of rows: [OrderRow]) -> Int {
        rows.count + rows.filter { $0.shippingLabel != "Free shipping" }.count
    }

    @Test("a load, a filter and a sort format no row; the first read formats the rows shown, once")
    func formattedOnRead() async throws {
        let session = makeSession()
        let list = session.list
        await list.load()
        try list.filter([FilterClause(.month, .equal, "all")])
        list.sort(by: .total)
        #expect(list.countLabel == "6 orders")
        let beforeRead = session.formatCount
        let rows = list.rows
        #expect(rows.count == 6)
        #expect(session.formatCount == beforeRead + Self.formats(of: rows))
        #expect(list.rows == rows)
        #expect(session.formatCount == beforeRead + Self.formats(of: rows))
    }

    @Test("a reader of rows is told when a sort changes them, and reads them in the new order")
    func observed() async throws {
        let list = makeSession().list
        await list.load()
        let first = list.rows.map(\.orderNumber)
        let notified = Locked(0)
        withObservationTracking {
            _ = list.rows
        } onChange: {
            notified.withLock { $0 += 1 }
        }
        list.sort(by: .date, .asc)
        #expect(notified.withLock { $0 } == 1)
        #expect(list.rows.map(\.orderNumber) == first.reversed())
    }

    @Test("rows first read after a change of locale are formatted in the new locale")
    func environmentChange() async throws {
        let session = makeSession()
        await session.list.load()
        try session.setLocale("de_DE")
        #expect(session.list.rows.first?.formattedDate == "15. November 2026")
    }

    @Test("rows not read when a time zone moves now to a month not read keep the zone they were shown in, also when that read fails")
    func catchUpKeepsTheShownRows() async throws {
        let plan = FaultPlan()
        let session = ViewModelSession(source: FaultyDataSource(MonthReadingDataSource(), plan: plan), environment: .harness)
        let list = session.list
        await list.load()
        // Still November in UTC: no read, the rows are shown again and not read.
        try session.setNow("2026-11-01T02:00:00Z")
        #expect(!list.isCatchingUp)
        plan.isFailing = true
        // October 31 in New York: the month must be read first, and that read fails.
        try session.setTimeZone("America/New_York")
        #expect(list.isCatchingUp)
        await list.settle()
        #expect(list.errorMessage == "Failed to load orders: simulated failure")
        // Placed 2026-11-01T00:00:00Z: November 1 in UTC, October 31 in New York.
        #expect(list.rows.first { $0.title == "November kick-off" }?.formattedDate == "November 1, 2026")
        // Shown again without a read (a sort), the rows are New York's: the rows formatted
        // for UTC were not kept as the new zone's.
        list.sort(by: .date, .asc)
        #expect(list.rows.first { $0.title == "November kick-off" }?.formattedDate == "October 31, 2026")
    }
}
