import Foundation
import Domain

/// A decorator that makes any repository slow or failing, as its ``FaultPlan`` says.
///
/// The wait is cancellable: cancelling the fetching task ends it at once with
/// `CancellationError`.
public struct FaultInjectingRepository<Base: Sendable>: Sendable {
    public let base: Base
    public let plan: FaultPlan
    private let sleep: @Sendable (Duration) async throws -> Void

    /// Wraps `base`; `sleep` waits out the latency (tests pass a controllable one).
    public init(
        _ base: Base,
        plan: FaultPlan,
        sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }
    ) {
        self.base = base
        self.plan = plan
        self.sleep = sleep
    }

    private func applyFaults() async throws {
        let latency = plan.latency
        if latency > .zero { try await sleep(latency) }
        try Task.checkCancellation()
        if plan.isFailing { throw SimulatedFailure() }
    }
}

extension FaultInjectingRepository: OrderRepository where Base: OrderRepository {
    public func fetchOrders() async throws -> [Order] {
        try await applyFaults()
        return try await base.fetchOrders()
    }

    public func fetchOrders(createdIn range: DateInterval) async throws -> OrderSelection {
        try await applyFaults()
        return try await base.fetchOrders(createdIn: range)
    }
}

extension FaultInjectingRepository: PromoRepository where Base: PromoRepository {
    public func fetchPromos() async throws -> [Promo] {
        try await applyFaults()
        return try await base.fetchPromos()
    }
}

extension FaultInjectingRepository: BookmarkRepository where Base: BookmarkRepository {
    public func fetchBookmarks() async throws -> [Bookmark] {
        try await applyFaults()
        return try await base.fetchBookmarks()
    }
}

extension FaultInjectingRepository: StoreSettingsRepository where Base: StoreSettingsRepository {
    public func fetchStoreSettings() async throws -> StoreSettings {
        try await applyFaults()
        return try await base.fetchStoreSettings()
    }
}

extension FaultInjectingRepository: OrderDataSource where Base: OrderDataSource {}
