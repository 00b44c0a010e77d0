import Domain
import Foundation
import Testing

@Suite("Entity sizes")
struct EntitySizeTests {
    // A million orders hold these once each: a field added in the wrong place costs megabytes.
    @Test("an order item is 32 bytes, a price 24, an order 56, its title's slice 16")
    func sizes() {
        #expect(MemoryLayout<OrderItem>.stride == 32)
        #expect(MemoryLayout<OrderPrice>.stride == 24)
        #expect(MemoryLayout<Order>.stride == 56)
        // No case to tell apart: a tag byte would make an order 64 bytes.
        #expect(MemoryLayout<TextSlice>.size == 16)
    }
}

@Suite("Order fields")
struct OrderFieldsTests {
    @Test("status, address, items and signature read back as made, a status this version does not know too")
    func readBack() {
        let statuses: [OrderStatus] = OrderStatus.known + [.other("returned"), .other(""), .other("pending"), .other("Ünterwegs")]
        let itemSets: [[OrderItem]] = [
            [], [OrderItem(name: "Mug", price: 12, quantity: 2)],
            [OrderItem(name: "Mug", price: 12, quantity: 2), OrderItem(name: "Lamp", price: 40, quantity: 1, requiresSignature: true)],
        ]
        for status in statuses {
            for residential in [false, true] {
                for items in itemSets {
                    let order = Order(
                        id: "7f3a9c2e4b1d4e0f9a8b7c6d5e4f3a2b", title: "Birthday gifts", createdAt: Date(timeIntervalSince1970: 86_400),
                        status: status, items: items, shippingAddress: Address(isResidential: residential))
                    #expect(order.status == status, "\(status)")
                    #expect(withUnsafePointer(to: order) { $0.orderStatus } == status, "read in place: \(status)")
                    #expect(order.shippingAddress.isResidential == residential, "\(status)")
                    #expect(Array(order.items) == items, "\(status)")
                    #expect(order.requiresSignature == (residential && items.count == 2), "\(status) \(residential) \(items.count)")
                    #expect(withUnsafePointer(to: order) { $0.orderRequiresSignature } == order.requiresSignature, "read in place: \(status)")
                    #expect(order.title == "Birthday gifts" && order.createdAt == Date(timeIntervalSince1970: 86_400))
                }
            }
        }
        let shipped = Order(id: "7f3a9c2e4b1d4e0f", title: "A", createdAt: Date(timeIntervalSince1970: 0), status: .shipped, items: [],
                            shippingAddress: Address(isResidential: true))
        let other = Order(id: "7f3a9c2e4b1d4e0f", title: "A", createdAt: Date(timeIntervalSince1970: 0), status: .other("shipped"), items: [],
                          shippingAddress: Address(isResidential: true))
        #expect(shipped != other)
        #expect(shipped == Order(id: "7f3a9c2e4b1d4e0f", title: "A", createdAt: Date(timeIntervalSince1970: 0), status: OrderStatus(rawValue: "Shipped"),
                                 items: [], shippingAddress: Address(isResidential: true)))
    }
}

@Suite("Item price")
struct ItemPriceTests {
    static func item(_ text: String) -> OrderItem {
        OrderItem(name: "Lamp", price: Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) ?? .nan, quantity: 1)
    }

    @Test("a price of whole cents is held as cents, and reads back as the amount it was made from")
    func wholeCents() {
        for (text, cents) in [("12.50", 1250), ("12.5", 1250), ("0", 0), ("0.10", 10), ("1250", 125_000), ("92233720368547758.07", Int.max)] {
            let item = Self.item(text)
            #expect(item.priceCents == cents, "\(text)")
            #expect(item.price == Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")), "\(text)")
        }
        // The text the data file and the store write back is the amount's, not how it is held.
        #expect(Self.item("12.50").price.description == "12.5")
        #expect(Self.item("100.00").price.description == "100")
    }

    @Test("any other price is held exactly")
    func exact() {
        for text in ["0.001", "12.345", "92233720368547758.08", "1E30"] {
            let item = Self.item(text)
            #expect(item.priceCents == nil, "\(text)")
            #expect(item.price == Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")), "\(text)")
        }
    }

    @Test("items of equal prices are equal and hash alike, however the price was written")
    func equality() {
        #expect(Self.item("12.5") == Self.item("12.50"))
        #expect(Self.item("12.5").hashValue == Self.item("12.50").hashValue)
        #expect(Self.item("0.001") == Self.item("0.0010"))
        #expect(Self.item("0.001").hashValue == Self.item("0.0010").hashValue)
        #expect(Self.item("12.5") != Self.item("12.51"))
        #expect(Self.item("0.001") != Self.item("0.002"))
    }

    @Test("every value reads back as made: a quantity past 32 bits, either flag, a price held exactly")
    func values() {
        for quantity in [1, 7, Int(UInt32.max), Int(UInt32.max) + 1, Int.max] {
            for signed in [false, true] {
                for price in ["12.50", "0.001"] {
                    let amount = Decimal(string: price, locale: Locale(identifier: "en_US_POSIX")) ?? .nan
                    let item = OrderItem(name: "Glass pocket mug-628", price: amount, quantity: quantity, requiresSignature: signed)
                    #expect(item.quantity == quantity && item.requiresSignature == signed, "\(quantity) \(signed) \(price)")
                    #expect(item.price == amount && item.name == "Glass pocket mug-628", "\(quantity) \(signed) \(price)")
                    #expect(item.priceCents == (price == "12.50" ? 1250 : nil), "\(quantity) \(signed) \(price)")
                }
            }
        }
        let small = OrderItem(name: "Mug", price: 1, quantity: 1, requiresSignature: true)
        #expect(small != OrderItem(name: "Mug", price: 1, quantity: 1, requiresSignature: false))
        #expect(small != OrderItem(name: "Mug", price: 1, quantity: 2, requiresSignature: true))
        #expect(small != OrderItem(name: "Cup", price: 1, quantity: 1, requiresSignature: true))
    }

    @Test("an item prints its name and price, not how they are held")
    func printed() {
        var text = ""
        dump(Self.item("12.50"), to: &text)
        #expect(text.contains("price: 12.5") && text.contains("name: \"Lamp\"") && !text.contains("cents"))
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
