import Foundation

extension Decimal {
    /// The amount as plain decimal text (`12.5`, `0.08875`) that `Decimal(plainText:)` reads
    /// back to the same value: how the data file and the store write money.
    var exactText: String { description }
}
