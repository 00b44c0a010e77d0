import Domain
import Foundation
import SafeIO
import SystemPackage

/// Writes a data set as a data file (domain.md §2) that reads back to the same data set:
/// money as exact decimal strings, instants in UTC (`2026-11-03T14:22:00Z`, with
/// milliseconds when they have a fraction), one order to a line. The file is written to a
/// temporary sibling and renamed into place when complete.
enum DataFileEncoder {
    /// `install` puts the complete temporary file in place (default: a rename over `path`).
    static func write(_ dataSet: DataSet, to path: FilePath, install: ((TemporarySibling) throws -> Void)? = nil) throws {
        let temporary = TemporarySibling(of: path)
        defer { temporary.remove() }
        guard let stream = temporary.path.withPlatformString({ fopen($0, "w") }) else {
            throw DataFileError(file: path, message: "cannot write the file: \(String(cString: strerror(errno)))")
        }
        var output = JSONOutput(stream: stream)
        encode(dataSet, into: &output)
        let failed = output.flush() == false || ferror(stream) != 0
        guard fclose(stream) == 0, !failed else {
            throw DataFileError(file: path, message: "cannot write the file: \(String(cString: strerror(errno)))")
        }
        if let install { try install(temporary) } else { try temporary.install(as: FileTarget(path)) }
    }

    /// Writes the data set to an open stream (standard output for `export STORE -`); its
    /// errors name the stream `shownAs`.
    static func write(_ dataSet: DataSet, to stream: UnsafeMutablePointer<FILE>, shownAs name: String) throws {
        var output = JSONOutput(stream: stream)
        encode(dataSet, into: &output)
        guard output.flush(), fflush(stream) == 0, ferror(stream) == 0 else {
            if errno == EPIPE { throw DataTransfer.OutputClosed() }
            throw DataFileError(file: name, message: "cannot write: \(String(cString: strerror(errno)))")
        }
    }

    /// The data set as data-file text.
    static func text(of dataSet: DataSet) -> String {
        var output = JSONOutput(stream: nil)
        encode(dataSet, into: &output)
        return String(decoding: output.buffer, as: UTF8.self)
    }

    private static func encode(_ dataSet: DataSet, into output: inout JSONOutput) {
        let store = dataSet.store
        output.raw("{\n  \"store\": {")
        output.field("currency", first: true)
        output.string(store.currency)
        output.field("taxRate")
        output.amount(store.taxRate)
        output.field("freeShippingThreshold")
        output.amount(store.freeShippingThreshold)
        output.field("shippingRate")
        output.amount(store.shippingRate)
        output.raw("},\n")
        output.array("orders", dataSet.orders) { output, order in
            output.field("id", first: true)
            output.string(order.id)
            output.field("title")
            output.string(order.title)
            output.field("createdAt")
            output.instant(order.createdAt)
            output.field("status")
            output.string(order.status.rawValue)
            output.field("items")
            output.raw("[")
            for (position, item) in order.items.enumerated() {
                output.raw(position == 0 ? "{" : ", {")
                output.field("name", first: true)
                output.string(item.name)
                output.field("price")
                output.amount(item.price)
                output.raw(", \"quantity\": \(item.quantity), \"requiresSignature\": \(item.requiresSignature)}")
            }
            output.raw("], \"shippingAddress\": {\"isResidential\": \(order.shippingAddress.isResidential)}")
        }
        output.raw(",\n")
        output.array("promos", dataSet.promos) { output, promo in
            output.field("code", first: true)
            output.string(promo.code)
            output.field("kind")
            output.string(promo.kind.rawValue)
            output.field("value")
            output.amount(promo.value)
            if let minimum = promo.minSubtotal {
                output.field("minSubtotal")
                output.amount(minimum)
            }
            if let expiry = promo.expiresAt {
                output.field("expiresAt")
                output.instant(expiry)
            }
        }
        output.raw(",\n")
        output.array("bookmarks", dataSet.bookmarks) { output, bookmark in
            output.field("id", first: true)
            output.string(bookmark.id)
            output.field("title")
            output.string(bookmark.title)
            output.field("orderId")
            output.string(bookmark.orderId)
        }
        output.raw("\n}\n")
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

    /// `"name": `, after `, ` unless it is the object's first.
    mutating func field(_ name: String, first: Bool = false) {
        raw(first ? "\"" : ", \"")
        raw(name)
        raw("\": ")
    }

    /// `  "name": [` and one object a line, each written by `object` between its braces.
    mutating func array<Element>(_ name: String, _ elements: [Element], object: (inout JSONOutput, Element) -> Void) {
        raw("  \"\(name)\": [")
        for (position, element) in elements.enumerated() {
            raw(position == 0 ? "\n    {" : ",\n    {")
            object(&self, element)
            raw("}")
            flushIfFull()
        }
        raw(elements.isEmpty ? "]" : "\n  ]")
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
        string(value.exactText)
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
