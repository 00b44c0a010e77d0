import Domain
import Foundation
import Testing
@testable import OrderData

/// A reader's id table finds each order's first place, through growth, for both kinds of id.
@Suite("Order id table")
struct OrderIdTableTests {
    static func order(_ id: String) -> Order {
        Order(id: id, title: "t", createdAt: Date(timeIntervalSince1970: 0), status: .pending, items: [],
              shippingAddress: Address(isResidential: false))
    }

    /// Packed ids (32 hex digits) and text ids, alternately: `n` distinct ones.
    static func ids(_ count: Int) -> [String] {
        (0..<count).map { n in
            n.isMultiple(of: 2) ? String(repeating: "0", count: 24) + String(format: "%08x", n) : "id-\(n)"
        }
    }

    @Test("a new id is added; the same id again is refused with the first place, through every growth")
    func firstPlace() {
        var table = OrderIdTable()
        var orders: [Order] = []
        for id in Self.ids(5_000) {
            #expect(table.insert(OrderIdentifier(id), at: orders.count, orders: orders) == nil)
            orders.append(Self.order(id))
        }
        #expect(table.count == 5_000)
        for (place, id) in Self.ids(5_000).enumerated() where place.isMultiple(of: 97) {
            #expect(table.insert(OrderIdentifier(id), at: orders.count, orders: orders) == place)
            #expect(table.place(of: OrderIdentifier(id), orders: orders) == place)
        }
        #expect(table.count == 5_000)
        #expect(table.place(of: OrderIdentifier("id-5000"), orders: orders) == nil)
        #expect(table.place(of: OrderIdentifier(String(repeating: "f", count: 32)), orders: orders) == nil)
    }

    @Test("room made ahead keeps every place")
    func reserve() {
        var table = OrderIdTable(minimumCapacity: 4)
        var orders: [Order] = []
        for id in Self.ids(100) {
            _ = table.insert(OrderIdentifier(id), at: orders.count, orders: orders)
            orders.append(Self.order(id))
        }
        table.reserveCapacity(100_000, orders: orders)
        #expect(table.place(of: OrderIdentifier(Self.ids(100)[57]), orders: orders) == 57)
        #expect(table.insert(OrderIdentifier(Self.ids(100)[0]), at: 100, orders: orders) == 0)
    }

    @Test("a later part repeats an id only when one of its positions holds one, wherever it falls in a batch")
    func holdsAnyId() {
        var table = OrderIdTable()
        var orders: [Order] = []
        for id in Self.ids(5_000) {
            _ = table.insert(OrderIdentifier(id), at: orders.count, orders: orders)
            orders.append(Self.order(id))
        }
        // 1,000 new ids of both kinds, none of the table's.
        let fresh = (5_000..<6_000).map { Self.order(Self.ids(6_000)[$0]) }
        #expect(!table.holdsAnyId(of: fresh, at: 0..<1_000, orders: orders))
        for repeated in [0, 31, 32, 555, 999] {
            var later = fresh
            later[repeated] = Self.order(Self.ids(5_000)[4_321])
            #expect(table.holdsAnyId(of: later, at: 0..<1_000, orders: orders))
            // The repeat outside the positions asked about is not seen.
            #expect(!table.holdsAnyId(of: later, at: (repeated + 1)..<1_000, orders: orders))
            #expect(table.holdsAnyId(of: later, at: repeated..<(repeated + 1), orders: orders))
        }
        #expect(!table.holdsAnyId(of: fresh, at: 0..<0, orders: orders))
    }
}
