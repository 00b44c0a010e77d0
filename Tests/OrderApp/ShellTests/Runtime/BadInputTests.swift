import DisplayInterface
import Foundation
import Shell
import SafeIO
import Testing

/// Bad input of every kind (a hostile corpus): each gives one located error, no crash
/// and no hang, and the session keeps what it showed before (`load orders; set data BAD;
/// load orders; show list.countLabel` still shows the first list).
@MainActor
@Suite("Bad input")
struct BadInputTests {
    /// A small valid data file whose parts the cases below break.
    nonisolated static let good = #"{"store":{"currency":"USD","taxRate":"0.08","freeShippingThreshold":"100.00","shippingRate":"0.10"},"orders":[{"id":"abcdef0123456789","title":"Lamp","createdAt":"2026-11-12T10:00:00Z","status":"pending","items":[{"name":"Bulb","price":"10.00","quantity":2}],"shippingAddress":{"isResidential":true}}],"promos":[],"bookmarks":[]}"#

    /// Loads the embedded data, then `file` (written with `bytes`), then shows the count.
    func loadAfterGood(_ bytes: [UInt8], as file: String = "bad.json") async throws -> (ShellRun, TemporaryFolder) {
        let folder = try TemporaryFolder(files: [:])
        #expect(FileManager.default.createFile(atPath: folder.path + "/" + file, contents: Data(bytes)))
        let run = try ShellRun(options: ShellOptions(keepGoing: true))
        await run.run("load orders\nset data \(file)\nload orders\nshow list.countLabel\n", directory: folder.path)
        return (run, folder)
    }

    nonisolated static let loadFailures: [(name: String, bytes: [UInt8], message: String)] = [
        ("an empty file", [], "1:1: not valid JSON: unexpected end of the document; expected a value"),
        ("10,000 nested arrays", Array(String(repeating: "[", count: 10_000).utf8) + Array(String(repeating: "]", count: 10_000).utf8),
         "1:257: not valid JSON: nested deeper than 256 levels"),
        ("10,000 nested objects", Array(("{\"store\":" + String(repeating: "{\"a\":", count: 10_000) + "1" + String(repeating: "}", count: 10_001)).utf8),
         "1:1285: not valid JSON: nested deeper than 256 levels"),
        ("invalid UTF-8 in a string", Array(good.utf8).replacing(Array("\"Lamp\"".utf8), with: [0x22, 0x4C, 0xFF, 0x22]),
         "1:144: not valid JSON: string is not valid UTF-8"),
        ("an unpaired surrogate", Array(good.replacingOccurrences(of: "\"Lamp\"", with: "\"La\\ud800mp\"").utf8),
         "1:153: not valid JSON: unpaired surrogate in \\u escape"),
        ("a NUL byte in a string", Array(good.replacingOccurrences(of: "\"Lamp\"", with: "\"La\u{0}mp\"").utf8),
         "1:147: not valid JSON: control character byte 0x0 in a string (escape it)"),
        ("text after the document", Array((good + " x").utf8), "1:\(good.utf8.count + 2): not valid JSON: unexpected text after the end of the document"),
        ("an array at the top", Array("[]".utf8), "1: expected an object, found an array"),
        ("1e400 as a price", Array(good.replacingOccurrences(of: "\"price\":\"10.00\"", with: "\"price\":1e400").utf8),
         "1: orders[0].items[0].price: number 1e400 is out of range"),
        ("\"1E2\" as a price", Array(good.replacingOccurrences(of: "\"price\":\"10.00\"", with: "\"price\":\"1E2\"").utf8),
         "1: orders[0].items[0].price: expected a decimal number like \"12.50\", found \"1E2\""),
        ("\"0.1e-3\" as a price", Array(good.replacingOccurrences(of: "\"price\":\"10.00\"", with: "\"price\":\"0.1e-3\"").utf8),
         "1: orders[0].items[0].price: expected a decimal number like \"12.50\", found \"0.1e-3\""),
        ("a negative price", Array(good.replacingOccurrences(of: "\"price\":\"10.00\"", with: "\"price\":\"-1\"").utf8),
         "1: orders[0].items[0].price: must not be negative, found -1"),
        ("a fractional quantity", Array(good.replacingOccurrences(of: "\"quantity\":2", with: "\"quantity\":1.5").utf8),
         "1: orders[0].items[0].quantity: expected a whole number, found 1.5"),
        ("a quantity past Int", Array(good.replacingOccurrences(of: "\"quantity\":2", with: "\"quantity\":99999999999999999999").utf8),
         "1: orders[0].items[0].quantity: expected a whole number, found 99999999999999999999"),
        ("February 30", Array(good.replacingOccurrences(of: "2026-11-12T10:00:00Z", with: "2026-02-30T10:00:00Z").utf8),
         "1: orders[0].createdAt: expected an ISO 8601 date-time with a zone like \"2026-11-03T14:22:00Z\", found \"2026-02-30T10:00:00Z\""),
        ("25 o'clock", Array(good.replacingOccurrences(of: "2026-11-12T10:00:00Z", with: "2026-11-12T25:00:00+01:00").utf8),
         "1: orders[0].createdAt: expected an ISO 8601 date-time with a zone like \"2026-11-03T14:22:00Z\", found \"2026-11-12T25:00:00+01:00\""),
        ("a duplicate order id", Array(good.replacingOccurrences(
            of: "\"orders\":[{", with: "\"orders\":[{\"id\":\"abcdef0123456789\",\"title\":\"Twin\",\"createdAt\":\"2026-11-12T10:00:00Z\",\"status\":\"pending\",\"items\":[],\"shippingAddress\":{\"isResidential\":true}},{").utf8),
         "1: orders[1].id: duplicate order id \"abcdef0123456789\" (first used at orders[0])"),
        ("an id of 3 characters", Array(good.replacingOccurrences(of: "abcdef0123456789", with: "abc").utf8),
         "1: orders[0].id: an order id needs at least 8 characters (its order number shows the first 8), found \"abc\""),
        ("a key written twice in an order", Array(twiceTitle.utf8),
         "1:\(column(of: #""title":"Twin""#, in: twiceTitle)): not valid JSON: the key \"title\" appears twice in one object"),
        ("a key written twice, once with an escape", Array(twiceID.utf8),
         "1:\(column(of: #""\u0069d""#, in: twiceID)): not valid JSON: the key \"id\" appears twice in one object"),
        ("a top-level key written twice", Array(twicePromos.utf8),
         "1:\(column(of: #""promos":[{"#, in: twicePromos)): not valid JSON: the key \"promos\" appears twice in one object"),
        ("a 2 MiB title", Array(good.replacingOccurrences(of: "\"Lamp\"", with: "\"" + String(repeating: "x", count: 2 << 20) + "\"").utf8),
         "1:\(column(of: "\"Lamp\"", in: good)): not valid JSON: a string longer than 1 MiB, the most ordersh reads in one value"),
    ]
    nonisolated static let twiceTitle = good.replacingOccurrences(of: #""title":"Lamp""#, with: #""title":"Lamp","title":"Twin""#)
    nonisolated static let twiceID = good.replacingOccurrences(of: #""id":"abcdef0123456789""#, with: #""id":"abcdef0123456789","\u0069d":"abcdef0123456780""#)
    nonisolated static let twicePromos = good.replacingOccurrences(of: #""promos":[]"#, with: #""promos":[],"promos":[{"code":"X","kind":"percent","value":"10"}]"#)

    /// The 1-based column where `needle` starts in the one-line `text`.
    nonisolated static func column(of needle: String, in text: String) -> Int {
        guard let range = text.range(of: needle) else { return 0 }
        return text.utf8.distance(from: text.startIndex, to: range.lowerBound) + 1
    }

    @Test("a bad data file fails the load with one message naming file, place and problem; the list keeps its orders",
          arguments: loadFailures)
    func loadFailure(name: String, bytes: [UInt8], message: String) async throws {
        let (run, folder) = try await loadAfterGood(bytes)
        defer { folder.remove() }
        #expect(run.errors == "test.osh:3:1: error: Failed to load orders: \(folder.path)/bad.json:\(message)\n", "\(name)")
        #expect(run.output == "25 orders\n", "\(name)")
    }

    @Test("JSON cut short at every byte fails with one located error, never a crash")
    func truncatedEverywhere() async throws {
        let bytes = Array(Self.good.utf8)
        let folder = try TemporaryFolder(files: [:])
        defer { folder.remove() }
        let run = try ShellRun(options: ShellOptions(keepGoing: true))
        await run.run("load orders\n", directory: folder.path)
        for cut in 0..<bytes.count {
            #expect(FileManager.default.createFile(atPath: folder.path + "/cut.json", contents: Data(bytes[..<cut])))
            let before = run.errors.count
            await run.run("set data cut.json\nload orders\n", directory: folder.path)
            let added = String(run.errors.dropFirst(before))
            #expect(added.hasPrefix("test.osh:2:1: error: Failed to load orders: \(folder.path)/cut.json:1:"), "cut at \(cut): \(added)")
            #expect(added.filter { $0 == "\n" }.count == 1, "cut at \(cut): \(added)")
        }
        await run.run("show list.countLabel\n", directory: folder.path)
        #expect(run.output == "25 orders\n")
    }

    @Test("a directory, a FIFO and a device are refused at set data; the data source stays as it was",
          arguments: [("dir", "is a directory, not a data file"), ("fifo", "is a FIFO (named pipe), not a data file"),
                      ("/dev/zero", "is a device, not a data file")])
    func notAFile(name: String, message: String) async throws {
        let folder = try TemporaryFolder(files: [:])
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.path + "/dir", withIntermediateDirectories: false)
        #expect(mkfifo(folder.path + "/fifo", 0o600) == 0)
        let run = try ShellRun(options: ShellOptions(keepGoing: true))
        await run.run("load orders\nset data \(name)\nload orders\nshow list.countLabel\n", directory: folder.path)
        let shown = name.hasPrefix("/") ? name : folder.path + "/" + name
        #expect(run.errors == "test.osh:2:10: error: \(shown): \(message)\n")
        #expect(run.output == "25 orders\n")
    }

    @Test("a data file deleted, then replaced by a broken one, between loads: each load says why; the list keeps its orders")
    func changedBetweenLoads() async throws {
        let folder = try TemporaryFolder(files: ["orders.json": Self.good])
        defer { folder.remove() }
        let run = try ShellRun(options: ShellOptions(keepGoing: true))
        await run.run("set data orders.json\nload orders\nfilter month = all\nshow list.countLabel\n", directory: folder.path)
        try FileManager.default.removeItem(atPath: folder.path + "/orders.json")
        await run.run("load orders\nshow list.countLabel\n", directory: folder.path)
        try Data(Self.good.prefix(40).utf8).write(to: URL(fileURLWithPath: folder.path + "/orders.json"))
        await run.run("load orders\nshow list.countLabel\n", directory: folder.path)
        #expect(run.output == "1 order\n1 order\n1 order\n")
        let lines = run.errors.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.first == "test.osh:1:1: error: Failed to load orders: \(EchoedValue.echoedPath(folder.path + "/orders.json")): no such file")
        #expect(lines.last?.hasPrefix("test.osh:1:1: error: Failed to load orders: \(folder.path)/orders.json:1:41: not valid JSON:") == true)
    }

    @Test("control and escape characters in a title are shown escaped, never sent to the terminal raw")
    func controlCharacters() async throws {
        let title = "La\\u001b[31mmp\\u0007\\u009b"
        let folder = try TemporaryFolder(files: ["orders.json": Self.good.replacingOccurrences(of: "\"Lamp\"", with: "\"\(title)\"")])
        defer { folder.remove() }
        let run = try ShellRun(options: ShellOptions(keepGoing: true))
        await run.run("set data orders.json\nload orders\nfilter month = all\nshow list\nshow list.rows\n", directory: folder.path)
        #expect(!run.output.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x9B })
        #expect(run.output.contains("Order #ABCDEF01  La\\u{1B}[31mmp\\u{7}\\u{9B}  November 12, 2026"))
        #expect(run.errors == "")
    }

    @Test("a 100 MB title is refused where it starts, without reading it whole")
    func hugeString() async throws {
        let folder = try TemporaryFolder(files: [:])
        defer { folder.remove() }
        // Written in pieces: no 100 MB String is built on the main actor.
        let parts = Self.good.components(separatedBy: "\"Lamp\"")
        #expect(FileManager.default.createFile(atPath: folder.path + "/orders.json", contents: nil))
        let file = try #require(FileHandle(forWritingAtPath: folder.path + "/orders.json"))
        try file.write(contentsOf: Data((parts[0] + "\"").utf8))
        let chunk = Data(repeating: UInt8(ascii: "x"), count: 1 << 20)
        for _ in 0..<100 { try file.write(contentsOf: chunk) }
        try file.write(contentsOf: Data(("\"" + parts[1]).utf8))
        try file.close()
        let run = try ShellRun(options: ShellOptions(keepGoing: true))
        await run.run("load orders\nset data orders.json\nload orders\nshow list.countLabel\n", directory: folder.path)
        #expect(run.output == "25 orders\n")
        #expect(run.errors == "test.osh:3:1: error: Failed to load orders: \(folder.path)/orders.json:1:\(parts[0].utf8.count + 1): not valid JSON: a string longer than 1 MiB, the most ordersh reads in one value\n")
    }
}

extension Array where Element == UInt8 {
    /// This array with the first run of `old` replaced by `new`.
    func replacing(_ old: [UInt8], with new: [UInt8]) -> [UInt8] {
        guard let start = indices.first(where: { self[$0...].starts(with: old) }) else { return self }
        return Array(self[..<start]) + new + Array(self[(start + old.count)...])
    }
}
