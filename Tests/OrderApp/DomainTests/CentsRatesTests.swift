import Foundation
import Testing
@testable import Domain

/// The integer pricing is held to CalculateOrderTotal's Decimal arithmetic, its slow twin.
@Suite("CentsRates")
struct CentsRatesTests {
    static let stores: [StoreSettings] = [
        ("0.08875", "100.00", "0.10"), ("0.08", "100.00", "0.10"), ("0", "0", "0"), ("0.19", "50.50", "0.075"),
        ("0.0725", "99.99", "0.125"), ("0.000000000001", "1000000.00", "1"),
    ].map { tax, threshold, shipping in
        StoreSettings(currency: "USD", taxRate: dec(tax), freeShippingThreshold: dec(threshold), shippingRate: dec(shipping))
    }

    @Test("every subtotal from 0 to 20,000 cents and 2,000 large ones price as CalculateOrderTotal does", arguments: stores)
    func sameAsDecimal(store: StoreSettings) throws {
        let rates = try #require(CentsRates(store: store))
        let calculator = CalculateOrderTotal()
        var generator = SplitMix(seed: 7)
        let subtotals = Array(0...20_000) + (0..<2_000).map { _ in Int(generator.next() % 10_000_000_000) }
        for subtotal in subtotals {
            let slow = calculator.execute(subtotal: Decimal(cents: subtotal), store: store)
            let fast = try #require(rates.price(subtotal: subtotal))
            guard Decimal(cents: fast.total) == slow.total, fast.shipping.map({ Decimal(cents: $0) }) == slow.shipping else {
                Issue.record("subtotal \(subtotal) cents: \(fast) against \(slow.total), \(String(describing: slow.shipping))")
                return
            }
        }
    }

    @Test("what cannot be held exactly is refused, and the Decimal path is taken")
    func refusals() {
        let tooFine = StoreSettings(currency: "USD", taxRate: dec("0.0000000000001"), freeShippingThreshold: 100, shippingRate: dec("0.1"))
        #expect(CentsRates(store: tooFine) == nil)
        let oddThreshold = StoreSettings(currency: "USD", taxRate: dec("0.08"), freeShippingThreshold: dec("100.005"), shippingRate: dec("0.1"))
        #expect(CentsRates(store: oddThreshold) == nil)
        let rates = CentsRates(store: Self.stores[0])
        #expect(rates?.price(subtotal: Int.max / 2) == nil)
    }
}
