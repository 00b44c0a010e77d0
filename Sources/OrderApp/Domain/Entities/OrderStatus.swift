/// The life-cycle state of an order.
///
/// Statuses this version does not know are kept as `.other` so that newer data
/// files still load (forward compatibility).
public enum OrderStatus: Sendable, Hashable {
    case pending
    case processing
    case shipped
    case delivered
    case cancelled
    case other(String)

    /// The statuses this version knows, in life-cycle order.
    public static let known: [OrderStatus] = [.pending, .processing, .shipped, .delivered, .cancelled]

    /// Reads a status from its data-file spelling; known names match case-insensitively.
    public init(rawValue: String) {
        // Data files write the known names in lowercase: matched as they are, no new string.
        self = Self.known(named: rawValue) ?? Self.known(named: rawValue.lowercased()) ?? .other(rawValue)
    }

    /// The known status spelled `name` exactly (lowercase), if any.
    private static func known(named name: String) -> OrderStatus? {
        switch name {
        case "pending": .pending
        case "processing": .processing
        case "shipped": .shipped
        case "delivered": .delivered
        case "cancelled": .cancelled
        default: nil
        }
    }

    /// The data-file spelling: lowercase for known statuses, as written for others.
    public var rawValue: String {
        switch self {
        case .pending: "pending"
        case .processing: "processing"
        case .shipped: "shipped"
        case .delivered: "delivered"
        case .cancelled: "cancelled"
        case .other(let value): value
        }
    }
}
