import Domain
import Foundation
import Testing

@Suite("Order items")
struct OrderItemsTests {
    static func items(_ count: Int, from first: Int = 0) -> [OrderItem] {
        (first..<(first + count)).map { OrderItem(name: "item \($0)", price: Decimal($0) / 100, quantity: 1 + $0 % 3, requiresSignature: $0 % 5 == 0) }
    }

    static func order(_ id: String, _ items: OrderItems) -> Order {
        Order(identifier: OrderIdentifier(id), title: TextSlice("Desk"), createdAt: Date(timeIntervalSince1970: 0), status: .pending, items: items,
              shippingAddress: Address(isResidential: true))
    }

    @Test("many orders' items stored in shared blocks read back whole, in order")
    func sharedBlocks() {
        let store = ItemStore()
        // 3,000 orders of 0–6 items: about 9,000 items, several 2,048-item blocks.
        let lists = (0..<3000).map { n in Self.items(n % 7, from: n * 10) }
        let stored = lists.map { store.store($0) }
        #expect(stored.map { Array($0) } == lists)
        #expect(stored.map(\.count) == lists.map(\.count))
        #expect(stored[5].map(\.name) == ["item 50", "item 51", "item 52", "item 53", "item 54"])
        #expect(stored[7].isEmpty && stored[7] == [])
    }

    @Test("an order of more items than a block holds keeps them all")
    func largeOrder() {
        let many = Self.items(70_000)
        let stored = ItemStore().store(many)
        let order = Self.order("c0ffee00c0ffee00", stored)
        #expect(order.items.count == 70_000)
        #expect(Array(order.items) == many)
        #expect(order.items[69_999].name == "item 69999")
        #expect(Self.order("c0ffee00c0ffee01", OrderItems(Self.items(2048))).items.count == 2048)
        #expect(Self.order("c0ffee00c0ffee02", OrderItems(Self.items(2049))).items.count == 2049)
    }

    @Test("items compare, hash and print as their array, wherever they are held")
    func sameWherever() {
        let store = ItemStore()
        _ = store.store(Self.items(3))
        let shared = store.store(Self.items(2, from: 7))
        let own = OrderItems(Self.items(2, from: 7))
        #expect(shared == own && shared.hashValue == own.hashValue)
        #expect(shared != OrderItems(Self.items(2, from: 8)))
        #expect(shared.description == Self.items(2, from: 7).description)
        let a = Self.order("c0ffee00c0ffee00", shared), b = Self.order("c0ffee00c0ffee00", own)
        #expect(a == b && a.hashValue == b.hashValue && "\(a)" == "\(b)")
        #expect("\(a)".hasPrefix("Order(title: \"Desk\", createdAt: "))
        #expect(a != Self.order("c0ffee00c0ffee00", []))
    }

    @Test("an order's items read in place are its items, however they are held")
    func readInPlace() {
        let store = ItemStore()
        // Shared blocks (several, the later orders' items past the first block), a block of
        // an order's own (more items than a shared block holds), items of their own, none;
        // each with a known status and with another (whose block an order boxes).
        var lists = (0..<600).map { n in Self.items(n % 7, from: n * 10) }
        lists.append(Self.items(2048 + 5, from: 90_000))
        let held = lists.map { store.store($0) } + [OrderItems(Self.items(3, from: 7)), OrderItems([])]
        let expected = lists + [Self.items(3, from: 7), []]
        let orders = held.enumerated().flatMap { index, items in
            [OrderStatus.shipped, .other("on hold")].map { status in
                Order(identifier: OrderIdentifier(String(format: "c0ffee00%08x", index)), title: TextSlice("Desk"),
                      createdAt: Date(timeIntervalSince1970: 0), status: status, items: items, shippingAddress: Address(isResidential: true))
            }
        }
        orders.withUnsafeBufferPointer { orders in
            for index in orders.indices {
                let read = Order.withItems(of: orders.baseAddress! + index) { Array($0) }
                #expect(read == expected[index / 2], "order \(index)")
                #expect(read == Array(orders[index].items), "order \(index)")
            }
        }
        #expect(expected[600].count == 2053)
    }
}
