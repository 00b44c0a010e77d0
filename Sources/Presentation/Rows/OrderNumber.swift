internal import Domain

/// The order number as every ViewModel shows it (domain.md §5): `Order #7F3A9C2E`.
enum OrderNumber {
    static func label(for order: Order) -> String {
        "Order #" + order.number
    }
}
