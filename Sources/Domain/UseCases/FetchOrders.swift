/// Reads every order of the store.
public struct FetchOrders: Sendable {
    private let repository: any OrderRepository

    public init(repository: any OrderRepository) {
        self.repository = repository
    }

    public func execute() async throws -> [Order] {
        try await repository.fetchOrders()
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
