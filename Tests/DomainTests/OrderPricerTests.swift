import Domain
import Foundation
import Testing

@Suite("OrderPricer")
struct OrderPricerTests {
    @Test("remembered or computed, every price is CalculateOrderTotal's", arguments: ["0.08875", "0.08", "0", "0.2"])
    func sameAsTheUseCase(taxRate: String) {
        let prices = ["0", "0.005", "0.015", "12.50", "99.99", "100", "33.333", "1234567.891", "0.01"]
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
