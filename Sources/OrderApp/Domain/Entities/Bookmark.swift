/// A saved shortcut to an order; the order may since have disappeared.
public struct Bookmark: Sendable, Hashable, Identifiable {
    public let id: String
    public let title: String
    public let orderId: String

    public init(id: String, title: String, orderId: String) {
        self.id = id
        self.title = title
        self.orderId = orderId
    }
}
