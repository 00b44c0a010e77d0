import Foundation
import SafeIO
import Testing

/// `ordersh import`, `ordersh export` and `--data STORE.sqlite` through the binary.
@Suite("ordersh import and export", .ownThread)
struct StoreCommandTests {
    @Test("import writes a store that --data reads by content; export writes the data file back; the lists match")
    func roundTrip() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let store = folder.path + "/orders.db"
        let imported = try OrdershBinary.run(["import", "Fixtures/golden/_data/tax-rate-0.08.json", store])
        #expect(imported == RunResult(stdout: "Imported 1 order (1 item), 0 promos and 0 bookmarks into \(store)\n", stderr: "", status: 0))

        let listing = OrdershBinary.fixed + ["-c", "load orders; show list; load order #A1B2C3D4; show detail.totalLabel"]
        let fromStore = try OrdershBinary.run(["--data", store] + listing)
        #expect(fromStore == (try OrdershBinary.run(["--data", "Fixtures/golden/_data/tax-rate-0.08.json"] + listing)))
        #expect(fromStore.stdout.hasSuffix("$107.99\n"))

        let json = folder.path + "/back.json"
        #expect(try OrdershBinary.run(["export", store, json]).status == 0)
        #expect(try OrdershBinary.run(["--data", json] + listing) == fromStore)
    }

    @Test("an existing target is refused (exit 1) unless --replace; usage errors exit 2")
    func refusals() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let store = try folder.write("taken.sqlite", "keep me")
        let refused = try OrdershBinary.run(["import", "Fixtures/golden/_data/tax-rate-0.08.json", store])
        #expect(refused == RunResult(stdout: "", stderr: "ordersh import: \(EchoedValue.echoedPath(store)): already exists; add --replace to overwrite it\n", status: 1))
        #expect(try String(contentsOfFile: store, encoding: .utf8) == "keep me")
        #expect(try OrdershBinary.run(["import", "Fixtures/golden/_data/tax-rate-0.08.json", store, "--replace"]).status == 0)
        #expect(try OrdershBinary.run(["import", "only-one.json"]).status == 2)
        #expect(try OrdershBinary.run(["import", "missing.json", folder.path + "/m.sqlite"])
            == RunResult(stdout: "", stderr: "ordersh import: missing.json: no such file\n", status: 1))
        #expect(try OrdershBinary.run(["export", folder.path, folder.path + "/out.json"])
            == RunResult(stdout: "", stderr: "ordersh export: \(folder.path): is a directory, not a data file\n", status: 1))
        #expect(try OrdershBinary.run(["export", "--help"]).stdout.contains("ordersh export <store.sqlite> <data.json> [--replace]"))
    }

    @Test("a bad data file is not imported: its located error, exit 1, nothing written")
    func badSource() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let result = try OrdershBinary.run(["import", "Fixtures/golden/_data/negative-price.json", folder.path + "/s.sqlite"])
        #expect(result == RunResult(
            stdout: "",
            stderr: "ordersh import: Fixtures/golden/_data/negative-price.json:4: orders[0].items[0].price: must not be negative, found -5\n",
            status: 1))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test("a bad store fails the load with exit 1 and one message")
    func badStore() throws {
        let result = try OrdershBinary.run(
            OrdershBinary.fixed + ["--data", "Fixtures/golden/_data/store-newer-schema.sqlite", "-c", "load orders"])
        #expect(result == RunResult(
            stdout: "",
            stderr: "-c:1:1: error: Failed to load orders: Fixtures/golden/_data/store-newer-schema.sqlite: made by a newer ordersh (schema v3); this one reads v1, v2\n",
            status: 1))
    }
}
