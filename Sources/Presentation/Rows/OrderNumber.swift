internal import Domain

/// The order number as every ViewModel shows it (domain.md §5): `Order #7F3A9C2E`.
enum OrderNumber {
    static func label(for order: Order) -> String {
        "Order #" + order.number
    }

    /// How a user types the order as a reference: `#7F3A9C2E`.
    static func reference(for order: Order) -> String {
        "#" + order.number
    }
}
