import Domain
import Foundation
import GRDB
import SystemPackage
import Testing
@testable import OrderData

/// A folder of its own for one test, removed at the end.
final class Scratch {
    let folder: String

    init() {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("ordersh-store-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: folder) }

    func path(_ name: String) -> String { folder + "/" + name }

    /// The embedded data set written as a store at `name`, in schema `version`.
    func defaultStore(_ name: String = "store.sqlite", version: StoreVersion = .latest) throws -> String {
        let path = path(name)
        try StoreWriter.write(try EmbeddedDataSet.decoded.get(), to: FilePath(path), version: version.rawValue)
        return path
    }

    /// Runs `sql` on the store at `path` through a connection of its own, as another program would.
    func change(_ path: String, _ sql: String) throws {
        let queue = try DatabaseQueue(path: path)
        try queue.writeWithoutTransaction { try $0.execute(sql: sql) }
        try queue.close()
    }

    /// What a load of `path` throws, as its message.
    func loadError(_ path: String, shownAs name: String = "store.sqlite") -> String? {
        do {
            _ = try DataFileRepository.read(path, shownAs: name)
            return nil
        } catch {
            return "\(error)"
        }
    }
}

/// A schema version a test writes a store in: the one `import` writes, or version 1, which
/// earlier ordersh wrote and this one still reads.
enum StoreVersion: String, CaseIterable, Sendable, CustomTestStringConvertible {
    /// Items keyed by their order's id.
    case v1
    /// Items keyed by their order's row.
    case v2

    static let latest = StoreVersion.v2

    var testDescription: String { rawValue }

    /// `sql` with each `ITEMS_OF(N)` replaced by the condition that holds for the items of
    /// the order at file position N, and `ORDER_KEY` by the items' column naming the order.
    func sql(_ sql: String) -> String {
        let condition = switch self {
        case .v1: "orderId = (SELECT id FROM orders WHERE position = $1)"
        case .v2: "orderRow = (SELECT rowid FROM orders WHERE position = $1)"
        }
        return sql.replacingOccurrences(of: #"ITEMS_OF\(([0-9]+|%d)\)"#, with: condition, options: .regularExpression)
            .replacingOccurrences(of: "ORDER_KEY", with: self == .v1 ? "orderId" : "orderRow")
    }
}

/// A deterministic data set of `count` orders with every status, 0–5 items, non-ASCII
/// titles, promos with and without limits, and bookmarks.
func generatedDataSet(count: Int) -> DataSet {
    let titles = ["Birthday gifts", "Café supplies", "お茶会", "Świąteczne zakupy", "Señor Pérez's \"order\"", "Tab\there"]
    let prices = ["12.50", "0.99", "45", "1234567.891", "0", "19.95"]
    let statuses: [OrderStatus] = [.pending, .processing, .shipped, .delivered, .cancelled, .other("on-hold")]
    var state: UInt64 = 2026
    func next(_ bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(bound))
    }
    let start = Date(timeIntervalSince1970: 1_788_220_800)  // 2026-09-01T00:00:00Z
    let orders = (0..<count).map { n in
        Order(
            id: String(format: "%08x%08x", n, next(1 << 30)),
            title: titles[next(titles.count)],
            createdAt: start.addingTimeInterval(TimeInterval(next(91 * 86_400)) + (n % 7 == 0 ? 0.25 : 0)),
            status: statuses[next(statuses.count)],
            items: (0..<next(6)).map { _ in
                OrderItem(
                    name: titles[next(titles.count)], price: Decimal(string: prices[next(prices.count)]) ?? 0,
                    quantity: 1 + next(6), requiresSignature: next(7) == 0)
            },
            shippingAddress: Address(isResidential: next(10) < 7))
    }
    return DataSet(
        store: StoreSettings(currency: "EUR", taxRate: Decimal(string: "0.19") ?? 0, freeShippingThreshold: 50, shippingRate: Decimal(string: "0.05") ?? 0),
        orders: orders,
        promos: [
            Promo(code: "SAVE20", kind: .percent, value: 20),
            Promo(code: "TENOFF", kind: .amount, value: 10, minSubtotal: 50, expiresAt: Date(timeIntervalSince1970: 1_798_761_599)),
        ],
        bookmarks: orders.prefix(3).enumerated().map { Bookmark(id: "b\($0.offset)", title: "Bookmark \($0.offset)", orderId: $0.element.id) })
}
