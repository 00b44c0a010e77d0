import SystemPackage
import Domain
import Foundation
import GRDB
import Testing
@testable import OrderData

/// A large store is read in halves on two connections (StoreHelper); one connection
/// reading alone is the slow twin it is held to: the same data set, the same first error.
@Suite("SQLite store read in halves")
struct StoreSplitReadTests {
    /// What reading `path` whole gives, by one connection (`split` false) or in halves of
    /// any size (`split` true), with the helper's count of connections opened.
    static func read(_ path: String, split: Bool, createdIn range: DateInterval? = nil) -> (result: Result<[Order], DataFileError>, helperConnections: Int) {
        do {
            let queue = try StoreReader.open(path, shownAs: "store.sqlite")
            let helper = StoreHelper(path: path, stamp: try FileStamp(path: path), smallestSplit: 0)
            let orders: [Order]
            if let range {
                orders = try StoreReader.readOrders(queue, helper: split ? helper : nil, path: FilePath(path), shownAs: "store.sqlite", createdIn: range).orders
            } else {
                orders = try StoreReader.read(queue, helper: split ? helper : nil, path: FilePath(path), shownAs: "store.sqlite").orders
            }
            return (.success(orders), helper.connectionsOpened)
        } catch let error as DataFileError {
            return (.failure(error), 0)
        } catch {
            return (.failure(DataFileError(file: "store.sqlite", message: "unexpected \(error)")), 0)
        }
    }

    static let november = DateInterval(start: Date(timeIntervalSince1970: 1_793_491_200), end: Date(timeIntervalSince1970: 1_796_083_200))

    @Test("the default data, a month of it, and rowids that are not 1…n read the same in halves", arguments: StoreVersion.allCases)
    func sameData(version: StoreVersion) throws {
        let scratch = Scratch()
        let path = try scratch.defaultStore(version: version)
        let embedded = try EmbeddedDataSet.decoded.get()
        let split = Self.read(path, split: true)
        #expect(try split.result.get() == embedded.orders)
        #expect(split.helperConnections == 1, "the helper read a half")
        let month = try Self.read(path, split: true, createdIn: Self.november).result.get()
        #expect(month == (try Self.read(path, split: false, createdIn: Self.november).result.get()))
        #expect(month.count == 30)

        try scratch.change(path, "UPDATE orders SET rowid = rowid + 1000000 WHERE position % 3 = 0")
        try scratch.change(path, "UPDATE orders SET rowid = -rowid WHERE position = 5")
        #expect(try Self.read(path, split: true).result.get() == embedded.orders)
    }

    @Test("rowids at both ends of SQLite's range (−2⁶³ and 2⁶³−1) read the same, whole and in halves", arguments: StoreVersion.allCases)
    func extremeRowids(version: StoreVersion) throws {
        let scratch = Scratch()
        let path = try scratch.defaultStore(version: version)
        let embedded = try EmbeddedDataSet.decoded.get()
        try scratch.change(path, "UPDATE orders SET rowid = -9223372036854775808 WHERE position = 0")
        try scratch.change(path, "UPDATE orders SET rowid = 9223372036854775807 WHERE position = 1")
        #expect(try Self.read(path, split: true).result.get() == embedded.orders)
        #expect(try Self.read(path, split: false).result.get() == embedded.orders)
        #expect(try DataFileRepository.read(path, shownAs: "store.sqlite").orders == embedded.orders)
    }

    @Test("a bad value is told as one connection tells it, in whichever half it is; the first half's comes first",
          arguments: [
              // The first and the last order by rowid, and by the items' key (id or row).
              "UPDATE orders SET createdAt = 'soon' WHERE rowid = (SELECT min(rowid) FROM orders)",
              "UPDATE orders SET createdAt = 'soon' WHERE rowid = (SELECT max(rowid) FROM orders)",
              "UPDATE orders SET isResidential = 7 WHERE rowid IN ((SELECT min(rowid) FROM orders), (SELECT max(rowid) FROM orders))",
              "UPDATE items SET price = 'x' WHERE ORDER_KEY = (SELECT min(ORDER_KEY) FROM items)",
              "UPDATE items SET price = 'x' WHERE ORDER_KEY = (SELECT max(ORDER_KEY) FROM items)",
              "UPDATE items SET quantity = 0 WHERE ORDER_KEY IN ((SELECT min(ORDER_KEY) FROM items), (SELECT max(ORDER_KEY) FROM items))",
              // Orphan items at either end of the keys and in the middle.
              "PRAGMA foreign_keys = OFF; INSERT INTO items VALUES ('0', 0, 'Mug', '1', 1, 0)",
              "PRAGMA foreign_keys = OFF; INSERT INTO items VALUES ('zzzzzzzz', 0, 'Mug', '1', 1, 0)",
              "PRAGMA foreign_keys = OFF; INSERT INTO items VALUES ('8.5', 0, 'Mug', '1', 1, 0)",
              "PRAGMA foreign_keys = OFF; INSERT INTO items VALUES (1000, 0, 'Mug', '1', 1, 0)",
              "PRAGMA foreign_keys = ON; UPDATE orders SET rowid = rowid + 100 WHERE rowid > 30; "
                  + "PRAGMA foreign_keys = OFF; INSERT INTO items VALUES (50, 0, 'Mug', '1', 1, 0)",
          ], StoreVersion.allCases)
    func sameError(template: String, version: StoreVersion) throws {
        let scratch = Scratch()
        let path = try scratch.defaultStore(version: version)
        try scratch.change(path, version.sql(template))
        let alone = Self.read(path, split: false).result
        let halves = Self.read(path, split: true).result
        guard case .failure(let expected) = alone else {
            Issue.record("the change made no error")
            return
        }
        #expect(halves == .failure(expected))
    }

    @Test("a store in WAL mode is read by one connection: a writer may commit between two starts")
    func writeAheadLog() throws {
        let scratch = Scratch()
        let path = try scratch.defaultStore()
        try scratch.change(path, "PRAGMA journal_mode = WAL")
        let read = Self.read(path, split: true)
        #expect(try read.result.get() == (try EmbeddedDataSet.decoded.get().orders))
        #expect(read.helperConnections == 0)
    }

    @Test("the split key is the median id as bytes, of a sample spread over the orders")
    func splitKey() {
        func heads(_ ids: [String]) -> [StoreReader.Head] {
            ids.map { StoreReader.Head(id: OrderIdentifier($0), title: TextSlice(""), createdAt: Date(timeIntervalSince1970: 0), status: .pending, isResidential: false) }
        }
        #expect(StoreReader.splitKey(heads([])) == nil)
        #expect(StoreReader.splitKey(heads(["only-one"])) == nil)
        #expect(StoreReader.splitKey(heads(["b", "a"])) == "b")
        // Bytes, as SQLite sorts: "Z" (0x5A) before "a" (0x61) before "é" (0xC3 0xA9).
        #expect(StoreReader.splitKey(heads(["é", "a", "Z"])) == "a")
        // Every 9th of 10,000 ids: 1,112 of them, whose middle one is 556 × 9.
        #expect(StoreReader.splitKey(heads((0..<10_000).map { String(format: "%05d", $0) })) == "05004")
    }
}
