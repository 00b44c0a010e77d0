import Domain
import Foundation

/// Turns the bytes of a data file (domain.md §2) into a validated ``DataSet``.
///
/// Unknown keys are ignored; an unknown order status is kept; every other
/// irregularity fails the whole load with one ``DataFileError``.
enum DataFileDecoder {
    /// Decodes a data file held in memory.
    static func decode(_ bytes: [UInt8], file: String) throws(DataFileError) -> DataSet {
        try decode(JSONReader(bytes: bytes), file: file)
    }

    /// Decodes the document `reader` reads. Orders are turned into entities as they are
    /// read, so no tree of them is ever built; the other parts are small and read as trees.
    /// A syntax error anywhere wins over any other problem, as if the document had been
    /// parsed whole first; then come the store, the orders, the promos and the bookmarks.
    static func decode(_ reader: JSONReader, file: String) throws(DataFileError) -> DataSet {
        // Without an observer nothing can stop the decode.
        try decode(reader, file: file, observer: nil) ?? DataSet(store: .standard, orders: [], promos: [], bookmarks: [])
    }

    /// ``decode(_:file:)`` watched by `observer`; `nil` when the observer stopped it.
    /// With `split`, a large file's second half is read by a second reader on another core.
    static func decode(
        _ reader: JSONReader, file: String, observer: DecodingObserver?, split: SecondHalf.Source? = nil
    ) throws(DataFileError) -> DataSet? {
        var parts = DocumentParts(decoding: OrderDecoding(file: file), split: split)
        do {
            try parts.read(reader, observer: observer)
        } catch {
            if parts.wasStopped { return nil }
            if reader.readFailed { throw DataFileError(file: file, message: "cannot read the file") }
            throw DataFileError(file: file, line: error.line, column: error.column, message: "not valid JSON: \(error.message)")
        }
        if reader.readFailed { throw DataFileError(file: file, message: "cannot read the file") }
        if parts.wasStopped { return nil }
        let root = JSONNode(value: parts.root, path: "", file: file)
        _ = try root.members()
        let store = try root.optional("store").map { node throws(DataFileError) in try storeSettings(node) } ?? .standard
        let orders = try parts.orders(root: root)
        let promos = try promos(try root.optional("promos")?.elements() ?? [])
        let bookmarks = try bookmarks(try root.optional("bookmarks")?.elements() ?? [])
        return DataSet(store: store, orders: orders, promos: promos, bookmarks: bookmarks)
    }

    // MARK: Store

    static func storeSettings(_ node: JSONNode) throws(DataFileError) -> StoreSettings {
        let standard = StoreSettings.standard
        var currency = standard.currency
        if let currencyNode = try node.optional("currency") {
            currency = try currencyNode.string()
            guard currency.count == 3, currency.allSatisfy({ $0.isASCII && $0.isLetter }) else {
                throw currencyNode.failure("expected a three-letter ISO 4217 code like \"USD\", found \"\(ValueRules.echo(currency))\"")
            }
        }
        return StoreSettings(
            currency: currency.uppercased(),
            taxRate: try nonNegative(node.optional("taxRate")) ?? standard.taxRate,
            freeShippingThreshold: try nonNegative(node.optional("freeShippingThreshold")) ?? standard.freeShippingThreshold,
            shippingRate: try nonNegative(node.optional("shippingRate")) ?? standard.shippingRate
        )
    }

    // MARK: Promos and bookmarks

    static func promos(_ nodes: [JSONNode]) throws(DataFileError) -> [Promo] {
        var seen: [String: String] = [:]
        var promos: [Promo] = []
        for node in nodes {
            let codeNode = try node.required("code")
            let code = try codeNode.nonEmptyString().trimmingCharacters(in: .whitespaces)
            if let earlier = seen[code.uppercased()] {
                throw codeNode.failure("duplicate promo code \"\(code)\" (first used at \(earlier))")
            }
            seen[code.uppercased()] = node.path
            let kindNode = try node.required("kind")
            let kindName = try kindNode.string()
            guard let kind = Promo.Kind(rawValue: kindName) else {
                let known = Promo.Kind.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: " or ")
                throw kindNode.failure("unknown promo kind \"\(kindName)\" (expected \(known))")
            }
            let valueNode = try node.required("value")
            guard let value = try nonNegative(valueNode) else { throw valueNode.failure("missing value") }
            if kind == .percent, value > 100 {
                throw valueNode.failure("a percent promo takes 0 to 100, found \(value)")
            }
            promos.append(Promo(
                code: code,
                kind: kind,
                value: value,
                minSubtotal: try nonNegative(node.optional("minSubtotal")),
                expiresAt: try node.optional("expiresAt")?.date()
            ))
        }
        return promos
    }

    static func bookmarks(_ nodes: [JSONNode]) throws(DataFileError) -> [Bookmark] {
        var seen: [String: String] = [:]
        var bookmarks: [Bookmark] = []
        for node in nodes {
            let idNode = try node.required("id")
            let id = try idNode.nonEmptyString()
            if let earlier = seen[id] {
                throw idNode.failure("duplicate bookmark id \"\(id)\" (first used at \(earlier))")
            }
            seen[id] = node.path
            bookmarks.append(Bookmark(
                id: id,
                title: try node.required("title").string(),
                orderId: try node.required("orderId").nonEmptyString()
            ))
        }
        return bookmarks
    }

    // MARK: Money

    private static func nonNegative(_ node: JSONNode?) throws(DataFileError) -> Decimal? {
        try node?.nonNegativeDecimal()
    }
}
