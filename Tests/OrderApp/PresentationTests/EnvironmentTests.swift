import DisplayInterface
import Foundation
import OrderAppTestSupport
import Testing
@testable import Presentation

@MainActor
@Suite("Session environment")
struct EnvironmentTests {
    // de_DE separates amount and symbol with a no-break space, written \u{A0} below.
    @Test("changing en_US to de_DE re-formats every loaded ViewModel")
    func germanLocale() async throws {
        let session = makeSession()
        await session.list.load()
        await session.detail.load(reference: "7f3a")
        await session.summary.load(reference: "5a7e")
        session.summary.applyPromo("SAVE20")
        try session.setLocale("de_DE")
        #expect(session.list.rows.first == OrderRow(
            id: "a1b2c3d4e5f6", orderNumber: "Order #A1B2C3D4", title: "Laptop", formattedDate: "15. November 2026",
            shippingLabel: "Free shipping", requiresSignature: false, statusLabel: "Processing", statusColor: .orange))
        #expect(session.list.rows.last?.shippingLabel == "Shipping: 4,03\u{A0}$")
        #expect(session.list.filterSummary == "this month · not cancelled · total > 0,00\u{A0}$")
        #expect(session.detail.displayValues == DetailState(
            orderNumber: "Order #7F3A9C2E", placedDate: "Placed: 3. November 2026",
            itemRows: [ItemRow(name: "Mug", quantityLabel: "× 2", lineTotalLabel: "25,00\u{A0}$")],
            subtotalLabel: "25,00\u{A0}$", taxLabel: "2,22\u{A0}$", totalLabel: "27,22\u{A0}$", statusLabel: "Shipped", statusColor: .blue))
        #expect(session.summary.displayValues == SummaryState(
            itemRows: [ItemRow(name: "Hiking boots", quantityLabel: "× 2", lineTotalLabel: "120,00\u{A0}$")],
            promoCode: "SAVE20", subtotalLabel: "120,00\u{A0}$", discountLabel: "-24,00\u{A0}$", hasDiscount: true,
            taxLabel: "8,52\u{A0}$", totalLabel: "104,52\u{A0}$", promoMessage: "SAVE20 applied: 20% off"))
        #expect(session.environment.locale.identifier == "de_DE")
    }

    @Test("a time zone west of UTC moves the 1 November order into October")
    func westernTimeZone() async throws {
        let session = makeSession()
        await session.list.load()
        try session.setTimeZone("America/Los_Angeles")
        #expect(session.list.displayValues == ListState(
            rows: [Rows.laptop, Rows.weekend, Rows.returned, Rows.birthday],
            countLabel: "4 orders",
            filterSummary: "this month · not cancelled · total > $0.00"
        ))
        try session.list.filter([FilterClause(.month, .equal, "2026-10")])
        #expect(session.list.rows.map(\.formattedDate) == ["October 31, 2026", "October 31, 2026"])
        #expect(session.list.rows.map(\.title) == ["November kick-off", "Halloween costumes"])
    }

    @Test("a time zone east of UTC moves the 31 October order into November")
    func easternTimeZone() async throws {
        let session = makeSession()
        await session.list.load()
        try session.setTimeZone("Europe/Berlin")
        var halloween = Rows.halloween
        halloween = OrderRow(id: halloween.id, orderNumber: halloween.orderNumber, title: halloween.title,
                             formattedDate: "November 1, 2026", shippingLabel: halloween.shippingLabel,
                             requiresSignature: false, statusLabel: "Delivered", statusColor: .green)
        #expect(session.list.rows == [Rows.laptop, Rows.weekend, Rows.returned, Rows.birthday, Rows.kickOff, halloween])
        #expect(session.list.countLabel == "6 orders")
    }

    @Test("moving now to another month changes the current-month list and promo expiry")
    func movingNow() async throws {
        let session = makeSession()
        await session.list.load()
        await session.summary.load(reference: "#5A7E2000")
        session.summary.applyPromo("tenoff")
        #expect(session.summary.promoMessage == "TENOFF applied: $10.00 off")
        try session.setNow("2027-01-01T00:00:00Z")
        #expect(session.list.displayValues == ListState(countLabel: "No orders",
                                                     filterSummary: "this month · not cancelled · total > $0.00",
                                                     emptyMessage: "No orders match"))
        #expect(session.summary.promoMessage == "TENOFF expired on December 31, 2026")
        #expect(session.summary.totalLabel == "$130.65")
    }

    @Test("bad environment values are refused and change nothing", arguments: [
        ("now", "yesterday", "now takes an ISO 8601 date-time like 2026-11-22T12:00:00Z, or system, not 'yesterday'"),
        ("locale", "xx_YY", "unknown locale 'xx_YY'"),
        ("timezone", "Mars/Olympus", "unknown time zone 'Mars/Olympus'"),
    ])
    func refusedValues(setting: String, value: String, message: String) async {
        let session = makeSession()
        do {
            switch setting {
            case "now": try session.setNow(value)
            case "locale": try session.setLocale(value)
            default: try session.setTimeZone(value)
            }
            Issue.record("expected \(setting) \(value) to be refused")
        } catch {
            #expect(error == EnvironmentError(message: message, offending: value))
        }
        #expect(session.environment == .harness)
    }

    @Test("set now accepts system and BCP 47 locale spellings")
    func spellings() throws {
        let session = makeSession()
        try session.setNow("system")
        #expect(session.environment.clock == .system)
        try session.setLocale("de-DE")
        #expect(session.environment.locale.identifier == "de_DE")
    }

    @Test("the harness environment is 2026-11-22T12:00:00Z, en_US, UTC")
    func harness() {
        #expect(SessionEnvironment.harness.now == instant("2026-11-22T12:00:00Z"))
        #expect(SessionEnvironment.harness.locale.identifier == "en_US")
        #expect(SessionEnvironment.harness.timeZone.secondsFromGMT() == 0)
    }
}
