import Domain
import Foundation
import Testing

@Suite("Text slices")
struct TextSliceTests {
    @Test("a store writes every text, short, empty or multi-byte, into shared blocks; one longer than a block gets its own")
    func placement() {
        let store = TextStore()
        let texts = ["Mug", "", "Birthday gifts for the whole family", "お茶会", "Crème brûlée set"]
        let slices = texts.map { store.slice($0) }
        #expect(slices.map(\.string) == texts)
        #expect(zip(slices, slices.dropFirst()).allSatisfy { $0.sharesBlock(with: $1) })
        let long = String(repeating: "ab", count: 40_000)
        let own = store.slice(long)
        #expect(own.string == long && !own.sharesBlock(with: slices[0]))
        // The next text goes on in the block the short ones are in.
        #expect(store.slice("Garden tools").sharesBlock(with: slices[0]))
        // Made from a String, a slice has a block of its own; empty ones share one.
        #expect(!TextSlice("Mug").sharesBlock(with: TextSlice("Mug")))
        #expect(TextSlice("").sharesBlock(with: TextSlice("")) && TextSlice("").string == "")
    }

    @Test("a slice or an order's title read in place through a pointer gives the bytes it holds, shared block or own")
    func readInPlace() {
        let store = TextStore()
        let texts = ["Mug", "", "Birthday gifts for the whole family", "お茶会", String(repeating: "ab", count: 40_000)]
        let slices = texts.map { store.slice($0) } + texts.map { TextSlice($0) }
        slices.withUnsafeBufferPointer { slices in
            for index in slices.indices {
                let read = TextSlice.withUTF8(at: slices.baseAddress! + index) { Array($0) }
                #expect(read == Array(texts[index % texts.count].utf8))
            }
        }
        let date = Date(timeIntervalSince1970: 1_793_700_000)
        let orders = texts.map {
            Order(id: "7f3a9c2e4b1d4e0f", title: $0, createdAt: date, status: .shipped, items: [], shippingAddress: Address(isResidential: false))
        }
        orders.withUnsafeBufferPointer { orders in
            for index in orders.indices {
                #expect(Order.withTitleUTF8(of: orders.baseAddress! + index) { Array($0) } == Array(texts[index].utf8))
            }
        }
        // The slices still hold their blocks: reading took no count, and gave none back.
        #expect(slices.map(\.string) == texts + texts)
    }

    @Test("a slice compares, hashes and prints as its String; its Bytes key compares the bytes")
    func equality() {
        let store = TextStore()
        let shared = store.slice("Señor Pérez's order")
        let own = TextSlice("Señor Pérez's order")
        #expect(shared == own && shared.hashValue == own.hashValue)
        #expect(shared != store.slice("Señor Pérez's order!"))
        #expect(shared.description == "Señor Pérez's order" && shared.debugDescription == "Señor Pérez's order".debugDescription)
        #expect(TextSlice.Bytes(shared) == TextSlice.Bytes(own))
        #expect(TextSlice.Bytes(shared).hashValue == TextSlice.Bytes(own).hashValue)
        // Canonically equivalent spellings: equal as Strings are, different as bytes.
        let composed = store.slice("Caf\u{E9} supplies")
        let decomposed = TextSlice("Cafe\u{301} supplies")
        #expect(composed == decomposed && composed.hashValue == decomposed.hashValue)
        #expect(TextSlice.Bytes(composed) != TextSlice.Bytes(decomposed))
        #expect(TextSlice.Bytes(TextSlice("")) == TextSlice.Bytes(store.slice("")))
        #expect(TextSlice.Bytes(TextSlice("ab")) != TextSlice.Bytes(TextSlice("abc")))
    }

    @Test("an order's title reads and compares the same wherever it is held")
    func orderTitles() {
        let store = TextStore()
        let date = Date(timeIntervalSince1970: 1_790_000_000)
        func order(_ title: TextSlice) -> Order {
            Order(identifier: OrderIdentifier("7f3a9c2e4b1d4e0f9a8b7c6d5e4f3a2b"), title: title, createdAt: date, status: .shipped,
                  items: OrderItems([OrderItem(name: "Mug", price: 12.5, quantity: 2)]), shippingAddress: Address(isResidential: true))
        }
        let read = order(store.slice("Birthday gifts for Oma"))
        let made = Order(
            id: "7f3a9c2e4b1d4e0f9a8b7c6d5e4f3a2b", title: "Birthday gifts for Oma", createdAt: date, status: .shipped,
            items: [OrderItem(name: "Mug", price: 12.5, quantity: 2)], shippingAddress: Address(isResidential: true))
        #expect(read.title == "Birthday gifts for Oma")
        #expect(read == made && read.hashValue == made.hashValue)
        #expect(read != order(store.slice("Birthday gifts for Opa")))
        #expect("\(read)" == "\(made)")
    }
}
