import Domain
import Foundation
import Testing

@Suite("Entity sizes")
struct EntitySizeTests {
    // A million orders hold these once each: a field added in the wrong place costs megabytes.
    @Test("an order item is 48 bytes, a price 24")
    func sizes() {
        #expect(MemoryLayout<OrderItem>.stride == 48)
        #expect(MemoryLayout<OrderPrice>.stride == 24)
        #expect(MemoryLayout<Order>.stride == 72)
    }
}

@Suite("Order price")
struct OrderPriceTests {
    @Test("a price worked out in cents reads back its amounts, and equals the same amounts held exactly")
    func centsAndExact() {
        var pricer = OrderPricer(store: StoreSettings(currency: "USD", taxRate: Decimal(string: "0.08875") ?? 0, freeShippingThreshold: 100, shippingRate: Decimal(string: "0.10") ?? 0))
        let paid = pricer.price(of: Order(id: "c0ffee00c0ffee00", title: "Desk", createdAt: Date(timeIntervalSince1970: 0), status: .pending,
                                          items: [OrderItem(name: "Lamp", price: 20, quantity: 1)], shippingAddress: Address(isResidential: false)))
        // domain.md §3: tax 1.775 → 1.78, total 21.78, shipping 21.78 × 0.10 → 2.18.
        #expect(paid.total == Decimal(string: "21.78"))
        #expect(paid.shipping == Decimal(string: "2.18"))
        #expect(paid.shippingCents == 218)
        let free = pricer.price(of: Order(id: "c0ffee00c0ffee01", title: "Desk", createdAt: Date(timeIntervalSince1970: 0), status: .pending,
                                          items: [OrderItem(name: "Lamp", price: 150, quantity: 1)], shippingAddress: Address(isResidential: false)))
        #expect(free.total == Decimal(string: "163.31") && free.shipping == nil && free.shippingCents == nil)
        let exact = OrderPrice(OrderTotal(subtotal: 20, discount: 0, tax: Decimal(string: "1.78") ?? 0, total: Decimal(string: "21.78") ?? 0, shipping: Decimal(string: "2.18")))
        #expect(exact == paid && exact.hashValue == paid.hashValue)
        #expect(exact.total == Decimal(string: "21.78") && exact.shipping == Decimal(string: "2.18") && exact.shippingCents == nil)
    }
}
