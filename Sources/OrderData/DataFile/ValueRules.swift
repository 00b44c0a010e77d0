/// The wording of the value rules both readers enforce, the data file and the store, so
/// that one bad value reads the same from either (after its path: `items[0].quantity: …`).
enum ValueRules {
    /// A quantity below one.
    static func quantityTooSmall(_ quantity: Int) -> String { "must be at least 1, found \(quantity)" }

    /// A price, rate or threshold below zero.
    static func negative(_ amount: some CustomStringConvertible) -> String { "must not be negative, found \(amount)" }
}
