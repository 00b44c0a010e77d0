import Foundation

/// Why an order reference found no single order.
public enum OrderLookupError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Nothing (or only `#` and spaces) was given.
    case emptyReference
    /// No order has this id, id prefix or number.
    case notFound(reference: String)
    /// No order has this id, and it is too short to be an id prefix.
    case tooShort(reference: String)
    /// The prefix fits several orders; `names` tell them apart: their order numbers
    /// (`#7F3A9C2E`), or their ids where two share a number, sorted.
    case ambiguous(reference: String, names: [String])

    public var description: String {
        switch self {
        case .emptyReference:
            "no order reference given"
        case .notFound(let reference):
            "no order matches '\(reference)'"
        case .tooShort(let reference):
            "no order matches '\(reference)': an id prefix needs \(FetchOrder.minimumPrefixLength) or more characters"
        case .ambiguous(let reference, let names):
            "'\(reference)' matches \(names.count) orders: " + names.joined(separator: ", ")
        }
    }
}

/// Finds one order by reference: its full id, a unique id prefix of at least
/// ``minimumPrefixLength`` characters, or its order number (`#7F3A9C2E`).
/// Matching ignores case; an exact id wins over a longer id that starts with it.
public struct FetchOrder: Sendable {
    /// The fewest characters an id prefix needs.
    public static let minimumPrefixLength = 4

    private let repository: any OrderRepository

    public init(repository: any OrderRepository) {
        self.repository = repository
    }

    public func execute(reference: String) async throws -> Order {
        try Self.find(reference, in: try await repository.fetchOrders())
    }

    /// What tells `orders` apart in a message: their order numbers (`#7F3A9C2E`), or, when
    /// two share one (an order number is the id's first eight characters), their ids.
    static func distinguishingNames(of orders: [Order]) -> [String] {
        let numbers = orders.map(\.number)
        if Set(numbers).count == numbers.count { return numbers.sorted().map { "#\($0)" } }
        return orders.map(\.id).sorted()
    }

    /// The lookup rule itself, on orders already read.
    public static func find(_ reference: String, in orders: [Order]) throws(OrderLookupError) -> Order {
        let trimmed = reference.trimmingCharacters(in: .whitespaces)
        let key = (trimmed.hasPrefix("#") ? String(trimmed.dropFirst()) : trimmed).lowercased()
        guard !key.isEmpty else { throw .emptyReference }
        if let exact = orders.first(where: { $0.id.lowercased() == key }) {
            return exact
        }
        guard key.count >= minimumPrefixLength else { throw .tooShort(reference: trimmed) }
        let matches = orders.filter { $0.id.lowercased().hasPrefix(key) }
        switch matches.count {
        case 0: throw .notFound(reference: trimmed)
        case 1: return matches[0]
        default: throw .ambiguous(reference: trimmed, names: distinguishingNames(of: matches))
        }
    }
}
