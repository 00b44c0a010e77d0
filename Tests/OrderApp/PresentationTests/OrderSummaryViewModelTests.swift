import DisplayInterface
import Foundation
import OrderAppTestSupport
import Testing
@testable import Presentation

@MainActor
@Suite("OrderSummaryViewModel")
struct OrderSummaryViewModelTests {
    static let boots = [ItemRow(name: "Hiking boots", quantityLabel: "× 2", lineTotalLabel: "$120.00")]
    static let cart = SummaryState(itemRows: boots, subtotalLabel: "$120.00", taxLabel: "$10.65", totalLabel: "$130.65")

    @Test("starts empty and loads an order's items as a cart")
    func load() async {
        let vm = makeSession().summary
        #expect(vm.displayValues == SummaryState())
        await vm.load(reference: "5a7e2000")
        #expect(vm.displayValues == Self.cart)
    }

    @Test("the seed's example: SAVE20 on a $120.00 cart, typed in lower case with spaces")
    func save20() async {
        let vm = makeSession().summary
        await vm.load(reference: "5a7e2000")
        vm.applyPromo(" save20 ")
        #expect(vm.displayValues == SummaryState(
            itemRows: Self.boots, promoCode: " save20 ", subtotalLabel: "$120.00", discountLabel: "-$24.00",
            hasDiscount: true, taxLabel: "$8.52", totalLabel: "$104.52", promoMessage: "SAVE20 applied: 20% off"))
        vm.clearPromo()
        #expect(vm.displayValues == Self.cart)
    }

    @Test("promos that do not apply say why and take nothing off", arguments: [
        ("5a7e2000", "SAVE99", "Promo code SAVE99 is not valid"),
        ("7f3a9c2e", "TENOFF", "TENOFF needs a subtotal of $50.00"),
        ("5a7e2000", "summer15", "SUMMER15 expired on August 31, 2026"),
    ])
    func refusedPromos(reference: String, code: String, message: String) async {
        let vm = makeSession().summary
        await vm.load(reference: reference)
        let before = vm.displayValues
        vm.applyPromo(code)
        var expected = before
        expected.promoCode = code
        expected.promoMessage = message
        #expect(vm.displayValues == expected)
    }

    @Test("an amount promo and a 33.333 % promo")
    func otherPromos() async {
        let vm = makeSession().summary
        await vm.load(reference: "5a7e2000")
        vm.applyPromo("TENOFF")
        #expect(vm.displayValues == SummaryState(
            itemRows: Self.boots, promoCode: "TENOFF", subtotalLabel: "$120.00", discountLabel: "-$10.00",
            hasDiscount: true, taxLabel: "$9.76", totalLabel: "$119.76", promoMessage: "TENOFF applied: $10.00 off"))
        vm.applyPromo("THIRD")
        #expect(vm.displayValues == SummaryState(
            itemRows: Self.boots, promoCode: "THIRD", subtotalLabel: "$120.00", discountLabel: "-$40.00",
            hasDiscount: true, taxLabel: "$7.10", totalLabel: "$87.10", promoMessage: "THIRD applied: 33.333% off"))
    }

    @Test("a code typed before the cart loads is checked when it arrives")
    func promoBeforeLoad() async {
        let vm = makeSession().summary
        vm.applyPromo("SAVE20")
        #expect(vm.displayValues == SummaryState(promoCode: "SAVE20"))
        await vm.load(reference: "5a7e2000")
        #expect(vm.promoMessage == "SAVE20 applied: 20% off")
        #expect(vm.totalLabel == "$104.52")
    }

    @Test("a failed cart load keeps the cart and its promo")
    func failure() async {
        let plan = FaultPlan()
        let vm = makeSession(plan: plan).summary
        await vm.load(reference: "5a7e2000")
        plan.isFailing = true
        await vm.load(reference: "7f3a9c2e")
        var failed = Self.cart
        failed.errorMessage = "Failed to load cart: simulated failure"
        #expect(vm.displayValues == failed)
    }
}
