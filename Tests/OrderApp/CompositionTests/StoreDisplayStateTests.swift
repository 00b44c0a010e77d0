import SystemPackage
import DisplayInterface
import Composition
import Foundation
import Presentation
import OrderAppTestSupport
import Testing

/// A data file and the store imported from it must give every ViewModel the same display
/// state: the source changes only OrderData and the composition root.
@MainActor
@Suite("Store and data file, same display state")
struct StoreDisplayStateTests {
    /// A data file of `count` generated orders: every status, 0–4 items, non-ASCII titles,
    /// prices as strings and numbers, three months.
    static func generatedDataFile(count: Int) -> String {
        let titles = ["Birthday gifts", "Café supplies", "お茶会", "Świąteczne zakupy", "Señor Pérez's order"]
        let statuses = ["pending", "processing", "shipped", "delivered", "cancelled", "on-hold"]
        let prices = ["\"12.50\"", "\"0.99\"", "45", "\"1234.5\"", "\"0\"", "19.95"]
        let orders = (0..<count).map { n in
            let items = (0..<(n % 5)).map { k in
                #"{"name": "Item \#(k)", "price": \#(prices[(n + k) % prices.count]), "quantity": \#(1 + (n * k) % 4), "requiresSignature": \#(n % 11 == k)}"#
            }
            let day = 1 + n % 28
            let month = 9 + n % 3
            return #"{"id": "\#(String(format: "%08x", n * 2_654_435_761 % 4_294_967_291))", "title": "\#(titles[n % titles.count])", "#
                + #""createdAt": "2026-\#(month)-\#(day < 10 ? "0" : "")\#(day)T\#(10 + n % 12):15:00Z", "status": "\#(statuses[n % statuses.count])", "#
                + #""items": [\#(items.joined(separator: ", "))], "shippingAddress": {"isResidential": \#(n % 3 != 0)}}"#
        }
        return #"{"store": {"currency": "EUR", "taxRate": "0.19", "freeShippingThreshold": "50", "shippingRate": "0.05"}, "orders": [\#(orders.joined(separator: ",\n"))], "#
            + #""promos": [{"code": "SAVE20", "kind": "percent", "value": "20"}], "bookmarks": [{"id": "b1", "title": "First", "orderId": "00000000"}]}"#
    }

    /// Every display property of every ViewModel after loading all four and changing the list.
    static func displayState(of dataFile: String) async throws -> [String] {
        var environment = SessionEnvironment.harness
        environment.locale = Locale(identifier: "de_DE")
        let session = try SessionAssembly(dataFile: FilePath(dataFile), environment: environment).session
        await session.list.load()
        let reference = try #require(session.list.rows.first?.id)
        await session.detail.load(reference: reference)
        await session.summary.load(reference: reference)
        session.summary.applyPromo("SAVE20")
        await session.bookmarks.load()
        await session.sales.load(month: nil)
        var state = ["\(session.list.countLabel), \(session.list.errorMessage ?? "no error")"]
        state += session.viewModels.map { "\($0.displayName): \($0.displayProperties)" }
        session.list.sort(by: .total)
        // A store reads one month at a time: these read more, and are waited for.
        try session.list.filter([FilterClause(.month, .equal, "all")])
        await session.list.settle()
        state.append("list sorted, all months: \(session.list.displayProperties)")
        try session.setNow("2026-10-15T12:00:00Z")
        session.list.resetFilter()
        await session.list.settle()
        state.append("list in October: \(session.list.displayProperties)")
        try session.setTimeZone("Pacific/Kiritimati")
        // The last status is one only the data knows ("returned", "on-hold").
        try session.list.filter([FilterClause(.status, .equal, session.list.statusValues.last ?? "")])
        await session.list.settle()
        state.append("list by an unusual status at +14:00: \(session.list.displayProperties), \(session.list.statusValues)")
        return state
    }

    @Test("the default data and a generated file of 5,000 orders", arguments: [0, 5_000])
    func sameState(generated count: Int) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ordersh-twins-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let json = count == 0 ? "Sources/OrderApp/OrderData/Resources/default-data.json" : folder + "/orders.json"
        if count > 0 { #expect(FileManager.default.createFile(atPath: json, contents: Data(Self.generatedDataFile(count: count).utf8))) }
        let store = folder + "/orders.sqlite"
        _ = try DataFileCommands.importData(from: FilePath(json), to: FilePath(store), replace: false)

        let fromFile = try await Self.displayState(of: json)
        let fromStore = try await Self.displayState(of: store)
        #expect(fromStore == fromFile)
        #expect(fromFile.count == 9)
        #expect(fromFile.first == (count == 0 ? "25 orders, no error" : "1.333 orders, no error"))
    }
}
