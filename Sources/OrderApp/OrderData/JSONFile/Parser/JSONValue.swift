/// A parsed JSON value that remembers the line it started on.
///
/// Numbers keep their source text, so money never passes through `Double`.
struct JSONValue: Sendable {
    enum Kind: Sendable {
        case object([String: JSONValue])
        case array([JSONValue])
        case string(String)
        /// The number exactly as written (`19.99`, `-1e2`).
        case number(String)
        case bool(Bool)
        case null
    }

    let kind: Kind
    /// 1-based line of the value's first character.
    let line: Int

    /// The JSON type name used in error messages.
    var typeName: String {
        switch kind {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }
}
