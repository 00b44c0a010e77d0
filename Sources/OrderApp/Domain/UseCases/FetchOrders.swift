import Foundation

/// Reads the orders a list needs: every order, or those a filter's month can keep.
public struct FetchOrders: Sendable {
    private let repository: any OrderRepository

    /// How far a month is widened on each side when it is read: UTC offsets run from
    /// −12:00 to +14:00, so the same month in any other time zone stays inside, and
    /// `set timezone` needs no new read.
    public static let zoneMargin: TimeInterval = 26 * 3600

    public init(repository: any OrderRepository) {
        self.repository = repository
    }

    /// Every order `filter` can keep, and perhaps others: with a month rule, the month
    /// (widened by ``zoneMargin``) where the repository can narrow what it reads.
    public func execute(for filter: OrderFilter.Prepared) async throws -> OrderSelection {
        guard let month = filter.months else { return .everything(try await repository.fetchOrders()) }
        guard let month else {
            // A month no instant is in: nothing can pass.
            return try await repository.fetchOrders(createdIn: DateInterval(start: .distantPast, duration: 0))
        }
        return try await repository.fetchOrders(
            createdIn: DateInterval(start: month.start - Self.zoneMargin, end: month.end + Self.zoneMargin))
    }
}

/// Reads the store-wide money settings.
public struct FetchStoreSettings: Sendable {
    private let repository: any StoreSettingsRepository

    public init(repository: any StoreSettingsRepository) {
        self.repository = repository
    }

    public func execute() async throws -> StoreSettings {
        try await repository.fetchStoreSettings()
    }
}

/// Reads the promotion codes the store offers.
public struct FetchPromos: Sendable {
    private let repository: any PromoRepository

    public init(repository: any PromoRepository) {
        self.repository = repository
    }

    public func execute() async throws -> [Promo] {
        try await repository.fetchPromos()
    }
}
