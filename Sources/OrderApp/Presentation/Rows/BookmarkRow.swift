import ViewModelDisplay
/// One bookmark as the bookmark list shows it.
@DisplayState
public struct BookmarkRow: Sendable, Hashable, DisplayDescribable {
    public let title: String
    /// `Order #7F3A9C2E` of the bookmarked order, or `""` when that order is gone.
    public let orderNumber: String
}
