import Domain
import Foundation
import Testing

@Suite("OrderPricer")
struct OrderPricerTests {
    @Test("remembered or computed, every price is CalculateOrderTotal's", arguments: ["0.08875", "0.08", "0", "0.2"])
    func sameAsTheUseCase(taxRate: String) {
        // Whole cents go the integer way, the others the Decimal way; the last two overflow
        // an Int as cents, alone or once multiplied.
        let prices = ["0", "0.005", "0.015", "12.50", "99.99", "100", "33.333", "1234567.891", "0.01", "92233720368547758.08", "30744573456182586"]
        let settings = store(taxRate: taxRate)
        let calculator = CalculateOrderTotal()
        var pricer = OrderPricer(store: settings)
        for n in 0..<3000 {
            let items = (0..<(n % 5)).map { k in
                OrderItem(name: "x", price: dec(prices[(n * 7 + k * 3) % prices.count]), quantity: 1 + (n + k) % 4)
            }
            let order = order(String(n), items: items)
            let expected = calculator.price(order, store: settings)
            let priced = pricer.price(order)
            #expect(priced == expected, "order \(n): \(items.map { "\($0.price)×\($0.quantity)" })")
            #expect(priced.total == expected.total && priced.shipping == expected.shipping)
        }
    }

    @Test("an order priced in place is priced as the order", arguments: ["0.08875", "0"])
    func pricedInPlace(taxRate: String) {
        // Whole cents, cents a line or the sum overflows, a price of no whole cents (both go
        // the Decimal way), items held in a shared block, and an order of another status.
        let prices = ["12.50", "0.005", "92233720368547758.07", "99.99", "30744573456182586", "0"]
        let settings = store(taxRate: taxRate)
        let shared = ItemStore()
        let orders = (0..<400).map { n in
            let items = (0..<(n % 4)).map { k in
                OrderItem(name: "line \(k)", price: dec(prices[(n + k * 5) % prices.count]), quantity: 1 + (n * k) % 3)
            }
            return Order(
                identifier: OrderIdentifier(String(n)), title: TextSlice("Desk"), createdAt: Date(timeIntervalSince1970: 0),
                status: n % 5 == 0 ? .other("on hold") : .pending, items: n % 2 == 0 ? shared.store(items) : OrderItems(items),
                shippingAddress: Address(isResidential: true))
        }
        var inPlace = OrderPricer(store: settings), copied = OrderPricer(store: settings)
        orders.withUnsafeBufferPointer { buffer in
            for index in buffer.indices {
                let expected = CalculateOrderTotal().price(buffer[index], store: settings)
                let priced = inPlace.price(at: buffer.baseAddress! + index)
                #expect(priced.total == expected.total && priced.shipping == expected.shipping, "order \(index)")
                #expect(priced == copied.price(of: buffer[index]), "order \(index)")
            }
        }
        // One order has every kind: whole cents, a sum past Int.max cents, no whole cents.
        #expect(orders[3].items.map(\.price) == [dec("99.99"), dec("92233720368547758.07"), dec("0.005")])
    }

    @Test("more distinct subtotals than the remembered slots: each price is still the use case's")
    func manySubtotals() {
        let settings = store(taxRate: "0.08875")
        let calculator = CalculateOrderTotal()
        var pricer = OrderPricer(store: settings)
        // 40,000 subtotals of whole cents (more than the 16,384 slots), each priced twice,
        // the second pass in another order, so slots are taken over and asked for again.
        let orders = (0..<40_000).map { n in order(String(n), items: [OrderItem(name: "x", price: Decimal(cents: n * 7), quantity: 1)]) }
        let expected = orders.map { calculator.execute(subtotal: $0.items[0].price, store: settings) }
        for pass in 0..<2 {
            for index in stride(from: pass == 0 ? 0 : orders.count - 1, through: pass == 0 ? orders.count - 1 : 0, by: pass == 0 ? 1 : -3) {
                let priced = pricer.price(of: orders[index])
                if priced.total != expected[index].total || priced.shipping != expected[index].shipping {
                    Issue.record("subtotal \(orders[index].items[0].price), pass \(pass): \(priced) against \(expected[index])")
                    return
                }
            }
        }
    }

    @Test("a load's prices sit beside its orders, position for position")
    func pricedOrders() {
        let settings = store(taxRate: "0.08875")
        var pricer = OrderPricer(store: settings)
        let orders = (0..<6).map { n in order(String(n), items: (0..<n).map { _ in OrderItem(name: "x", price: dec("45.50"), quantity: 1) }) }
        let entries = PricedOrders(orders: orders, prices: orders.map { pricer.price(of: $0) })
        #expect(entries.count == 6)
        #expect(entries[0].total == dec("0"))
        #expect(entries[3].total == dec("148.61"))
        #expect(entries[3].shipping == nil)
        #expect(entries[1].shipping == dec("4.95"))
        #expect(entries[5] == CalculateOrderTotal().price(orders[5], store: settings))
        #expect(PricedOrders(orders.map { CalculateOrderTotal().price($0, store: settings) }).prices == entries.prices)
    }
}

@Suite("Whole cents")
struct WholeCentsTests {
    @Test("an amount is its whole cents, exactly, or nil", arguments: [
        ("12.5", 1250), ("12.50", 1250), ("0", 0), ("0.01", 1), ("-3.5", -350), ("1E2", 10000), ("100", 10000),
        ("92233720368547758.07", Int.max), ("0.001", nil), ("0.015", nil), ("92233720368547758.08", nil), ("1E30", nil),
    ] as [(String, Int?)])
    func wholeCents(text: String, cents: Int?) {
        #expect(dec(text).wholeCents == cents)
        if let cents { #expect(Decimal(cents: cents) == dec(text)) }
    }

    @Test("not a number has no cents")
    func notANumber() {
        #expect(Decimal.nan.wholeCents == nil)
    }
}

@Suite("Order number")
struct OrderNumberTests {
    @Test("is the first eight characters uppercased, however the id is written", arguments: [
        "7f3a9c2e4b1d4e0f", "7f3a9c2e", "7f3a", "", "abcdefgh\u{301}ijk", "abcdefg\u{301}hijk", "ab\r\ncdefghij",
        "straße-12345", "ǆungla-9999", "éabcdefghij", "ABCdef12", "a b c d e f", "abcdefgh\u{1F389}", "abcdefghé",
    ])
    func number(_ id: String) {
        #expect(order(id).number == String(id.prefix(8)).uppercased())
    }
}
