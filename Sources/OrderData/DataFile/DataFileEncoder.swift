import Domain
import Foundation

/// Writes a data set as a data file (domain.md §2) that reads back to the same data set:
/// money as exact decimal strings, instants in UTC (`2026-11-03T14:22:00Z`, with
/// milliseconds when they have a fraction), one order to a line. The file is written to a
/// temporary sibling and renamed into place when complete.
enum DataFileEncoder {
    static func write(_ dataSet: DataSet, to path: String) throws {
        let temporary = TemporarySibling(of: path)
        defer { temporary.remove() }
        guard let stream = fopen(temporary.path, "w") else {
            throw DataFileError(file: path, message: "cannot write the file: \(String(cString: strerror(errno)))")
        }
        var output = JSONOutput(stream: stream)
        encode(dataSet, into: &output)
        let failed = output.flush() == false || ferror(stream) != 0
        guard fclose(stream) == 0, !failed else {
            throw DataFileError(file: path, message: "cannot write the file: \(String(cString: strerror(errno)))")
        }
        try temporary.rename(to: path)
    }

    /// The data set as data-file text.
    static func text(of dataSet: DataSet) -> String {
        var output = JSONOutput(stream: nil)
        encode(dataSet, into: &output)
        return String(decoding: output.buffer, as: UTF8.self)
    }

    private static func encode(_ dataSet: DataSet, into output: inout JSONOutput) {
        let store = dataSet.store
        output.raw("{\n  \"store\": {\"currency\": ")
        output.string(store.currency)
        output.raw(", \"taxRate\": ")
        output.amount(store.taxRate)
        output.raw(", \"freeShippingThreshold\": ")
        output.amount(store.freeShippingThreshold)
        output.raw(", \"shippingRate\": ")
        output.amount(store.shippingRate)
        output.raw("},\n  \"orders\": [")
        for (position, order) in dataSet.orders.enumerated() {
            output.raw(position == 0 ? "\n    {\"id\": " : ",\n    {\"id\": ")
            output.string(order.id)
            output.raw(", \"title\": ")
            output.string(order.title)
            output.raw(", \"createdAt\": ")
            output.instant(order.createdAt)
            output.raw(", \"status\": ")
            output.string(order.status.rawValue)
            output.raw(", \"items\": [")
            for (itemPosition, item) in order.items.enumerated() {
                output.raw(itemPosition == 0 ? "{\"name\": " : ", {\"name\": ")
                output.string(item.name)
                output.raw(", \"price\": ")
                output.amount(item.price)
                output.raw(", \"quantity\": \(item.quantity), \"requiresSignature\": \(item.requiresSignature)}")
            }
            output.raw("], \"shippingAddress\": {\"isResidential\": \(order.shippingAddress.isResidential)}}")
            output.flushIfFull()
        }
        output.raw(dataSet.orders.isEmpty ? "],\n  \"promos\": [" : "\n  ],\n  \"promos\": [")
        for (position, promo) in dataSet.promos.enumerated() {
            output.raw(position == 0 ? "\n    {\"code\": " : ",\n    {\"code\": ")
            output.string(promo.code)
            output.raw(", \"kind\": ")
            output.string(promo.kind.rawValue)
            output.raw(", \"value\": ")
            output.amount(promo.value)
            if let minimum = promo.minSubtotal {
                output.raw(", \"minSubtotal\": ")
                output.amount(minimum)
            }
            if let expiry = promo.expiresAt {
                output.raw(", \"expiresAt\": ")
                output.instant(expiry)
            }
            output.raw("}")
        }
        output.raw(dataSet.promos.isEmpty ? "],\n  \"bookmarks\": [" : "\n  ],\n  \"bookmarks\": [")
        for (position, bookmark) in dataSet.bookmarks.enumerated() {
            output.raw(position == 0 ? "\n    {\"id\": " : ",\n    {\"id\": ")
            output.string(bookmark.id)
            output.raw(", \"title\": ")
            output.string(bookmark.title)
            output.raw(", \"orderId\": ")
            output.string(bookmark.orderId)
            output.raw("}")
        }
        output.raw(dataSet.bookmarks.isEmpty ? "]\n}\n" : "\n  ]\n}\n")
    }
}

/// JSON text gathered in a buffer and, with a stream, written out a chunk at a time.
private struct JSONOutput {
    let stream: UnsafeMutablePointer<FILE>?
    var buffer: [UInt8] = []
    private var failed = false

    static let wholeSeconds = Date.ISO8601FormatStyle()
    static let milliseconds = Date.ISO8601FormatStyle(includingFractionalSeconds: true)

    init(stream: UnsafeMutablePointer<FILE>?) {
        self.stream = stream
        buffer.reserveCapacity(1 << 16)
    }

    mutating func raw(_ text: String) {
        buffer.append(contentsOf: text.utf8)
    }

    mutating func string(_ text: String) {
        buffer.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): raw("\\\"")
            case UInt8(ascii: "\\"): raw("\\\\")
            case 0x0A: raw("\\n")
            case 0x0D: raw("\\r")
            case 0x09: raw("\\t")
            case 0..<0x20, 0x7F:
                let hex = String(byte, radix: 16)
                raw("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
            default: buffer.append(byte)
            }
        }
        buffer.append(UInt8(ascii: "\""))
    }

    mutating func amount(_ value: Decimal) {
        string(StoreWriter.text(value))
    }

    mutating func instant(_ date: Date) {
        let seconds = date.timeIntervalSince1970
        string(seconds == seconds.rounded(.down) ? Self.wholeSeconds.format(date) : Self.milliseconds.format(date))
    }

    mutating func flushIfFull() {
        if buffer.count >= 1 << 16 { _ = flush() }
    }

    /// Writes what is gathered to the stream; false once a write has failed.
    @discardableResult
    mutating func flush() -> Bool {
        guard let stream else { return true }
        if !buffer.isEmpty {
            let written = buffer.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, stream) }
            if written != buffer.count { failed = true }
            buffer.removeAll(keepingCapacity: true)
        }
        return !failed
    }
}
