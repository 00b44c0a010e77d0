import Testing
@testable import OrderData

/// How a read finds an order row's place among the rows it read, and puts them back in
/// position order, whatever the store's rowids and positions are.
@Suite("Store rows: rowids and positions")
struct StoreRowOrderTests {
    @Test("a run of rowids that starts anywhere (a month of a store in creation order) is held in the array")
    func runFromAnywhere() {
        var rows = RowPositions()
        let rowids: [Int64] = [600_001, 600_002, 600_004, 600_005, 600_009]
        for (index, rowid) in rowids.enumerated() { rows.add(rowid: rowid, index: index) }
        #expect(rows.isArray)
        #expect(rowids.map { rows.index(ofRowid: $0) } == [0, 1, 2, 3, 4])
        #expect(rows.index(ofRowid: 600_003) == nil)
        #expect(rows.index(ofRowid: 600_000) == nil)
        #expect(rows.index(ofRowid: 1) == nil)
        #expect(rows.index(ofRowid: .max) == nil)
        #expect(rows.index(ofRowid: .min) == nil)
    }

    @Test("rowids far apart, below the first, or at SQLite's ends go to the dictionary and are all found")
    func sparse() {
        for rowids in [[5, 1_000_000, 7], [10, 3, 11], [Int64.min, 0, Int64.max], [Int64.max, Int64.min]] as [[Int64]] {
            var rows = RowPositions()
            for (index, rowid) in rowids.enumerated() { rows.add(rowid: rowid, index: index) }
            #expect(!rows.isArray)
            #expect(rowids.map { rows.index(ofRowid: $0) } == Array(rowids.indices))
            #expect(rows.index(ofRowid: 6) == nil)
        }
    }

    @Test("positions are put in order: a whole store, a month of one in creation order, a wide span, repeats")
    func positionOrder() {
        #expect(StoreReader.positionOrder([]) == [])
        #expect(StoreReader.positionOrder([2, 0, 1]) == [1, 2, 0])
        // A month: positions from the middle of the file, read in creation order.
        #expect(StoreReader.positionOrder([500_007, 500_002, 500_003]) == [1, 2, 0])
        // A span far wider than the rows is sorted; the extremes do not overflow.
        #expect(StoreReader.positionOrder([Int64.max, 4, Int64.min]) == [2, 1, 0])
        #expect(StoreReader.positionOrder([9_000_000, 3, 70]) == [1, 2, 0])
        // A damaged store may repeat a position: every row is still placed once.
        #expect(StoreReader.positionOrder([5, 4, 5]).sorted() == [0, 1, 2])
        #expect(StoreReader.positionOrder([5, 4, 5]).first == 1)
    }

    @Test("a month of a large store (a twentieth of its positions, spread, some repeated) is ordered as a stable sort orders it")
    func spreadPositions() {
        var state: UInt64 = 45
        let positions = (0..<20_000).map { _ -> Int64 in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return 1_000_000 + Int64((state >> 33) % 400_000)
        }
        #expect(Set(positions).count < positions.count, "some positions repeat")
        #expect(StoreReader.positionOrder(positions) == positions.indices.sorted { positions[$0] < positions[$1] })
        // Spans of 2⁴⁰ and more.
        #expect(StoreReader.positionOrder([(1 << 40) - 1, 0, 7]) == [1, 2, 0])
        #expect(StoreReader.positionOrder([1 << 40, 0, 7]) == [1, 2, 0])
    }

    @Test("rows added in any order are found where they were added: an array over a dense span, a dictionary over a sparse one")
    func rowsInAnyOrder() {
        for rowids: [Int64] in [[7, 3, 5, 4], [1_000_000, 3, 9_000_000_000], [Int64.max, Int64.min, 0], [4, 4, 2]] {
            let rows = RowPositions(rowids: rowids)
            var expected: [Int64: Int] = [:]
            for (index, rowid) in rowids.enumerated() { expected[rowid] = index }
            #expect(rowids.map { rows.index(ofRowid: $0) } == rowids.map { expected[$0] }, "\(rowids)")
            #expect(rows.index(ofRowid: 6) == nil)
        }
        #expect(RowPositions(rowids: [7, 3, 5, 4]).isArray)
        #expect(!RowPositions(rowids: [1_000_000, 3, 9_000_000_000]).isArray)
        #expect(RowPositions(rowids: []).index(ofRowid: 0) == nil)
    }
}
