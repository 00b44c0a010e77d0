import DisplayInterface
import Domain
import Foundation
import OrderAppTestSupport
import Locking
@testable import Presentation

func dec(_ text: String) -> Decimal {
    guard let value = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) else { fatalError("bad decimal \(text)") }
    return value
}

func instant(_ text: String) -> Date {
    guard let date = try? Date.ISO8601FormatStyle().parse(text) else { fatalError("bad date \(text)") }
    return date
}

/// A small, hand-checkable data set (totals at tax rate 0.08875 in the comments).
enum TestData {
    static func order(_ id: String, _ title: String, _ at: String, _ status: OrderStatus, _ items: [OrderItem], residential: Bool = true) -> Order {
        Order(id: id, title: title, createdAt: instant(at), status: status, items: items, shippingAddress: Address(isResidential: residential))
    }

    static let orders: [Order] = [
        // 25.00 + 2.22 = 27.22, shipping 2.72
        order("7f3a9c2e4b1d4e0f", "Birthday gifts", "2026-11-03T14:22:00Z", .shipped, [OrderItem(name: "Mug", price: dec("12.50"), quantity: 2)]),
        // 1299.00 + 115.29 = 1414.29, free; signature item but a business address
        order("a1b2c3d4e5f6", "Laptop", "2026-11-15T09:30:00Z", .processing,
              [OrderItem(name: "Laptop", price: dec("1299.00"), quantity: 1, requiresSignature: true)], residential: false),
        order("c0ffee00aa", "Cancelled TV", "2026-11-07T19:10:00Z", .cancelled, [OrderItem(name: "TV", price: dec("649.00"), quantity: 1)]),
        order("0000zer0", "Free samples", "2026-11-05T12:00:00Z", .delivered, [OrderItem(name: "Sachet", price: 0, quantity: 3)]),
        // 39.49 + 3.50 = 42.99, shipping 4.30
        order("1a7e0c70", "Halloween costumes", "2026-10-31T23:59:59Z", .delivered,
              [OrderItem(name: "Witch hat", price: dec("14.99"), quantity: 1), OrderItem(name: "Cape", price: dec("24.50"), quantity: 1)]),
        // 37.00 + 3.28 = 40.28, shipping 4.03; signature at a home
        order("f1a5700b", "November kick-off", "2026-11-01T00:00:00Z", .shipped,
              [OrderItem(name: "Calendar", price: dec("18.00"), quantity: 1, requiresSignature: true), OrderItem(name: "Pen", price: dec("9.50"), quantity: 2)]),
        // 120.00 + 10.65 = 130.65, free
        order("5a7e2000", "Weekend cart", "2026-11-12T10:00:00Z", .pending, [OrderItem(name: "Hiking boots", price: dec("60.00"), quantity: 2)]),
        // 89.00 + 7.90 = 96.90, shipping 9.69
        order("9e7a4b3d", "Returned jacket", "2026-11-04T09:00:00Z", .other("returned"), [OrderItem(name: "Rain jacket", price: dec("89.00"), quantity: 1)]),
    ]

    /// `count` orders of November 1 to 20, 2026 (order `i` on day `1 + i % 20`, its id `i`
    /// in hexadecimal and titled `Order i`): a third of them returned or lost, the rest
    /// shipped, with totals (and so shipping) of 40 sizes.
    static func manyOrders(_ count: Int) -> [Order] {
        (0..<count).map { index in
            let day = String(format: "%02d", 1 + index % 20)
            let status: OrderStatus = index % 3 == 0 ? .other(index % 2 == 0 ? "returned" : "lost") : .shipped
            return order(String(format: "%08x", index), "Order \(index)", "2026-11-\(day)T10:00:00Z", status,
                         [OrderItem(name: "Pen", price: dec("5.00"), quantity: 1 + index % 40)])
        }
    }

    static let promos: [Promo] = [
        Promo(code: "SAVE20", kind: .percent, value: 20),
        Promo(code: "TENOFF", kind: .amount, value: dec("10.00"), minSubtotal: dec("50.00"), expiresAt: instant("2026-12-31T23:59:59Z")),
        Promo(code: "SUMMER15", kind: .percent, value: 15, expiresAt: instant("2026-08-31T23:59:59Z")),
        Promo(code: "THIRD", kind: .percent, value: dec("33.333")),
    ]

    static let bookmarks: [Bookmark] = [
        Bookmark(id: "b1", title: "Gift for Sam", orderId: "7f3a9c2e4b1d4e0f"),
        Bookmark(id: "b2", title: "Deleted order", orderId: "deadbeef"),
    ]
}

/// An in-memory data source.
struct StubDataSource: OrderDataSource {
    var orders = TestData.orders
    var promos = TestData.promos
    var bookmarks = TestData.bookmarks
    var store = StoreSettings.standard

    func fetchOrders() async throws -> [Order] { orders }
    func fetchPromos() async throws -> [Promo] { promos }
    func fetchBookmarks() async throws -> [Bookmark] { bookmarks }
    func fetchStoreSettings() async throws -> StoreSettings { store }
}

/// A session over the stub data, behind a fault plan the test controls.
@MainActor func makeSession(
    _ source: StubDataSource = StubDataSource(),
    plan: FaultPlan = FaultPlan(),
    environment: SessionEnvironment = .harness,
    sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }
) -> DisplaySession {
    testSession(source: FaultyDataSource(source, plan: plan, sleep: sleep), environment: environment)
}

/// A session of the order app's ViewModels on `source`, in `environment`.
@MainActor func testSession(source: any OrderDataSource, environment: SessionEnvironment) -> DisplaySession {
    DisplaySession(environment: environment, viewModels: OrderViewModels(source: source).make(in:))
}

extension DisplaySession {
    /// How many values have been formatted so far (the formatters the ViewModels share
    /// count them), for tests that prove reads format nothing.
    var formatCount: Int { list.context.formatCounter.count }
}

/// The stub data behind a source that reads one month at a time, as a store does, and
/// records what each read asked for.
final class MonthReadingDataSource: OrderDataSource {
    let stub: StubDataSource
    let reads = Locked<[String]>([])

    init(_ stub: StubDataSource = StubDataSource()) {
        self.stub = stub
    }

    func fetchOrders() async throws -> [Order] {
        reads.withLock { $0.append("every order") }
        return stub.orders
    }

    func fetchOrders(createdIn range: DateInterval) async throws -> OrderSelection {
        reads.withLock { $0.append("\(range.start.formatted(.iso8601)) ..< \(range.end.formatted(.iso8601))") }
        return OrderSelection(
            orders: stub.orders.filter { range.start <= $0.createdAt && $0.createdAt < range.end }, completeRange: range,
            statuses: OrderSelection.everything(stub.orders).statuses, createdSpan: OrderSelection.createdSpan(of: stub.orders))
    }

    func fetchPromos() async throws -> [Promo] { stub.promos }
    func fetchBookmarks() async throws -> [Bookmark] { stub.bookmarks }
    func fetchStoreSettings() async throws -> StoreSettings { stub.store }
}
