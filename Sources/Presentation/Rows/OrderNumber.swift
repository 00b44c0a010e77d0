internal import Domain

/// The order number as every ViewModel shows it (domain.md §5): `Order #7F3A9C2E`.
enum OrderNumber {
    /// `Order #7F3A9C2E`. A character that shows as nothing (a zero-width joiner, a
    /// format or control character, an unusual space) is written as `\u{200D}`: an id
    /// holding one looks like another order's number, yet matches nothing typed.
    static func label(for order: Order) -> String {
        "Order #" + visible(order.number)
    }

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
