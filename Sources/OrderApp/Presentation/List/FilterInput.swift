import ViewModelDisplay

/// A field of the list filter the user can set (`filter KEY OP VALUE`).
public enum FilterKey: String, Sendable, Hashable, CaseIterable {
    case status, month, total, signature, title

    /// The operators this key accepts, in the order help lists them.
    public var operators: [FilterOperator] {
        switch self {
        case .status: [.equal, .notEqual]
        case .month, .signature: [.equal]
        case .total: [.equal, .notEqual, .greater, .greaterOrEqual, .less, .lessOrEqual]
        case .title: [.contains]
        }
    }
}

/// How a filter clause compares.
public enum FilterOperator: String, Sendable, Hashable, CaseIterable {
    case equal = "="
    case notEqual = "!="
    case greater = ">"
    case greaterOrEqual = ">="
    case less = "<"
    case lessOrEqual = "<="
    /// Case-insensitive "contains".
    case contains = "~"
}

/// One `KEY OP VALUE` of a `filter` command, with the value as typed.
public struct FilterClause: Sendable, Hashable {
    public let key: FilterKey
    public let op: FilterOperator
    public let value: String

    public init(_ key: FilterKey, _ op: FilterOperator, _ value: String) {
        self.key = key
        self.op = op
        self.value = value
    }
}

/// A filter clause the list refuses; nothing was changed.
public struct FilterError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong, in a sentence without location.
    public let message: String
    /// The text that was wrong (a value or an operator).
    public let offending: String
    /// Values that would have been accepted, for a "did you mean" suggestion.
    public let candidates: [String]

    public init(message: String, offending: String, candidates: [String] = []) {
        self.message = message
        self.offending = offending
        self.candidates = candidates
    }

    public var description: String { message }
}

/// The keys `sort` accepts.
public enum SortKey: String, Sendable, Hashable, CaseIterable, ArgumentValue {
    case date, total, title
}

/// The directions `sort` accepts.
public enum SortDirection: String, Sendable, Hashable, CaseIterable, ArgumentValue {
    case asc, desc
}
