import ViewModelDisplay
internal import Domain

/// One line of an order or cart.
@DisplayState
public struct ItemRow: Sendable, Hashable, DisplayDescribable {
    public let name: String
    /// `× 2`.
    public let quantityLabel: String
    /// price × quantity as currency: `$25.00`.
    public let lineTotalLabel: String

    @MainActor static func rows(for items: some Collection<OrderItem>, calculator: CalculateOrderTotal, formatters: DisplayFormatters) -> [ItemRow] {
        items.map { item in
            ItemRow(
                name: item.name,
                quantityLabel: "× " + formatters.integer(item.quantity),
                lineTotalLabel: formatters.currency(calculator.lineTotal(of: item))
            )
        }
    }
}
