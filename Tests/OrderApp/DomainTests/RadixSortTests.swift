@testable import Domain
import Testing

@Suite("RadixSort")
struct RadixSortTests {
    @Test("keys come out in ascending order with their payloads; equal keys keep the order they came in")
    func sortsStably() {
        var keys: [UInt64] = [0x30, 0x10, 0x30, 0x20, UInt64.max, 0]
        var payloads = [0, 1, 2, 3, 4, 5]
        RadixSort.sort(&keys, carrying: &payloads)
        #expect(keys == [0, 0x10, 0x20, 0x30, 0x30, UInt64.max])
        #expect(payloads == [5, 1, 3, 0, 2, 4])
    }

    @Test("a thousand pseudo-random keys, some repeated, sort as a stable sort by key does")
    func agreesWithStableSort() {
        var state: UInt64 = 7
        let keys = (0..<1_000).map { _ -> UInt64 in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return (state >> 20) % 5_000 << 30
        }
        var sorted = keys
        var payloads = Array(keys.indices)
        RadixSort.sort(&sorted, carrying: &payloads)
        #expect(payloads == keys.indices.sorted { keys[$0] < keys[$1] })
        #expect(sorted == keys.sorted())
    }

    @Test("no keys, one key and keys that are all equal are left as they are")
    func nothingToDo() {
        var none: [UInt64] = []
        var nothing: [Int] = []
        RadixSort.sort(&none, carrying: &nothing)
        #expect(none.isEmpty && nothing.isEmpty)
        var same: [UInt64] = [9, 9, 9]
        var order = [2, 0, 1]
        RadixSort.sort(&same, carrying: &order)
        #expect(order == [2, 0, 1])
        #expect(RadixSort.varyingBits([9, 9]).isEmpty)
        #expect(RadixSort.varyingBits([0b100, 0b1100]) == 3..<4)
        #expect(RadixSort.varyingBits([0, UInt64.max]) == 0..<64)
    }

    @Test("signed values keep their order as ordered bits, at both ends")
    func orderedBits() {
        let values: [Int64] = [Int64.max, -1, 0, Int64.min, 1]
        var keys = values.map(RadixSort.orderedBits)
        var order = Array(values.indices)
        RadixSort.sort(&keys, carrying: &order)
        #expect(order.map { values[$0] } == [Int64.min, -1, 0, 1, Int64.max])
    }

    @Test("doubles keep their numeric order as ordered bits; -0 and +0 get the same bits")
    func orderedDoubleBits() {
        let values: [Double] = [2.5, -1e300, 0, -0.5, 1e-300, -.greatestFiniteMagnitude]
        var keys = values.map { RadixSort.orderedBits($0) }
        var order = Array(values.indices)
        RadixSort.sort(&keys, carrying: &order)
        #expect(order.map { values[$0] } == values.sorted())
        #expect(RadixSort.orderedBits(-0.0) == RadixSort.orderedBits(0.0))
    }

    @Test("ties are the runs of two or more equal keys, and only those")
    func ties() {
        var found: [Range<Int>] = []
        RadixSort.forEachTie(in: [1, 2, 2, 3, 4, 4, 4, 5, 5]) { found.append($0) }
        #expect(found == [1..<3, 4..<7, 7..<9])
        found = []
        RadixSort.forEachTie(in: [7]) { found.append($0) }
        RadixSort.forEachTie(in: []) { found.append($0) }
        RadixSort.forEachTie(in: [1, 2, 3]) { found.append($0) }
        #expect(found.isEmpty)
    }
}
