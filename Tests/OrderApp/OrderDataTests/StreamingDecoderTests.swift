import SystemPackage
import Domain
import Foundation
import Testing
@testable import OrderData

/// The streaming decoder must read every document exactly as the tree decoder it replaced
/// (``ReferenceDecoder``): the same orders, or the same error to the letter, whatever the
/// chunk size the file is read in.
@Suite("Streaming data-file decoder")
struct StreamingDecoderTests {
    static let base = """
        {
          "store": { "currency": "USD", "taxRate": "0.08875" },
          "orders": [
            { "id": "7f3a9c2e4b1d4e0f", "title": "Café supplies", "createdAt": "2026-11-03T14:22:00Z",
              "status": "shipped", "customer": { "name": "Zoë", "tags": ["a", {"b": [1, 2.5e3, null]}] },
              "items": [ { "sku": "S-1", "name": "Mug", "price": "12.50", "quantity": 2, "requiresSignature": false },
                         { "name": "Crêpe pan \\u00e9\\ud83c\\udf89", "price": 38.9, "quantity": 1, "requiresSignature": true } ],
              "shippingAddress": { "isResidential": true, "city": "Köln" } },
            { "id": "0698593c4060d50d", "title": "お茶会", "createdAt": "2026-10-31T23:30:00-02:00", "status": "On-Hold",
              "items": [], "shippingAddress": { "isResidential": false } }
          ],
          "promos": [ { "code": "SAVE20", "kind": "percent", "value": "20" } ],
          "bookmarks": [ { "id": "b1", "title": "Gift", "orderId": "7f3a9c2e4b1d4e0f" } ]
        }
        """

    /// What a decoder made of a document: its orders, or its error message.
    static func outcome(_ decode: () throws(DataFileError) -> [Order]) -> String {
        do {
            return try decode().map { "\($0)" }.joined(separator: "\n")
        } catch {
            return "error: \(error)"
        }
    }

    /// The streaming decoder's outcome; from a file read `chunkSize` bytes at a time when
    /// given, and with `split`, a second reader on the second half whatever the file's size.
    static func streamed(_ bytes: [UInt8], chunkSize: Int? = nil, split: Bool = false) -> String {
        outcome { () throws(DataFileError) -> [Order] in
            guard let chunkSize else { return try DataFileDecoder.decode(bytes, file: "f.json").orders }
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("stream-\(UUID().uuidString).json").path
            _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
            defer { try? FileManager.default.removeItem(atPath: path) }
            let descriptor = open(path, O_RDONLY)
            defer { close(descriptor) }
            let source = split ? SecondHalf.Source(path: FilePath(path), size: bytes.count, minimumSize: 0, chunkSize: chunkSize) : nil
            let reader = JSONReader(descriptor: descriptor, chunkSize: chunkSize)
            return try DataFileDecoder.decode(reader, file: "f.json", observer: nil, split: source)?.orders ?? []
        }
    }

    static func reference(_ bytes: [UInt8]) -> String {
        outcome { () throws(DataFileError) -> [Order] in try ReferenceDecoder.decode(bytes, file: "f.json") }
    }

    /// Documents that break the base one at one place each.
    static let mutations: [(String, String)] = [
        ("\"12.50\"", "\"-12.50\""), ("\"12.50\"", "\"12,50\""), ("\"12.50\"", "1e400"), ("\"12.50\"", "-0"),
        ("\"12.50\"", "1E2"), ("\"12.50\"", "0.1e-3"), ("\"12.50\"", "true"), ("\"12.50\"", "null"), ("\"12.50\"", "{}"),
        ("\"quantity\": 2", "\"quantity\": 0"), ("\"quantity\": 2", "\"quantity\": 2.5"), ("\"quantity\": 2", "\"quantity\": \"2\""),
        ("\"quantity\": 2", "\"qty\": 2"), ("\"name\": \"Mug\"", "\"name\": 5"), ("\"requiresSignature\": false", "\"requiresSignature\": 1"),
        ("\"requiresSignature\": false", "\"requiresSignature\": null"), ("\"id\": \"7f3a9c2e4b1d4e0f\"", "\"id\": \"  \""),
        ("\"id\": \"7f3a9c2e4b1d4e0f\"", "\"id\": \"\\u00a0\""), ("\"id\": \"0698593c4060d50d\"", "\"id\": \"7f3a9c2e4b1d4e0f\""),
        ("\"title\": \"お茶会\"", "\"title\": []"), ("2026-11-03T14:22:00Z", "2026-11-03T14:22:00"), ("2026-11-03T14:22:00Z", "2026-02-30T00:00:00Z"),
        ("2026-11-03T14:22:00Z", "2026-11-03T14:22:00.250Z"), ("2026-11-03T14:22:00Z", "2026-11-03t14:22:00z"),
        ("2026-11-03T14:22:00Z", "2026-11-03T24:00:00Z"), ("2026-11-03T14:22:00Z", "2026-11-03T14:22:60Z"),
        ("\"status\": \"shipped\"", "\"status\": \"\""), ("\"status\": \"shipped\"", "\"status\": null"),
        ("\"items\": []", "\"items\": {}"), ("\"items\": []", "\"items\": null"), ("\"items\": []", "\"items\": [5]"),
        ("\"isResidential\": false", "\"isResidential\": \"no\""), ("{ \"isResidential\": false }", "[]"),
        ("{ \"isResidential\": false }", "{}"), ("\"orders\": [", "\"orders\": [ 7,"), ("\"orders\": [", "\"orderz\": ["),
        ("\"orders\": [", "\"orders\": null, \"x\": ["), ("\"Köln\"", "\"K\\u00f6ln\""), ("\"Köln\"", "\"K\\x\""),
        ("\"Köln\"", "\"K\\ud800\""), ("\"Köln\" }", "\"Köln\" "), ("\"b\": [1", "\"b\": [01"), ("\"b\": [1", "\"b\": [1."),
        ("\"b\": [1", "\"b\": [-"), ("null]", "nul]"), ("\"sku\": \"S-1\",", "\"sku\": \"S-1\" "),
        ("\"store\": {", "\"store\": 5, \"s\": {"), ("\"currency\": \"USD\"", "\"currency\": \"dollars\""),
        ("\"id\": \"7f3a9c2e4b1d4e0f\", \"title\"", "\"id\": \"7f3a9c2e4b1d4e0f\", \"id\": \"zz\", \"title\""),
        ("\"items\": [], ", "\"items\": [], \"items\": [{\"name\": \"x\", \"price\": \"1\", \"quantity\": -1}], "),
        ("\"kind\": \"percent\"", "\"kind\": \"bogo\""), ("]\n}", "]\n} x"), ("]\n}", "]"), ("\"orderId\"", "\"orderID\""),
        ("{\n  \"store\"", "\u{FEFF}{\n  \"store\""), ("\"Gift\"", "\"G\u{01}ift\""),
        // A price written as a JSON number: the plain ones are read from the bytes, every
        // other shape and every error the usual way.
        ("38.9,", "0,"), ("38.9,", "0.5,"), ("38.9,", "38.90,"), ("38.9,", "38 ,"), ("38.9,", "012,"), ("38.9,", "38.,"),
        ("38.9,", "-38.9,"), ("38.9,", "3.89e1,"), ("38.9,", "38.9x,"), ("38.9,", "38.9.1,"), ("38.9,", "0.000,"),
        ("38.9,", "1234567890123456789.25,"), ("38.9,", "99999999999999999999999999999999999999999,"), ("38.9,", "38.123,"),
    ]

    @Test("each broken document fails exactly as the tree decoder says", arguments: Array(mutations.indices))
    func mutation(at position: Int) throws {
        let (old, new) = Self.mutations[position]
        let text = Self.base.replacingOccurrences(of: old, with: new)
        #expect(text != Self.base, "the mutation \(old) → \(new) does not apply")
        let bytes = Array(text.utf8)
        let expected = Self.reference(bytes)
        #expect(Self.streamed(bytes) == expected)
        #expect(Self.streamed(bytes, chunkSize: 5) == expected)
    }

    @Test("invalid UTF-8 and a cut at every byte match the tree decoder")
    func truncations() {
        var bytes = Array(Self.base.utf8)
        for cut in stride(from: 0, to: bytes.count, by: 7) {
            let prefix = Array(bytes[..<cut])
            #expect(Self.streamed(prefix) == Self.reference(prefix), "cut at \(cut)")
        }
        bytes[bytes.firstIndex(of: 0xC3) ?? 0] = 0xFF
        #expect(Self.streamed(bytes) == Self.reference(bytes))
    }

    @Test("any chunk size reads the same orders", arguments: [1, 2, 3, 7, 64, 4096])
    func chunkSizes(_ size: Int) {
        let bytes = Array(Self.base.utf8)
        let expected = Self.reference(bytes)
        #expect(!expected.hasPrefix("error"))
        #expect(Self.streamed(bytes, chunkSize: size) == expected)
    }

    @Test("a generated file of 2,000 orders decodes as the tree decoder does, at any chunk size")
    func generated() throws {
        var random = SystemRandomNumberGenerator()
        let statuses = ["pending", "shipped", "delivered", "cancelled", "Weird"]
        let orders = (0..<2000).map { n in
            let items = (0..<Int.random(in: 0...4, using: &random)).map { k in
                #"{"name": "Ärmel \#(k)", "price": "\#(n % 97).\#(String(format: "%02d", k * 7 % 100))", "quantity": \#(k + 1)}"#
            }
            return #"{"id": "\#(String(format: "%08x", n))", "title": "T\#(n) ☕", "createdAt": "2026-\#(String(format: "%02d", 9 + n % 3))-\#(String(format: "%02d", 1 + n % 28))T10:00:00Z", "status": "\#(statuses[n % 5])", "items": [\#(items.joined(separator: ", "))], "shippingAddress": {"isResidential": \#(n % 2 == 0)}}"#
        }
        let bytes = Array("{\"orders\": [\n\(orders.joined(separator: ",\n"))\n]}".utf8)
        let expected = Self.reference(bytes)
        #expect(expected.split(separator: "\n").count == 2000)
        #expect(Self.streamed(bytes) == expected)
        #expect(Self.streamed(bytes, chunkSize: 333) == expected)
        #expect(Self.streamed(bytes, chunkSize: 4096, split: true) == expected)
    }

    /// A file of `count` orders whose titles bait the boundary guess (`}, {` inside strings,
    /// items that are objects in arrays too); `broken` replaces text to break one order.
    static func splitDocument(count: Int, broken: (String, String)? = nil) -> [UInt8] {
        let orders = (0..<count).map { n in
            let title = n % 3 == 0 ? #"Bait }, { \"id\": \"x\" }, {"# : "Order \(n)"
            return #"{"id": "\#(String(format: "%08x", n))", "title": "\#(title)", "createdAt": "2026-11-0\#(1 + n % 9)T10:00:00Z", "status": "shipped", "items": [{"name": "A", "price": "1.\#(n % 100)", "quantity": 1}, {"name": "B", "price": "2", "quantity": 2}], "shippingAddress": {"isResidential": true}}"#
        }
        var text = "{\"store\": {},\n \"orders\": [\n\(orders.joined(separator: ",\n "))\n],\n \"promos\": [ {\"code\": \"A\", \"kind\": \"amount\", \"value\": \"1\"} ]}"
        if let broken { text = text.replacingOccurrences(of: broken.0, with: broken.1) }
        return Array(text.utf8)
    }

    @Test("two readers read what one reads, whatever the middle of the file falls on", arguments: [7, 40, 41, 300, 301, 1000])
    func split(count: Int) {
        let bytes = Self.splitDocument(count: count)
        let expected = Self.reference(bytes)
        #expect(!expected.hasPrefix("error"))
        for chunkSize in [5, 64, 4096] {
            #expect(Self.streamed(bytes, chunkSize: chunkSize, split: true) == expected, "chunk \(chunkSize)")
        }
    }

    @Test("a clean large file is read by two readers; a broken one by one", arguments: [false, true])
    func secondReaderTaken(broken: Bool) throws {
        let bytes = Self.splitDocument(count: 1000, broken: broken ? (#""price": "2""#, #""price": "x""#) : nil)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("split-\(UUID().uuidString).json").path
        #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let descriptor = open(path, O_RDONLY)
        defer { close(descriptor) }
        var parts = DocumentParts(
            decoding: OrderDecoding(file: "f.json"), split: SecondHalf.Source(path: FilePath(path), size: bytes.count, minimumSize: 0))
        try parts.read(JSONReader(descriptor: descriptor), observer: nil)
        #expect(parts.tookSecondHalf == !broken)
    }

    @Test("44,000 orders: the second half's ids are checked a share per core, and a repeat of a first-half id at the end is found", arguments: [false, true])
    func secondHalfIdsOnEveryCore(repeated: Bool) {
        // The second half holds 22,000 orders, past Shares.minimumToSplit; the last order is in the last share.
        let bytes = Self.splitDocument(count: 44_000, broken: repeated ? (#""id": "0000abdf""#, #""id": "00000005""#) : nil)
        #expect((bytes != Self.splitDocument(count: 44_000)) == repeated)
        let expected = Self.reference(bytes)
        #expect(expected.hasPrefix("error") == repeated)
        #expect(Self.streamed(bytes, chunkSize: 4096, split: true) == expected)
    }

    @Test("a problem in the second half is found, with its line, as one reader finds it", arguments: [
        (#"{"id": "000001f4""#, #"{"id": "00000001""#),          // a duplicate of a first-half id
        (#""id": "000001f5""#, #""id": "000001f4""#),           // a duplicate within the second half
        (#""price": "1.50""#, #""price": "-1.50""#),            // a bad price near the end
        (#"Order 599""#, #"Order 599\x""#),                     // a syntax error near the end
        (#""promos": ["#, #""promos": 5, "x": ["#),             // after the orders
        ("]}", "]"),                                            // a cut document
    ])
    func secondHalfProblems(old: String, new: String) {
        let bytes = Self.splitDocument(count: 600, broken: (old, new))
        #expect(bytes != Self.splitDocument(count: 600), "the change \(old) → \(new) does not apply")
        let expected = Self.reference(bytes)
        #expect(expected.hasPrefix("error"))
        for chunkSize in [7, 4096] {
            #expect(Self.streamed(bytes, chunkSize: chunkSize, split: true) == expected, "chunk \(chunkSize)")
        }
    }
}

@Suite("Fast paths against Foundation")
struct FastPathTests {
    @Test("Decimal(plainText:) reads what Decimal(string:) reads, value and text")
    func plainDecimals() {
        let texts = ["0", "-0", "0.00", "12.50", "-12.50", "1", "-1.00", "99.99", "100.005", "0.005", "123456789012345678",
                     "1234567890123456789", "99999999999999999999.99", "0.000000000000000001", "7.10", "00012", "1.", ".5",
                     "-", "", "1e2", "12,50", " 5", "5 ", "--1", "1.2.3", "٣"]
        for text in texts {
            let fast = Decimal(plainText: text)
            let isPlain = text.range(of: #"^-?[0-9]+(\.[0-9]+)?$"#, options: .regularExpression) != nil
            let foundation = isPlain ? Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) : nil
            #expect(fast == foundation, "\(text)")
            #expect(fast.map { "\($0)" } == foundation.map { "\($0)" }, "\(text)")
        }
    }

    @Test("the fast timestamp path gives Foundation's instant or defers to it")
    func timestamps() throws {
        let style = Date.ISO8601FormatStyle()
        var checked = 0
        for year in [1900, 1970, 2000, 2024, 2026, 2100] {
            for month in 1...12 {
                for day in [1, 15, 28, 29, 30, 31] {
                    for (time, zone) in [("00:00:00", "Z"), ("23:59:59", "+14:00"), ("12:34:56", "-09:30"), ("07:05:03", "+05:45")] {
                        let text = String(format: "%04d-%02d-%02dT%@%@", year, month, day, time, zone)
                        let foundation = try? style.parse(text)
                        let fast = ISO8601Timestamp.parse(text)
                        if let fast { #expect(fast == foundation, "\(text)"); checked += 1 }
                    }
                }
            }
        }
        #expect(checked > 1000)
        for text in ["2026-11-03T14:22:00", "2026-11-03 14:22:00Z", "2026-13-01T00:00:00Z", "2026-11-03T14:22:00.5Z", "x"] {
            #expect(ISO8601Timestamp.parse(text) == nil, "\(text)")
        }
    }
}
