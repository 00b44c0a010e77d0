import Domain
import Foundation
import Testing
@testable import OrderData

/// A store is read through one connection while the file stays the same file.
@Suite("Store connections")
struct StoreConnectionTests {
    @Test("a list load's month and settings, and the next load, share one connection; a replaced file gets a new one")
    func oneConnection() async throws {
        let scratch = Scratch()
        let path = try scratch.defaultStore()
        let november = DateInterval(start: Date(timeIntervalSince1970: 1_793_491_200), end: Date(timeIntervalSince1970: 1_796_083_200))
        let repository = SQLiteStoreRepository(path: path, shownAs: "store.sqlite")
        async let month = repository.fetchOrders(createdIn: november)
        async let settings = repository.fetchStoreSettings()
        #expect(try await month.orders.count == 30)
        #expect(try await settings == StoreSettings.standard)
        #expect(try await repository.fetchOrders(createdIn: november).completeRange == november)
        #expect(await repository.connectionsOpened == 1)

        // Written by another program: the same file, the same connection, the new rows.
        try scratch.change(path, "UPDATE orders SET title = 'Renamed' WHERE position = 0")
        #expect(try await repository.fetchOrders().first?.title == "Renamed")
        #expect(await repository.connectionsOpened == 1)

        // Replaced (renamed over, as import --replace does): another file, a new connection.
        let other = try scratch.defaultStore("other.sqlite")
        #expect(rename(other, path) == 0)
        #expect(try await repository.fetchOrders().first?.title != "Renamed")
        #expect(await repository.connectionsOpened == 2)
    }
}
