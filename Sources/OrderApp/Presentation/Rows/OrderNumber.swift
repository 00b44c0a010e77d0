internal import Domain

/// The order number as every ViewModel shows it (domain.md §5): `Order #7F3A9C2E`.
enum OrderNumber {
    /// `Order #7F3A9C2E`. A character that shows as nothing (a zero-width joiner, a
    /// format or control character, an unusual space) is written as `\u{200D}`: an id
    /// holding one looks like another order's number, yet matches nothing typed.
    static func label(for order: Order) -> String {
        label(number: order.number)
    }

    /// `Order #7F3A9C2E` for the number `7F3A9C2E`. A list makes one for each row it
    /// formats: printable ASCII (every number of a packed id) is copied in after the
    /// prefix in one string, without the general concatenation or the scalar check.
    static func label(number: String) -> String {
        var number = number
        let made: String? = number.withUTF8 { digits in
            guard digits.count <= 64, digits.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return nil }
            return String(unsafeUninitializedCapacity: prefix.count + digits.count) { buffer in
                var end = 0
                for byte in prefix { buffer[end] = byte; end += 1 }
                for byte in digits { buffer[end] = byte; end += 1 }
                return end
            }
        }
        return made ?? "Order #" + visible(number)
    }

    /// Calls `body` with the UTF-8 of the label of `identifier`'s number, as
    /// ``label(number:)`` makes it: written on the stack when the number is printable ASCII
    /// (every packed id's), with no `String` made.
    static func withLabelUTF8<Result>(of identifier: OrderIdentifier, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let digits = identifier.packedNumberDigits {
            // A packed id's label is 15 bytes: "Order #" and the first digit in one word,
            // the other seven in the next.
            let words = ((labelPrefixWord | (digits & 0xFF) << 56).littleEndian, (digits >> 8).littleEndian)
            return withUnsafeBytes(of: words) { raw in
                body(UnsafeBufferPointer(rebasing: raw.bindMemory(to: UInt8.self)[0..<15]))
            }
        }
        return identifier.withNumberUTF8 { digits in
            guard digits.count <= 64, digits.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else {
                var label = label(number: String(decoding: digits, as: UTF8.self))
                return label.withUTF8(body)
            }
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: prefix.count + digits.count) { buffer in
                var end = 0
                for byte in prefix { buffer[end] = byte; end += 1 }
                for byte in digits { buffer[end] = byte; end += 1 }
                return body(UnsafeBufferPointer(rebasing: buffer[0..<end]))
            }
        }
    }

    private static let prefix = Array("Order #".utf8)
    /// ``prefix`` as the low seven bytes of a word, the first in the lowest (a constant:
    /// the array is a lazy global, reached through `swift_once` on every use).
    private static var labelPrefixWord: UInt64 { 0x0023_2072_6564_724F }

    /// How a user types the order as a reference: `#7F3A9C2E`.
    static func reference(for order: Order) -> String {
        "#" + order.number
    }

    /// `number` with its invisible scalars escaped; an ASCII number is returned as it is.
    static func visible(_ number: String) -> String {
        guard number.utf8.contains(where: { $0 >= 0x80 || $0 < 0x20 || $0 == 0x7F }) else { return number }
        var shown = ""
        for scalar in number.unicodeScalars {
            let isInvisible = switch scalar.properties.generalCategory {
            case .format, .control, .lineSeparator, .paragraphSeparator: true
            case .spaceSeparator: scalar != " "
            default: false
            }
            if isInvisible {
                shown += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                shown.unicodeScalars.append(scalar)
            }
        }
        return shown
    }
}
