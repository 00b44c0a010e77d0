import Domain
import Foundation
import SystemPackage
import Testing
@testable import OrderData

/// A load keeps each item name longer than a `String` holds inline, and every title, in its
/// reader's ``TextStore``: the orders read are the same, and no name or title is a heap
/// object of its own.
@Suite("Long item names and titles in shared text")
struct SharedTextTests {
    static let data = generatedDataSet(count: 20_000)

    /// The names longer than 15 bytes are all shared, and the orders equal the data set's.
    /// `readOrder`: the positions in the order the reader read them (a store's rows are in
    /// creation order), by default the data set's.
    static func check(_ orders: [Order], readOrder: [Int]? = nil, _ source: SourceLocation = #_sourceLocation) {
        #expect(orders == data.orders, sourceLocation: source)
        let items = orders.flatMap(\.items)
        let long = items.filter { $0.name.utf8.count > 15 }
        #expect(long.count > 5000, sourceLocation: source)
        #expect(long.allSatisfy { $0.storedName.isShared }, sourceLocation: source)
        #expect(!items.contains { $0.name.utf8.count <= 15 && $0.storedName.isShared }, sourceLocation: source)
        // Titles, whatever their length, are bytes of a few blocks: a reader moves to a new
        // one every few thousand orders, never one per order.
        let read = (readOrder ?? Array(orders.indices)).map { orders[$0] }
        let newBlocks = zip(read, read.dropFirst()).count { !$0.titleText.sharesBlock(with: $1.titleText) }
        #expect(newBlocks < orders.count / 100, sourceLocation: source)
    }

    @Test("a data file read by one reader, and by two")
    func dataFile() throws {
        let scratch = Scratch()
        let path = scratch.path("large.json")
        try DataFileEncoder.write(Self.data, to: FilePath(path))
        Self.check(try DataFileRepository.read(path, shownAs: "large.json").orders)
        let size = try #require(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
        let descriptor = open(path, O_RDONLY)
        defer { close(descriptor) }
        let split = SecondHalf.Source(path: FilePath(path), size: size, minimumSize: 0, chunkSize: 4096)
        let decoded = try DataFileDecoder.decode(JSONReader(descriptor: descriptor, chunkSize: 4096), file: "large.json", observer: nil, split: split)
        Self.check(try #require(decoded).orders)
    }

    @Test("a store read whole, on two connections")
    func store() throws {
        let scratch = Scratch()
        let path = scratch.path("large.sqlite")
        try StoreWriter.write(Self.data, to: path)
        Self.check(try DataFileRepository.read(path, shownAs: "large.sqlite").orders, readOrder: StoreWriter.creationOrder(Self.data.orders))
    }
}

@Suite("Id table sizing")
struct IdTableSizingTests {
    @Test("the table is sized for the rest of the part at the rate the first orders took, with a tenth more")
    func rate() {
        // 1,024 orders in 558,080 bytes (545 each); 272 MB left: about 499,000 more.
        #expect(IdTableSizing.capacity(count: 1024, used: 558_080, remaining: 272_000_000) == 1024 + 499_082 + 49_908)
        #expect(IdTableSizing.capacity(count: 1024, used: 1024 * 300, remaining: 0) == 1024)
        #expect(IdTableSizing.capacity(count: 0, used: 0, remaining: 1000) == 0)
        // No overflow on absurd sizes: the count is capped.
        #expect(IdTableSizing.capacity(count: 1024, used: 1, remaining: Int.max) == 1024 + 50_000_000)
    }
}
