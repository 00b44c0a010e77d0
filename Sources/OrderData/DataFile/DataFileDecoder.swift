import Domain
import Foundation

/// Turns the bytes of a data file (domain.md §2) into a validated ``DataSet``.
///
/// Unknown keys are ignored; an unknown order status is kept; every other
/// irregularity fails the whole load with one ``DataFileError``.
enum DataFileDecoder {
    static func decode(_ bytes: [UInt8], file: String) throws(DataFileError) -> DataSet {
        let document: JSONValue
        do {
            document = try JSONParser.parse(bytes)
        } catch {
            throw DataFileError(file: file, line: error.line, column: error.column, message: "not valid JSON: \(error.message)")
        }
        let root = JSONNode(value: document, path: "", file: file)
        _ = try root.members()
        let store = try root.optional("store").map { node throws(DataFileError) in try storeSettings(node) } ?? .standard
        let orders = try uniqueOrders(try root.required("orders").elements())
        let promos = try promos(try root.optional("promos")?.elements() ?? [])
        let bookmarks = try bookmarks(try root.optional("bookmarks")?.elements() ?? [])
        return DataSet(store: store, orders: orders, promos: promos, bookmarks: bookmarks)
    }

    // MARK: Store

    private static func storeSettings(_ node: JSONNode) throws(DataFileError) -> StoreSettings {
        let standard = StoreSettings.standard
        var currency = standard.currency
        if let currencyNode = try node.optional("currency") {
            currency = try currencyNode.string()
            guard currency.count == 3, currency.allSatisfy({ $0.isASCII && $0.isLetter }) else {
                throw currencyNode.failure("expected a three-letter ISO 4217 code like \"USD\", found \"\(currency)\"")
            }
        }
        return StoreSettings(
            currency: currency.uppercased(),
            taxRate: try nonNegative(node.optional("taxRate")) ?? standard.taxRate,
            freeShippingThreshold: try nonNegative(node.optional("freeShippingThreshold")) ?? standard.freeShippingThreshold,
            shippingRate: try nonNegative(node.optional("shippingRate")) ?? standard.shippingRate
        )
    }

    // MARK: Orders

    private static func uniqueOrders(_ nodes: [JSONNode]) throws(DataFileError) -> [Order] {
        var firstPath: [String: String] = [:]
        var orders: [Order] = []
        orders.reserveCapacity(nodes.count)
        for node in nodes {
            let order = try order(node)
            if let earlier = firstPath[order.id] {
                throw try node.required("id").failure("duplicate order id \"\(order.id)\" (first used at \(earlier))")
            }
            firstPath[order.id] = node.path
            orders.append(order)
        }
        return orders
    }

    private static func order(_ node: JSONNode) throws(DataFileError) -> Order {
        let itemNodes = try node.required("items").elements()
        var items: [OrderItem] = []
        items.reserveCapacity(itemNodes.count)
        for itemNode in itemNodes {
            items.append(try item(itemNode))
        }
        return Order(
            id: try node.required("id").nonEmptyString(),
            title: try node.required("title").string(),
            createdAt: try node.required("createdAt").date(),
            status: OrderStatus(rawValue: try node.required("status").nonEmptyString()),
            items: items,
            shippingAddress: Address(isResidential: try node.required("shippingAddress").required("isResidential").bool())
        )
    }

    private static func item(_ node: JSONNode) throws(DataFileError) -> OrderItem {
        let quantityNode = try node.required("quantity")
        let quantity = try quantityNode.integer()
        guard quantity >= 1 else { throw quantityNode.failure("quantity must be at least 1, found \(quantity)") }
        let priceNode = try node.required("price")
        guard let price = try nonNegative(priceNode) else { throw priceNode.failure("missing price") }
        return OrderItem(
            name: try node.required("name").string(),
            price: price,
            quantity: quantity,
            requiresSignature: try node.optional("requiresSignature")?.bool() ?? false
        )
    }

    // MARK: Promos and bookmarks

    private static func promos(_ nodes: [JSONNode]) throws(DataFileError) -> [Promo] {
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

    private static func bookmarks(_ nodes: [JSONNode]) throws(DataFileError) -> [Bookmark] {
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
        guard let node else { return nil }
        let amount = try node.decimal()
        guard amount >= 0 else { throw node.failure("must not be negative, found \(amount)") }
        return amount
    }
}
