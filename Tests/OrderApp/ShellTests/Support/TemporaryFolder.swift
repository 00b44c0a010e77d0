import Foundation

/// A fresh folder under /tmp with the given files, removed by `remove()`.
struct TemporaryFolder {
    let path: String

    init(files: [String: String]) throws {
        path = NSTemporaryDirectory() + "ordersh-shell-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        for (name, text) in files {
            try text.write(toFile: path + "/" + name, atomically: true, encoding: .utf8)
        }
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// The seed's data file: one order of $99.99 at tax rate 0.08.
    static let smallData = """
        { "store": { "currency": "USD", "taxRate": "0.08", "freeShippingThreshold": "100.00", "shippingRate": "0.10" },
          "orders": [ { "id": "abcd1234abcd1234abcd1234abcd1234", "title": "One thing", "createdAt": "2026-11-10T10:00:00Z",
            "status": "delivered", "items": [ { "name": "Gadget", "price": "99.99", "quantity": 1, "requiresSignature": false } ],
            "shippingAddress": { "isResidential": true } } ] }
        """
}
