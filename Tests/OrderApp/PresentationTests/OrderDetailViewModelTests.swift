import DisplayInterface
import Domain
import Foundation
import OrderAppTestSupport
import Testing
@testable import Presentation

@MainActor
@Suite("OrderDetailViewModel")
struct OrderDetailViewModelTests {
    static let birthday = DetailState(
        orderNumber: "Order #7F3A9C2E",
        placedDate: "Placed: November 3, 2026",
        itemRows: [ItemRow(name: "Mug", quantityLabel: "× 2", lineTotalLabel: "$25.00")],
        subtotalLabel: "$25.00",
        taxLabel: "$2.22",
        totalLabel: "$27.22",
        statusLabel: "Shipped",
        statusColor: .blue
    )

    @Test("starts empty, then shows the order an order number names")
    func load() async {
        let vm = makeSession().detail
        #expect(vm.displayValues == DetailState())
        await vm.load(reference: "#7f3a9c2e")
        #expect(vm.displayValues == Self.birthday)
    }

    @Test("the seed's example: $99.99 at tax rate 0.08 shows $107.99, delivered in green")
    func seedExample() async {
        var source = StubDataSource()
        source.store = StoreSettings(currency: "USD", taxRate: dec("0.08"), freeShippingThreshold: 100, shippingRate: dec("0.10"))
        source.orders = [TestData.order("d0d0cafe", "Gift", "2026-11-20T10:00:00Z", .delivered,
                                        [OrderItem(name: "Gift", price: dec("99.99"), quantity: 1)])]
        let vm = makeSession(source).detail
        await vm.load(reference: "d0d0cafe")
        #expect(vm.displayValues == DetailState(
            orderNumber: "Order #D0D0CAFE", placedDate: "Placed: November 20, 2026",
            itemRows: [ItemRow(name: "Gift", quantityLabel: "× 1", lineTotalLabel: "$99.99")],
            subtotalLabel: "$99.99", taxLabel: "$8.00", totalLabel: "$107.99",
            statusLabel: "Delivered", statusColor: .green))
    }

    @Test("an order that cannot be found keeps the previous order and says why", arguments: [
        ("9z", "Failed to load order: no order matches '9z': an id prefix needs 4 or more characters"),
        ("#", "Failed to load order: no order reference given"),
        ("ffffffff", "Failed to load order: no order matches 'ffffffff'"),
    ])
    func notFound(reference: String, message: String) async {
        let vm = makeSession().detail
        await vm.load(reference: "7f3a9c2e4b1d4e0f")
        await vm.load(reference: reference)
        var failed = Self.birthday
        failed.errorMessage = message
        #expect(vm.displayValues == failed)
    }

    @Test("an ambiguous prefix names the candidates")
    func ambiguous() async {
        var source = StubDataSource()
        source.orders.append(TestData.order("7f3a0000", "Twin", "2026-11-02T00:00:00Z", .pending, []))
        let vm = makeSession(source).detail
        await vm.load(reference: "7F3A")
        #expect(vm.displayValues == DetailState(errorMessage: "Failed to load order: '7F3A' matches 2 orders: #7F3A0000, #7F3A9C2E"))
    }

    @Test("an unknown status is shown capitalized, in gray")
    func unknownStatus() async {
        let vm = makeSession().detail
        await vm.load(reference: "9e7a4b3d")
        #expect(vm.statusLabel == "Returned")
        #expect(vm.statusColor == .gray)
    }

    @Test("a failing data source gives the spec's message with its reason")
    func failingSource() async {
        let vm = makeSession(plan: FaultPlan(isFailing: true)).detail
        await vm.load(reference: "7f3a")
        #expect(vm.displayValues == DetailState(errorMessage: "Failed to load order: simulated failure"))
    }
}
