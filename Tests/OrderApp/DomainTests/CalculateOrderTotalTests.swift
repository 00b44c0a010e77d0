import Domain
import Foundation
import Testing

@Suite("CalculateOrderTotal")
struct CalculateOrderTotalTests {
    let calculate = CalculateOrderTotal()

    @Test("worked example: $99.99 at tax rate 0.08 totals $107.99")
    func workedExampleTax8() {
        let total = calculate.execute(items: [OrderItem(name: "Gift", price: dec("99.99"), quantity: 1)], store: store(taxRate: "0.08"))
        #expect(total == OrderTotal(subtotal: dec("99.99"), discount: 0, tax: dec("8.00"), total: dec("107.99"), shipping: nil))
    }

    @Test("worked example: SAVE20 on $120.00 at 0.08875 totals $104.52")
    func workedExampleSave20() {
        let items = [OrderItem(name: "Boots", price: dec("60.00"), quantity: 2)]
        let promo = Promo(code: "SAVE20", kind: .percent, value: 20)
        let total = calculate.execute(items: items, store: store(), promo: promo)
        #expect(total == OrderTotal(subtotal: dec("120.00"), discount: dec("24.00"), tax: dec("8.52"), total: dec("104.52"), shipping: nil))
    }

    @Test("a tax of exactly half a cent rounds up, not to even")
    func halfCentTaxTie() {
        // 12.00 × 0.08875 = 1.065: half-up gives 1.07, banker's rounding would give 1.06.
        let total = calculate.execute(items: [OrderItem(name: "Notebook", price: dec("3.00"), quantity: 4)], store: store())
        #expect(total.tax == dec("1.07"))
        #expect(total.total == dec("13.07"))
    }

    @Test("shipping of exactly half a cent rounds up")
    func halfCentShippingTie() {
        // 40.00 + tax 3.55 = 43.55; 10 % of it is 4.355.
        let total = calculate.execute(items: [OrderItem(name: "Tea", price: dec("40.00"), quantity: 1)], store: store())
        #expect(total.total == dec("43.55"))
        #expect(total.shipping == dec("4.36"))
    }

    @Test("no items: everything is zero and shipping costs nothing")
    func noItems() {
        let total = calculate.execute(items: [], store: store())
        #expect(total == OrderTotal(subtotal: 0, discount: 0, tax: 0, total: 0, shipping: 0))
    }

    @Test("an amount promo larger than the subtotal takes the subtotal, never below zero")
    func amountLargerThanSubtotal() {
        let promo = Promo(code: "BIG", kind: .amount, value: dec("500.00"))
        let total = calculate.execute(items: [OrderItem(name: "Pen", price: dec("4.20"), quantity: 1)], store: store(), promo: promo)
        #expect(total == OrderTotal(subtotal: dec("4.20"), discount: dec("4.20"), tax: 0, total: 0, shipping: 0))
    }

    @Test("a 33.333 % promo rounds its discount to cents")
    func oddPercent() {
        let promo = Promo(code: "THIRD", kind: .percent, value: dec("33.333"))
        let total = calculate.execute(items: [OrderItem(name: "Lamp", price: dec("10.00"), quantity: 1)], store: store(), promo: promo)
        // 10.00 × 33.333 / 100 = 3.3333 → 3.33; tax 6.67 × 0.08875 = 0.59196… → 0.59
        #expect(total == OrderTotal(subtotal: dec("10.00"), discount: dec("3.33"), tax: dec("0.59"), total: dec("7.26"), shipping: dec("0.73")))
    }

    @Test("free shipping only strictly above the threshold", arguments: [
        ("91.86", "100.01", nil),
        ("91.85", "100.00", "10.00"),
        ("91.84", "99.99", "10.00"),
    ] as [(String, String, String?)])
    func shippingThreshold(price: String, expectedTotal: String, expectedShipping: String?) {
        let total = calculate.execute(items: [OrderItem(name: "Item", price: dec(price), quantity: 1)], store: store())
        #expect(total.total == dec(expectedTotal))
        #expect(total.shipping == expectedShipping.map(dec))
    }

    @Test("money stays exact far beyond Double's precision")
    func exactLargeAmounts() {
        let total = calculate.execute(items: [OrderItem(name: "Yacht", price: dec("1234567890.99"), quantity: 3)], store: store(taxRate: "0"))
        #expect(total.subtotal == dec("3703703672.97"))
    }

    @Test("rounding to cents goes half away from zero", arguments: [
        ("2.345", "2.35"), ("2.344", "2.34"), ("-2.345", "-2.35"), ("0.005", "0.01"), ("1.065", "1.07"), ("7", "7"),
    ])
    func roundedToCents(value: String, expected: String) {
        #expect(dec(value).roundedToCents() == dec(expected))
    }
}

@Suite("Decimal(plainText:)")
struct PlainTextDecimalTests {
    @Test("plain literals read exactly", arguments: [("12.50", "12.5"), ("-1", "-1"), ("1234567890.99", "1234567890.99"), ("0", "0")])
    func accepts(text: String, expected: String) {
        #expect(Decimal(plainText: text) == dec(expected))
    }

    @Test("anything Decimal(string:) would half-accept is refused", arguments: ["12,50", "1e2", "12abc", " 5", "5.", ".5", "-", "", "$5", "٣"])
    func refuses(text: String) {
        #expect(Decimal(plainText: text) == nil)
    }
}
