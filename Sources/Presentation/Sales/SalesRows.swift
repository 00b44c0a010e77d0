import DisplayInterface

/// One status of a sales report: how many orders have it and their share of the period.
public struct SalesStatusRow: Sendable, Hashable, DisplayDescribable {
    public let statusLabel: String
    public let statusColor: StatusColor
    /// `3 orders`.
    public let countLabel: String
    /// `25%`, of every order of the period, cancelled included.
    public let shareLabel: String

    public static let displaySchema = DisplaySchema<SalesStatusRow>([
        .string("statusLabel") { $0.statusLabel },
        .statusColor("statusColor") { $0.statusColor },
        .string("countLabel") { $0.countLabel },
        .string("shareLabel") { $0.shareLabel },
    ])
}

/// One of the period's best-selling items.
public struct TopItemRow: Sendable, Hashable, DisplayDescribable {
    public let name: String
    /// `12 sold`.
    public let quantityLabel: String
    /// Σ price × quantity, no tax: `$150.00`.
    public let revenueLabel: String

    public static let displaySchema = DisplaySchema<TopItemRow>([
        .string("name") { $0.name },
        .string("quantityLabel") { $0.quantityLabel },
        .string("revenueLabel") { $0.revenueLabel },
    ])
}
