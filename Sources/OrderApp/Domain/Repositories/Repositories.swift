import Foundation

/// Reads the orders of the store.
public protocol OrderRepository: Sendable {
    func fetchOrders() async throws -> [Order]

    /// Every order created in `range` (start ≤ createdAt < end), and perhaps others; the
    /// selection says which. A repository that cannot narrow what it reads returns every
    /// order (the default). The caller's filter still decides which orders a list shows.
    func fetchOrders(createdIn range: DateInterval) async throws -> OrderSelection
}

extension OrderRepository {
    public func fetchOrders(createdIn range: DateInterval) async throws -> OrderSelection {
        .everything(try await fetchOrders())
    }
}

/// Reads the promotion codes the store offers.
public protocol PromoRepository: Sendable {
    func fetchPromos() async throws -> [Promo]
}

/// Reads the user's bookmarks.
public protocol BookmarkRepository: Sendable {
    func fetchBookmarks() async throws -> [Bookmark]
}

/// Reads the store-wide money settings.
public protocol StoreSettingsRepository: Sendable {
    func fetchStoreSettings() async throws -> StoreSettings
}

/// Everything the use cases read, as one source (a data file is one).
///
/// A protocol, not a composition of the four: Presentation checks its data source with one
/// `as? any OrderDataSource`, and the runtime answers a cast to a composition by searching
/// every conformance of the program once per protocol (docs/architecture.md).
public protocol OrderDataSource: OrderRepository, PromoRepository, BookmarkRepository, StoreSettingsRepository {}
