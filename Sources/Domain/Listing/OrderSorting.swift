import Foundation

/// The order of a list of orders. Ties always fall back to the id, ascending,
/// so the order is total and stable.
public struct OrderSorting: Sendable, Hashable {
    public enum Key: String, Sendable, Hashable, CaseIterable {
        case date, total, title
    }

    public let key: Key
    public let ascending: Bool

    public init(key: Key, ascending: Bool) {
        self.key = key
        self.ascending = ascending
    }

    /// Newest first.
    public static let standard = OrderSorting(key: .date, ascending: false)

    /// The direction a key sorts in when none is named: dates and totals descending, titles ascending.
    public static func defaultAscending(for key: Key) -> Bool {
        key == .title
    }

    /// Sorts `entries`; `locale` collates titles.
    public func sorted(_ entries: [PricedOrder], locale: Locale) -> [PricedOrder] {
        entries.sorted { lhs, rhs in
            let ordering: ComparisonResult
            switch key {
            case .date: ordering = compare(lhs.order.createdAt, rhs.order.createdAt)
            case .total: ordering = compare(lhs.total.total, rhs.total.total)
            case .title:
                ordering = lhs.order.title.compare(rhs.order.title, options: [.caseInsensitive], range: nil, locale: locale)
            }
            switch ordering {
            case .orderedAscending: return ascending
            case .orderedDescending: return !ascending
            case .orderedSame: return lhs.order.id < rhs.order.id
            }
        }
    }

    private func compare<T: Comparable>(_ lhs: T, _ rhs: T) -> ComparisonResult {
        lhs < rhs ? .orderedAscending : (lhs > rhs ? .orderedDescending : .orderedSame)
    }
}
