import Domain
import Foundation
import Testing

@Suite("FetchOrder lookup")
struct FetchOrderTests {
    let orders = [
        order("7f3a9c2e4b1d4e0f9a8b7c6d5e4f3a2b"),
        order("7f3a1b0c9d8e4f7a8b6c5d4e3f2a1b0c"),
        order("abcd"),
        order("abcdef0123"),
    ]

    @Test("full id, unique prefix and order number find the order, ignoring case", arguments: [
        "7f3a9c2e4b1d4e0f9a8b7c6d5e4f3a2b", "7F3A9C2E4B1D4E0F9A8B7C6D5E4F3A2B", "7f3a9", "#7F3A9C2E", "#7f3a9c2e", " 7f3a9c ",
    ])
    func finds(reference: String) throws {
        #expect(try FetchOrder.find(reference, in: orders).id == "7f3a9c2e4b1d4e0f9a8b7c6d5e4f3a2b")
    }

    @Test("an exact id wins over a longer id that starts with it")
    func exactWins() throws {
        #expect(try FetchOrder.find("ABCD", in: orders).id == "abcd")
    }

    @Test("a shared prefix is ambiguous and names the candidates")
    func ambiguous() {
        #expect(throws: OrderLookupError.ambiguous(reference: "7f3a", names: ["#7F3A1B0C", "#7F3A9C2E"])) {
            try FetchOrder.find("7f3a", in: orders)
        }
        #expect(OrderLookupError.ambiguous(reference: "7f3a", names: ["#7F3A1B0C", "#7F3A9C2E"]).description
            == "'7f3a' matches 2 orders: #7F3A1B0C, #7F3A9C2E")
    }

    @Test("orders that share an order number are named by their ids")
    func sharedNumber() {
        let twins = [order("7f3a9c2e0001", at: "2026-11-03T10:00:00Z"), order("7f3a9c2e0002", at: "2026-11-04T10:00:00Z")]
        #expect(throws: OrderLookupError.ambiguous(reference: "#7F3A9C2E", names: ["7f3a9c2e0001", "7f3a9c2e0002"])) {
            try FetchOrder.find("#7F3A9C2E", in: twins)
        }
    }

    @Test("fewer than four characters are not a prefix")
    func tooShort() {
        #expect(throws: OrderLookupError.tooShort(reference: "7f3")) { try FetchOrder.find("7f3", in: orders) }
        #expect(OrderLookupError.notFound(reference: "9z").description == "no order matches '9z'")
        #expect(OrderLookupError.tooShort(reference: "7F3").description == "no order matches '7F3': an id prefix needs 4 or more characters")
    }

    @Test("an empty reference is its own error")
    func empty() {
        #expect(throws: OrderLookupError.emptyReference) { try FetchOrder.find(" # ", in: orders) }
    }

    @Test("execute reads through the repository")
    func execute() async throws {
        let fetch = FetchOrder(repository: StubOrders(orders: orders))
        #expect(try await fetch.execute(reference: "#7F3A1B0C").id == "7f3a1b0c9d8e4f7a8b6c5d4e3f2a1b0c")
    }
}

struct StubOrders: OrderRepository, BookmarkRepository {
    var orders: [Order] = []
    var bookmarks: [Bookmark] = []
    func fetchOrders() async throws -> [Order] { orders }
    func fetchBookmarks() async throws -> [Bookmark] { bookmarks }
}

@Suite("FetchBookmarks")
struct FetchBookmarksTests {
    @Test("each bookmark carries its order, or nil when the order is gone")
    func resolvesOrders() async throws {
        let kept = order("7f3a9c2e4b1d4e0f9a8b7c6d5e4f3a2b")
        let repository = StubOrders(orders: [kept], bookmarks: [
            Bookmark(id: "b1", title: "Gift for Sam", orderId: kept.id),
            Bookmark(id: "b2", title: "Gone", orderId: "deadbeef"),
        ])
        let result = try await FetchBookmarks(bookmarks: repository, orders: repository).execute()
        #expect(result.map(\.bookmark.id) == ["b1", "b2"])
        #expect(result.map(\.order?.id) == [kept.id, nil])
    }
}
