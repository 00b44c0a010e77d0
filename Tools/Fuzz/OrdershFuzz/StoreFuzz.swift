import SystemPackage
import Foundation
import Domain
import OrderData

/// `store`: the bytes as an SQLite file, read whole and for one month by the store
/// reader. Reading never crashes; a month's read holds no order the whole read lacks.
enum StoreFuzz {
    /// The SQLite header; inputs without it are given it, so the store reader runs.
    private static let header = Array("SQLite format 3\0".utf8)

    static func run(_ bytes: [UInt8]) async {
        let file = bytes.starts(with: header) ? bytes : header + bytes
        let path = Scratch.write(file, as: "fuzz.sqlite")
        let whole = DataFileRepository(source: .file(FilePath(path), shownAs: "fuzz.sqlite"))
        let all = try? await whole.fetchOrders()
        let month = DateInterval(start: Date(timeIntervalSince1970: 1_793_491_200), duration: 30 * 86_400)
        let partial = DataFileRepository(source: .file(FilePath(path), shownAs: "fuzz.sqlite"))
        guard let selection = try? await partial.fetchOrders(createdIn: month), let all else { return }
        let ids = Set(all.map(\.id))
        invariant(selection.orders.allSatisfy { ids.contains($0.id) }, "a month's read has an order the whole read lacks")
    }
}
