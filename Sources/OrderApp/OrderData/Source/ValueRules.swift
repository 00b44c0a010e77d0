import Domain
import SafeIO
import Foundation

/// The wording of the value rules both readers enforce, the data file and the store, so
/// that one bad value reads the same from either (after its path: `items[0].quantity: …`).
enum ValueRules {
    /// A quantity below one.
    static func quantityTooSmall(_ quantity: Int) -> String { "must be at least 1, found \(quantity)" }

    /// A price, rate or threshold below zero.
    static func negative(_ amount: some CustomStringConvertible) -> String { "must not be negative, found \(echo(amount.description))" }

    /// The first instant an order or promo may have: 0001-01-01T00:00:00Z.
    static let earliestInstant: TimeInterval = -62_135_596_800
    /// The first instant past the last one allowed: 10000-01-01T00:00:00Z.
    static let instantLimit: TimeInterval = 253_402_300_800

    /// Whether `seconds` since 1970 lie in the years 1…9999 of the ISO calendar (UTC), the
    /// instants every reader accepts, every formatter shows and export writes back.
    static func isInRange(_ seconds: TimeInterval) -> Bool {
        earliestInstant <= seconds && seconds < instantLimit
    }

    /// An instant outside the years 1…9999; `found` is the value as it was written.
    static func instantOutOfRange(_ found: String) -> String {
        "is out of range: an instant must lie in the years 0001 to 9999 (UTC), found \(echo(found))"
    }

    /// A decimal with more significant digits than `Decimal` keeps (38): it would be
    /// rounded, so it is refused; `found` is the value as it was written.
    static func tooPrecise(_ found: String) -> String {
        "is out of range: more significant digits than ordersh keeps exactly (38), found \(echo(found))"
    }

    /// An order whose subtotal (Σ price × quantity) `Decimal` could not hold exactly.
    static let subtotalOutOfRange =
        "is out of range: price × quantity and their sum need more than \(OrderDigits.most) significant digits, "
        + "and ordersh keeps amounts exact (38 digits, two of them for tax and shipping)"

    /// The longest echo of a value in a message, in characters.
    static let longestEcho = EchoedValue.longest

    /// `text` as an error message quotes it: cut to ``longestEcho`` characters with `…`, so
    /// a value of a hundred thousand digits does not fill the screen. (Control characters
    /// are escaped where the message is printed.)
    static func echo(_ text: String) -> String { EchoedValue.cut(text) }
}
