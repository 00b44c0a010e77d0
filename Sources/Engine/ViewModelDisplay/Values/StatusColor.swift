/// The colour a status is shown in. In JSON it is its lowercase name (`"green"`).
public enum StatusColor: String, Sendable, Hashable, CaseIterable {
    case green, blue, orange, gray
    /// A status that needs attention: failed, overdue, blocked.
    case red
}
