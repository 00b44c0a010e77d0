import SystemPackage
import Foundation
import Domain
import OrderData

/// `data`: the bytes as a data file, read through the repository every `load` uses (from
/// a file: the streaming JSON reader, or the store reader when the SQLite header is
/// there), then the sales report of every order. Whatever the bytes, reading ends in a
/// result or an error, two reads of the same file agree, and skipping the bytes as a JSON
/// value finds what parsing them finds (``JSONSkipCheck``).
enum DataFuzz {
    static func run(_ bytes: [UInt8]) async {
        let disagreement = JSONSkipCheck.disagreement(in: bytes)
        invariant(disagreement == nil, "skipping and parsing the document differ: \(disagreement ?? "")")
        let path = Scratch.write(bytes, as: "fuzz.json")
        let first = await read(path)
        let second = await read(path)
        invariant(first == second, "two reads of the same file differ: \(first) / \(second)")
    }

    /// What a fresh repository reads: the counts and settings, or the error's text.
    static func read(_ path: String) async -> String {
        let repository = DataFileRepository(source: .file(FilePath(path), shownAs: "fuzz.json"))
        do {
            let orders = try await repository.fetchOrders()
            let promos = try await repository.fetchPromos()
            let bookmarks = try await repository.fetchBookmarks()
            let store = try await repository.fetchStoreSettings()
            // The sales report of every order: its sums of quantities and money must not trap.
            let report = ComputeSalesReport(orders: repository, settings: repository).report(
                orders, month: nil, previous: nil, store: store, calendar: Calendar(identifier: .gregorian))
            return "\(orders.count) orders \(orders.map(\.id).hashValue) \(promos.count) promos \(bookmarks.count) bookmarks \(store) "
                + "sold \(report.soldCount) revenue \(report.revenue) top \(report.topItems.map(\.quantity)) trend \(report.bucketRevenue.count)"
        } catch {
            return "error: \(error)"
        }
    }
}
