import Domain
import Foundation
import Testing
@testable import OrderData

@Suite("DataFileDecoder")
struct DataFileDecoderTests {
    func decode(_ text: String) throws(DataFileError) -> DataSet {
        try DataFileDecoder.decode(Array(text.utf8), file: "orders.json")
    }

    /// A valid document whose first order's first item is `item`.
    func document(item: String = #"{ "name": "Mug", "price": "12.50", "quantity": 2 }"#, extraOrder: String = "") -> String {
        """
        {
          "orders": [
            { "id": "7f3a9c2e", "title": "Birthday gifts", "createdAt": "2026-11-03T14:22:00Z",
              "status": "shipped",
              "items": [
                \(item)
              ],
              "shippingAddress": { "isResidential": true } }\(extraOrder)
          ]
        }
        """
    }

    @Test("money is exact whether written as a string or as a number")
    func exactMoney() throws {
        let data = try decode(document(item: #"{ "name": "A", "price": 19.99, "quantity": 1 }, { "name": "B", "price": "1234567890.99", "quantity": 1 }"#))
        #expect(data.orders[0].items.map(\.price) == [Decimal(string: "19.99"), Decimal(string: "1234567890.99")])
    }

    @Test("an order whose subtotal would need more than 36 digits is refused; one at the limit loads exactly",
          arguments: [
              // 36 nines in a price, once: fits. 38 nines × Int.max, or a number-written
              // price that large, would be rounded: refused.
              (#"{ "name": "A", "price": "\#(String(repeating: "9", count: 34)).99", "quantity": 1 }"#, true),
              (#"{ "name": "A", "price": "\#(String(repeating: "9", count: 36)).99", "quantity": 9223372036854775807 }"#, false),
              (#"{ "name": "A", "price": 9.9e30, "quantity": 9223372036854775807 }"#, false),
              (#"{ "name": "A", "price": "1.00", "quantity": 9223372036854775807 }, { "name": "B", "price": "1.00", "quantity": 9223372036854775807 }"#, true),
          ])
    func subtotalDigits(item: String, loads: Bool) throws {
        do {
            let data = try decode(document(item: item))
            #expect(loads)
            let exact = data.orders[0].items.reduce(Decimal.zero) { $0 + $1.price * Decimal($1.quantity) }
            #expect(CalculateOrderTotal().subtotal(of: data.orders[0].items) == exact)
        } catch {
            #expect(!loads)
            #expect(error.description.hasPrefix("orders.json:3: orders[0].items: is out of range: price × quantity and their sum need more than 36"))
        }
    }

    @Test("a price written as a JSON number with an exponent or a minus zero is read exactly (as a string it must be plain)",
          arguments: [("1E2", "100"), ("0.1e-3", "0.0001"), ("-0", "0"), ("2.5E+1", "25")])
    func numberPrices(written: String, exact: String) throws {
        let data = try decode(document(item: #"{ "name": "A", "price": \#(written), "quantity": 1 }"#))
        #expect(data.orders[0].items.map(\.price) == [Decimal(string: exact)])
    }

    @Test("a missing store means the standard settings; unknown keys are ignored")
    func defaults() throws {
        let data = try decode(document())
        #expect(data.store == StoreSettings.standard)
        #expect(data.promos.isEmpty)
        #expect(data.bookmarks.isEmpty)
    }

    @Test("an unknown status is kept as written")
    func unknownStatus() throws {
        let data = try decode(document().replacingOccurrences(of: "\"shipped\"", with: "\"on-hold\""))
        #expect(data.orders[0].status == .other("on-hold"))
    }

    @Test("dates with an offset and fractional seconds parse")
    func dates() throws {
        let data = try decode(document().replacingOccurrences(of: "2026-11-03T14:22:00Z", with: "2026-11-03T15:22:00.500+01:00"))
        #expect(data.orders[0].createdAt == Date(timeIntervalSince1970: 1_793_715_720.5))
    }

    @Test("bad input fails with file, line and JSON path", arguments: [
        (#"{ "name": "Mug", "price": "-1.00", "quantity": 2 }"#,
         "orders.json:6: orders[0].items[0].price: must not be negative, found -1"),
        (#"{ "name": "Mug", "price": "12.50", "quantity": 0 }"#,
         "orders.json:6: orders[0].items[0].quantity: must be at least 1, found 0"),
        (#"{ "name": "Mug", "price": "12.50", "quantity": 1.5 }"#,
         "orders.json:6: orders[0].items[0].quantity: expected a whole number, found 1.5"),
        // Quantities the plain-digits path leaves to the usual one, and a 0 on a line of its own.
        (#"{ "name": "Mug", "price": "12.50", "quantity": 1e2 }"#,
         "orders.json:6: orders[0].items[0].quantity: expected a whole number, found 1e2"),
        (#"{ "name": "Mug", "price": "12.50", "quantity": 99999999999999999999 }"#,
         "orders.json:6: orders[0].items[0].quantity: expected a whole number, found 99999999999999999999"),
        (#"{ "name": "Mug", "price": "12.50", "quantity": -3 }"#,
         "orders.json:6: orders[0].items[0].quantity: must be at least 1, found -3"),
        ("{ \"name\": \"Mug\", \"price\": \"12.50\",\n \"quantity\": 0 }",
         "orders.json:7: orders[0].items[0].quantity: must be at least 1, found 0"),
        (#"{ "name": "Mug", "price": "12.50", "quantity": 01 }"#,
         "orders.json:6:57: not valid JSON: a number may not start with 0"),
        (#"{ "name": "Mug", "price": "12,50", "quantity": 1 }"#,
         #"orders.json:6: orders[0].items[0].price: expected a decimal number like "12.50", found "12,50""#),
        (#"{ "name": "Mug", "price": "1E2", "quantity": 1 }"#,
         #"orders.json:6: orders[0].items[0].price: expected a decimal number like "12.50", found "1E2""#),
        (#"{ "name": "Mug", "price": "0.1e-3", "quantity": 1 }"#,
         #"orders.json:6: orders[0].items[0].price: expected a decimal number like "12.50", found "0.1e-3""#),
        (#"{ "name": "Mug", "price": 1e400, "quantity": 1 }"#,
         "orders.json:6: orders[0].items[0].price: number 1e400 is out of range"),
        (#"{ "name": "Mug", "price": true, "quantity": 1 }"#,
         "orders.json:6: orders[0].items[0].price: expected a decimal number, found a boolean"),
        (#"{ "name": "Mug", "quantity": 1 }"#,
         #"orders.json:6: orders[0].items[0]: missing required key "price""#),
        (#"{ "name": 7, "price": "1", "quantity": 1 }"#,
         "orders.json:6: orders[0].items[0].name: expected a string, found a number"),
    ])
    func itemErrors(item: String, message: String) {
        #expect(throws: DataFileError.self) { try decode(document(item: item)) }
        do {
            _ = try decode(document(item: item))
        } catch {
            #expect(error.description == message)
        }
    }

    @Test("document-level errors", arguments: [
        ("{ \"orders\": [ }", "orders.json:1:15: not valid JSON: unexpected '}'; expected a value"),
        ("[]", "orders.json:1: expected an object, found an array"),
        ("{}", #"orders.json:1: missing required key "orders""#),
        (#"{ "orders": {} }"#, "orders.json:1: orders: expected an array, found an object"),
        (#"{ "orders": [], "store": { "taxRate": "-0.1" } }"#, "orders.json:1: store.taxRate: must not be negative, found -0.1"),
        (#"{ "orders": [], "store": { "currency": "dollars" } }"#,
         #"orders.json:1: store.currency: expected a three-letter ISO 4217 code like "USD", found "dollars""#),
        (#"{ "orders": [], "promos": [ { "code": "X", "kind": "bogo", "value": "1" } ] }"#,
         #"orders.json:1: promos[0].kind: unknown promo kind "bogo" (expected "percent" or "amount")"#),
        (#"{ "orders": [], "promos": [ { "code": "X", "kind": "percent", "value": "120" } ] }"#,
         "orders.json:1: promos[0].value: a percent promo takes 0 to 100, found 120"),
        (#"{ "orders": [], "promos": [ { "code": "X", "kind": "amount", "value": "1" }, { "code": " x ", "kind": "amount", "value": "2" } ] }"#,
         #"orders.json:1: promos[1].code: duplicate promo code "x" (first used at promos[0])"#),
        (#"{ "orders": [], "bookmarks": [ { "id": "b1", "title": "T" } ] }"#,
         #"orders.json:1: bookmarks[0]: missing required key "orderId""#),
    ])
    func documentErrors(text: String, message: String) {
        do {
            _ = try decode(text)
            Issue.record("expected an error: \(message)")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test("a duplicate order id names both places")
    func duplicateId() {
        let second = """
            ,
                { "id": "7f3a9c2e", "title": "Again", "createdAt": "2026-11-04T00:00:00Z", "status": "pending",
                  "items": [], "shippingAddress": { "isResidential": false } }
            """
        do {
            _ = try decode(document(extraOrder: second))
            Issue.record("expected a duplicate-id error")
        } catch {
            #expect(error.description == #"orders.json:9: orders[1].id: duplicate order id "7f3a9c2e" (first used at orders[0])"#)
        }
    }

    @Test("a duplicate of a packed id (32 hex digits) names the line of the id, not of its order's brace")
    func duplicatePackedId() {
        let id = "0123456789abcdef0123456789abcdef"
        let order = { (title: String) in
            """
                {
                  "title": "\(title)", "createdAt": "2026-11-04T00:00:00Z", "status": "pending",
                  "id": "\(id)",
                  "items": [], "shippingAddress": { "isResidential": false }
                }
            """
        }
        let text = """
            { "orders": [
            \(order("First")),
            \(order("Again"))
            ] }
            """
        do {
            _ = try decode(text)
            Issue.record("expected a duplicate-id error")
        } catch {
            #expect(error.description == #"orders.json:9: orders[1].id: duplicate order id "0123456789abcdef0123456789abcdef" (first used at orders[0])"#)
        }
    }

    @Test("a date without a zone is refused")
    func dateWithoutZone() {
        do {
            _ = try decode(document().replacingOccurrences(of: "2026-11-03T14:22:00Z", with: "2026-11-03T14:22:00"))
            Issue.record("expected a date error")
        } catch {
            #expect(error.description
                == #"orders.json:3: orders[0].createdAt: expected an ISO 8601 date-time with a zone like "2026-11-03T14:22:00Z", found "2026-11-03T14:22:00""#)
        }
    }
}
