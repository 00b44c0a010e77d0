import Foundation

/// How an ``OrderItem`` holds its name and price in 25 bytes: a price of whole cents that
/// fits an `Int` (nearly every one) beside the name, any other price with the name in a box
/// of their own. An item takes 40 bytes where a `Decimal` price made it 48, and pricing
/// reads the cents without working them out.
///
/// A price is held one way only, as cents whenever it can be, so items of equal prices
/// hold them alike.
struct ItemNameAndPrice: Sendable {
    private enum Storage: Sendable {
        /// The name; the price is `cents`.
        case name(StoredText)
        /// The name and a price that is not whole cents (`0.001`) or too large for them.
        case exact(ExactItem)
    }

    private let cents: Int
    private let storage: Storage

    /// `name` and `price`, whose whole cents are `cents` (`nil`: not a whole number of them).
    init(name: StoredText, price: Decimal, cents: Int?) {
        if let cents {
            self.cents = cents
            storage = .name(name)
        } else {
            self.cents = 0
            storage = .exact(ExactItem(name: name, price: price))
        }
    }

    var name: StoredText {
        switch storage {
        case .name(let name): name
        case .exact(let item): item.name
        }
    }

    /// The price, equal to the one it was made with.
    var price: Decimal {
        switch storage {
        case .name: Decimal(cents: cents)
        case .exact(let item): item.price
        }
    }

    /// The price in whole cents, or `nil` when it is held exactly.
    var priceCents: Int? {
        if case .name = storage { cents } else { nil }
    }
}

/// The name and price of an item whose price is not a whole number of cents that fits an `Int`.
private final class ExactItem: Sendable {
    let name: StoredText
    let price: Decimal

    init(name: StoredText, price: Decimal) {
        self.name = name
        self.price = price
    }
}
