import Domain
import Foundation
import Testing

@Suite("Stored text")
struct StoredTextTests {
    @Test("short text stays a String; long text is kept in the store's shared bytes")
    func placement() {
        let store = TextStore()
        let short = store.store("Umbrella 15 byt")
        let long = store.store("Umbrella 16 byte")
        #expect(short.string == "Umbrella 15 byt" && !short.isShared)
        #expect(long.string == "Umbrella 16 byte" && long.isShared)
        #expect(!store.store("").isShared && store.store("").string == "")
        #expect(!StoredText("a text longer than fifteen bytes").isShared)
    }

    @Test("every text reads back whole across many chunks, multi-byte ones included")
    func manyChunks() {
        let store = TextStore()
        // About 90 bytes each: 3,000 of them fill four 64 KiB chunks, so texts meet chunk ends.
        let texts = (0..<3000).map { n in "Café crème n°\(n) — " + String(repeating: "ü", count: n % 40) + String(repeating: "x", count: n % 23) }
        let stored = texts.map { store.store($0) }
        #expect(stored.map(\.string) == texts)
        #expect(stored.allSatisfy { $0.isShared })
    }

    @Test("a text longer than a chunk keeps its own String")
    func longerThanAChunk() {
        let text = String(repeating: "ab", count: 40_000)
        let stored = TextStore().store(text)
        #expect(!stored.isShared && stored.string == text)
    }

    @Test("held shared or as a String, text compares, hashes and prints as its String")
    func sameWherever() {
        let store = TextStore()
        let shared = store.store("Deluxe wool teapot-948")
        let own = StoredText("Deluxe wool teapot-948")
        #expect(shared == own && shared.hashValue == own.hashValue)
        #expect(shared != store.store("Deluxe wool teapot-949"))
        // As String compares them: canonically equivalent spellings are equal.
        #expect(store.store("Caf\u{E9} supplies and more") == StoredText("Cafe\u{301} supplies and more"))
        #expect(shared.description == "Deluxe wool teapot-948" && shared.debugDescription == "\"Deluxe wool teapot-948\"")
        let item = OrderItem(name: shared, price: 5, quantity: 2)
        #expect(item == OrderItem(name: "Deluxe wool teapot-948", price: 5, quantity: 2))
        #expect(item.name == "Deluxe wool teapot-948")
        #expect("\(item)" == "\(OrderItem(name: "Deluxe wool teapot-948", price: 5, quantity: 2))")
    }

    @Test("texts made on one thread read whole on others once handed over")
    func acrossThreads() async {
        let store = TextStore()
        let stored = (0..<2000).map { store.store("order item name number \($0)") }
        let read = await withTaskGroup(of: Bool.self) { group in
            for part in 0..<4 {
                group.addTask { stored[(part * 500)..<(part * 500 + 500)].enumerated().allSatisfy { $0.element.string == "order item name number \(part * 500 + $0.offset)" } }
            }
            return await group.reduce(true) { $0 && $1 }
        }
        #expect(read)
    }
}
