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

    func string() throws(DataFileError) -> String {
        guard case .string(let text) = value.kind else { throw failure("expected a string, found \(value.typeName)") }
        return text
    }

    func nonEmptyString() throws(DataFileError) -> String {
        let text = try string()
        guard !text.trimmingCharacters(in: .whitespaces).isEmpty else { throw failure("must not be empty") }
        return text
    }

    func bool() throws(DataFileError) -> Bool {
        guard case .bool(let flag) = value.kind else { throw failure("expected true or false, found \(value.typeName)") }
        return flag
    }

    func integer() throws(DataFileError) -> Int {
        guard case .number(let text) = value.kind else { throw failure("expected a whole number, found \(value.typeName)") }
        guard let number = Int(text) else { throw failure("expected a whole number, found \(text)") }
        return number
    }

    /// An exact decimal from a JSON string (`"12.50"`) or number (`12.5`), never through `Double`.
    func decimal() throws(DataFileError) -> Decimal {
        switch value.kind {
        case .string(let string):
            guard let decimal = Decimal(plainText: string) else {
                throw failure("expected a decimal number like \"12.50\", found \"\(string)\"")
            }
            return decimal
        case .number(let number):
            // JSON's grammar has already checked the text; it may carry an exponent.
            guard let decimal = Decimal(string: number, locale: Self.posix), !decimal.isNaN else {
                throw failure("number \(number) is out of range")
            }
            return decimal
        default:
            throw failure("expected a decimal number, found \(value.typeName)")
        }
    }

    /// An ISO 8601 date-time with a zone designator (`2026-11-03T14:22:00Z`, `…+01:00`).
    func date() throws(DataFileError) -> Date {
        let text = try string()
        guard let date = (try? Self.iso8601.parse(text)) ?? (try? Self.iso8601Fractional.parse(text)) else {
            throw failure("expected an ISO 8601 date-time with a zone like \"2026-11-03T14:22:00Z\", found \"\(text)\"")
        }
        return date
    }

    private static let posix = Locale(identifier: "en_US_POSIX")
    private static let iso8601 = Date.ISO8601FormatStyle()
    private static let iso8601Fractional = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
}
