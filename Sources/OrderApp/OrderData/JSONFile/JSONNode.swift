import Domain
import Foundation

/// A JSON value with the path that leads to it, read with typed accessors whose
/// errors name the file, the path and the line.
struct JSONNode {
    let value: JSONValue
    let path: String
    let file: String

    func failure(_ message: String) -> DataFileError {
        DataFileError(file: file, path: path, line: value.line, message: message)
    }

    // MARK: Containers

    func members() throws(DataFileError) -> [String: JSONValue] {
        guard case .object(let members) = value.kind else { throw failure("expected an object, found \(value.typeName)") }
        return members
    }

    func elements() throws(DataFileError) -> [JSONNode] {
        guard case .array(let elements) = value.kind else { throw failure("expected an array, found \(value.typeName)") }
        return elements.enumerated().map { JSONNode(value: $1, path: "\(path)[\($0)]", file: file) }
    }

    /// The member `key`; a missing key or `null` is an error.
    func required(_ key: String) throws(DataFileError) -> JSONNode {
        guard let node = try optional(key) else {
            throw failure("missing required key \"\(key)\"")
        }
        return node
    }

    /// The member `key`, or `nil` when it is missing or `null`.
    func optional(_ key: String) throws(DataFileError) -> JSONNode? {
        guard let member = try members()[key] else { return nil }
        if case .null = member.kind { return nil }
        return JSONNode(value: member, path: path.isEmpty ? key : "\(path).\(key)", file: file)
    }

    // MARK: Scalars

    func string() throws(DataFileError) -> String { try read { v throws(ValueProblem) in try v.stringValue() } }
    func nonEmptyString() throws(DataFileError) -> String { try read { v throws(ValueProblem) in try v.nonEmptyStringValue() } }
    func bool() throws(DataFileError) -> Bool { try read { v throws(ValueProblem) in try v.boolValue() } }
    func integer() throws(DataFileError) -> Int { try read { v throws(ValueProblem) in try v.integerValue() } }
    func decimal() throws(DataFileError) -> Decimal { try read { v throws(ValueProblem) in try v.decimalValue() } }
    func nonNegativeDecimal() throws(DataFileError) -> Decimal {
        try read { v throws(ValueProblem) in try v.nonNegativeDecimalValue() }
    }
    func date() throws(DataFileError) -> Date { try read { v throws(ValueProblem) in try v.dateValue() } }

    /// One of the typed readings of ``JSONValue``, its problem located at this node.
    private func read<T>(_ reading: (JSONValue) throws(ValueProblem) -> T) throws(DataFileError) -> T {
        do {
            return try reading(value)
        } catch {
            throw failure(error.message)
        }
    }
}
