import Domain
import Foundation
import Locking

/// What ``FaultyDataSource`` does to every fetch: wait, fail, or both; changed while a
/// test runs. (The product's twin lives in OrderData; Presentation's tests need none of it.)
final class FaultPlan: Sendable {
    private let state: Locked<(latency: Duration, isFailing: Bool)>

    init(latency: Duration = .zero, isFailing: Bool = false) {
        state = Locked((latency, isFailing))
    }

    var latency: Duration {
        get { state.withLock { $0.latency } }
        set { state.withLock { $0.latency = newValue } }
    }

    var isFailing: Bool {
        get { state.withLock { $0.isFailing } }
        set { state.withLock { $0.isFailing = newValue } }
    }
}

/// The error a failing plan makes every fetch throw.
struct SimulatedFailure: Error, CustomStringConvertible {
    var description: String { "simulated failure" }
}

/// A data source that waits and fails as its plan says, then asks `base`.
struct FaultyDataSource<Base: OrderDataSource>: OrderDataSource {
    let base: Base
    let plan: FaultPlan
    let sleep: @Sendable (Duration) async throws -> Void

    init(_ base: Base, plan: FaultPlan, sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }) {
        self.base = base
        self.plan = plan
        self.sleep = sleep
    }

    private func faults() async throws {
        let latency = plan.latency
        if latency > .zero { try await sleep(latency) }
        try Task.checkCancellation()
        if plan.isFailing { throw SimulatedFailure() }
    }

    func fetchOrders() async throws -> [Order] {
        try await faults()
        return try await base.fetchOrders()
    }

    func fetchOrders(createdIn range: DateInterval) async throws -> OrderSelection {
        try await faults()
        return try await base.fetchOrders(createdIn: range)
    }

    func fetchPromos() async throws -> [Promo] {
        try await faults()
        return try await base.fetchPromos()
    }

    func fetchBookmarks() async throws -> [Bookmark] {
        try await faults()
        return try await base.fetchBookmarks()
    }

    func fetchStoreSettings() async throws -> StoreSettings {
        try await faults()
        return try await base.fetchStoreSettings()
    }
}
