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

    @Test("text stored from its bytes is what the bytes decode to, held as that String would be")
    func fromBytes() {
        let store = TextStore()
        let samples: [[UInt8]] = [
            [], Array("Umbrella 15 byt".utf8), Array("Umbrella 16 byte".utf8), Array("Café crème, a long name".utf8),
            // Not UTF-8: a lone continuation byte, a cut-off sequence, a byte past 0xF4.
            Array("Umbrella \u{1}".utf8) + [0x80] + Array(" sixteen".utf8), [0x41, 0xC3], [0xFF] + Array("x".utf8),
            Array(String(repeating: "ab", count: 40_000).utf8),
        ] + (0..<40).map { n in Array(String(repeating: "w", count: n).utf8) }
        for bytes in samples {
            let expected = String(decoding: bytes, as: UTF8.self)
            let stored = bytes.withUnsafeBufferPointer { store.store(utf8: $0) }
            let slice = bytes.withUnsafeBufferPointer { store.slice(utf8: $0) }
            #expect(stored.string == expected && slice.string == expected, "\(bytes.prefix(20))")
            // The bytes held are the decoded text's: bad bytes never reach a reader raw.
            #expect(slice.withUTF8 { Array($0) } == Array(expected.utf8), "\(bytes.prefix(20))")
            #expect(stored.isShared == store.store(expected).isShared, "\(bytes.prefix(20))")
        }
        #expect(samples[2].withUnsafeBufferPointer { store.store(utf8: $0) }.isShared)
        #expect(!samples[1].withUnsafeBufferPointer { store.store(utf8: $0) }.isShared)
        #expect(samples[4].withUnsafeBufferPointer { store.store(utf8: $0) }.string == "Umbrella \u{1}\u{FFFD} sixteen")
    }

    @Test("a high bit anywhere in text of any length is not ASCII")
    func asciiCheck() {
        let store = TextStore()
        for count in 1...40 {
            for place in 0..<count {
                var bytes = Array(repeating: UInt8(ascii: "a"), count: count)
                bytes[place] = 0xE9
                let stored = bytes.withUnsafeBufferPointer { store.slice(utf8: $0) }
                #expect(stored.string == String(decoding: bytes, as: UTF8.self), "\(count) bytes, 0xE9 at \(place)")
                #expect(stored.withUTF8 { Array($0) } == Array(String(decoding: bytes, as: UTF8.self).utf8), "\(count) bytes, 0xE9 at \(place)")
            }
        }
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
