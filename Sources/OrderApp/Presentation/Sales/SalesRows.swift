import ViewModelDisplay

/// One status of a sales report: how many orders have it and their share of the period.
@DisplayState
public struct SalesStatusRow: Sendable, Hashable, DisplayDescribable {
    @ColoredBy(\SalesStatusRow.statusColor) public let statusLabel: String
    public let statusColor: StatusColor
    /// `3 orders`.
    public let countLabel: String
    /// `25%`, of every order of the period, cancelled included.
    public let shareLabel: String
    /// The share as a bar: the unrounded fraction of the period's orders.
    public let shareBar: Bar
}

/// One of the period's best-selling items.
@DisplayState
public struct TopItemRow: Sendable, Hashable, DisplayDescribable {
    public let name: String
    /// `12 sold`.
    public let quantityLabel: String
    /// Σ price × quantity, no tax: `$150.00`.
    public let revenueLabel: String
    /// The quantity sold against the first row's, as a bar.
    public let quantityBar: Bar
}
