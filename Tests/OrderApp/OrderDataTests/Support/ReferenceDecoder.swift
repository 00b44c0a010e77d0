import Domain
import Foundation
@testable import OrderData

/// The data-file decoder as it was before the streaming reader: the whole document as a
/// tree, every order read through ``JSONNode``. Kept as the oracle the streaming decoder
/// is compared with (same data set, or the same error to the letter).
enum ReferenceDecoder {
    static func decode(_ bytes: [UInt8], file: String) throws(DataFileError) -> [Order] {
        let document: JSONValue
        do {
            document = try JSONParser.parse(bytes)
        } catch {
            throw DataFileError(file: file, line: error.line, column: error.column, message: "not valid JSON: \(error.message)")
        }
        let root = JSONNode(value: document, path: "", file: file)
        _ = try root.members()
        _ = try root.optional("store").map { node throws(DataFileError) in try DataFileDecoder.storeSettings(node) }
        let orders = try uniqueOrders(try root.required("orders").elements())
        _ = try DataFileDecoder.promos(try root.optional("promos")?.elements() ?? [])
        _ = try DataFileDecoder.bookmarks(try root.optional("bookmarks")?.elements() ?? [])
        return orders
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
        let idNode = try node.required("id")
        let id = try idNode.nonEmptyString()
        guard id.count >= 8 else {
            throw idNode.failure("an order id needs at least 8 characters (its order number shows the first 8), found \"\(id)\"")
        }
        return Order(
            id: id,
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
        guard quantity >= 1 else { throw quantityNode.failure("must be at least 1, found \(quantity)") }
        let priceNode = try node.required("price")
        guard let price = try priceNode.nonNegativeDecimal() as Decimal? else { throw priceNode.failure("missing price") }
        return OrderItem(
            name: try node.required("name").string(),
            price: price,
            quantity: quantity,
            requiresSignature: try node.optional("requiresSignature")?.bool() ?? false
        )
    }
}
