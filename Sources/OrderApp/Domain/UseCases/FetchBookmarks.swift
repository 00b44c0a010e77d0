/// A bookmark with the order it points to, or `nil` when that order is gone.
public struct BookmarkedOrder: Sendable, Hashable {
    public let bookmark: Bookmark
    public let order: Order?

    public init(bookmark: Bookmark, order: Order?) {
        self.bookmark = bookmark
        self.order = order
    }
}

/// Reads the bookmarks, each resolved to its order where that still exists.
public struct FetchBookmarks: Sendable {
    private let bookmarks: any BookmarkRepository
    private let orders: any OrderRepository

    public init(bookmarks: any BookmarkRepository, orders: any OrderRepository) {
        self.bookmarks = bookmarks
        self.orders = orders
    }

    public func execute() async throws -> [BookmarkedOrder] {
        async let marks = bookmarks.fetchBookmarks()
        async let all = orders.fetchOrders()
        let byId = Dictionary(try await all.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return try await marks.map { BookmarkedOrder(bookmark: $0, order: byId[$0.orderId]) }
    }
}
