/// Statuses, each once, in the order they were first added: the statuses a store or a
/// data file holds. Adding one is a hash lookup, so a million distinct statuses take a
/// million steps, not a million squared.
public struct StatusList: Sendable, Equatable {
    /// Every status added, each once, first added first.
    public private(set) var statuses: [OrderStatus] = []
    /// The same statuses, for lookup, once there are more than ``searchedCount``: a few
    /// (every real store has about eight) are searched, which costs less than hashing each
    /// order's status.
    private var members: Set<OrderStatus> = []

    /// Up to this many statuses are searched rather than hashed.
    static let searchedCount = 8

    /// An empty list.
    public init() {}

    /// `statuses` with repeats left out, each kept where it first appears.
    public init(_ statuses: some Sequence<OrderStatus>) {
        for status in statuses { add(status) }
    }

    /// Adds `status` at the end unless the list holds it; returns whether it was new.
    @discardableResult
    public mutating func add(_ status: OrderStatus) -> Bool {
        if statuses.count <= Self.searchedCount {
            if statuses.contains(status) { return false }
            statuses.append(status)
            if statuses.count > Self.searchedCount { members = Set(statuses) }
            return true
        }
        guard members.insert(status).inserted else { return false }
        statuses.append(status)
        return true
    }

    /// Adds the statuses of `later` that this list does not hold, in their order.
    public mutating func add(contentsOf later: StatusList) {
        for status in later.statuses { add(status) }
    }

    /// Whether `status` was added.
    public func contains(_ status: OrderStatus) -> Bool {
        statuses.count <= Self.searchedCount ? statuses.contains(status) : members.contains(status)
    }

    public static func == (lhs: StatusList, rhs: StatusList) -> Bool { lhs.statuses == rhs.statuses }
}
