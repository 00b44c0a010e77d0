import Domain
import Foundation

/// What is wrong with one JSON value, said without its location; the caller adds the
/// file, path and line (``JSONNode/failure(_:)`` or the order decoder).
struct ValueProblem: Error {
    let message: String
}

/// The typed readings of a JSON value that every part of the data file shares, so a
/// store setting, a promo and an order's price say the same thing when they are wrong.
extension JSONValue {
    func stringValue() throws(ValueProblem) -> String {
        guard case .string(let text) = kind else { throw ValueProblem(message: "expected a string, found \(typeName)") }
        return text
    }

    func nonEmptyStringValue() throws(ValueProblem) -> String {
        let text = try stringValue()
        // A visible ASCII character settles it without Foundation's trimming.
        guard text.utf8.contains(where: { (0x21...0x7E).contains($0) }) || !text.isBlank else {
            throw ValueProblem(message: "must not be empty")
        }
        return text
    }

    func boolValue() throws(ValueProblem) -> Bool {
        guard case .bool(let flag) = kind else { throw ValueProblem(message: "expected true or false, found \(typeName)") }
        return flag
    }

    func integerValue() throws(ValueProblem) -> Int {
        guard case .number(let text) = kind else { throw ValueProblem(message: "expected a whole number, found \(typeName)") }
        guard let number = Int(text) else { throw ValueProblem(message: "expected a whole number, found \(ValueRules.echo(text))") }
        return number
    }

    /// An exact decimal from a JSON string (`"12.50"`) or number (`12.5`), never through `Double`.
    func decimalValue() throws(ValueProblem) -> Decimal {
        switch kind {
        case .string(let string):
            guard let decimal = Decimal(plainText: string) else {
                if Decimal.isPlainLiteral(string.utf8) { throw ValueProblem(message: ValueRules.tooPrecise("\"\(string)\"")) }
                throw ValueProblem(message: "expected a decimal number like \"12.50\", found \"\(ValueRules.echo(string))\"")
            }
            return decimal
        case .number(let number):
            // JSON's grammar has already checked the text; it may carry an exponent.
            if let plain = Decimal(plainText: number) { return plain }
            if Decimal.isPlainLiteral(number.utf8) { throw ValueProblem(message: ValueRules.tooPrecise(number)) }
            guard let decimal = Decimal(string: number, locale: Self.posix), !decimal.isNaN else {
                throw ValueProblem(message: "number \(ValueRules.echo(number)) is out of range")
            }
            // The mantissa's digits must survive the reading, or the amount was rounded.
            let mantissa = number.utf8.prefix { $0 != UInt8(ascii: "e") && $0 != UInt8(ascii: "E") }
            guard Decimal.significantDigits(of: decimal.description.utf8) == Decimal.significantDigits(of: mantissa) else {
                throw ValueProblem(message: ValueRules.tooPrecise(number))
            }
            return decimal
        default:
            throw ValueProblem(message: "expected a decimal number, found \(typeName)")
        }
    }

    /// A decimal that must not be below zero (prices, rates, thresholds).
    func nonNegativeDecimalValue() throws(ValueProblem) -> Decimal {
        let amount = try decimalValue()
        guard amount >= 0 else { throw ValueProblem(message: ValueRules.negative(amount)) }
        return amount
    }

    /// An ISO 8601 date-time with a zone designator (`2026-11-03T14:22:00Z`, `…+01:00`).
    /// Its instant lies in the years 1…9999 (``ValueRules/isInRange(_:)``).
    func dateValue() throws(ValueProblem) -> Date {
        let text = try stringValue()
        if let date = ISO8601Timestamp.parse(text) { return date }
        let date = try parsedDate(text)
        guard ValueRules.isInRange(date.timeIntervalSince1970) else {
            throw ValueProblem(message: ValueRules.instantOutOfRange("\"\(text)\""))
        }
        return date
    }

    private func parsedDate(_ text: String) throws(ValueProblem) -> Date {
        // Foundation's parser rolls an impossible date over (2026-02-30 becomes March 2).
        guard ISO8601Timestamp.hasPossibleDate(text),
              let date = (try? Self.iso8601.parse(text)) ?? (try? Self.iso8601Fractional.parse(text))
        else {
            throw ValueProblem(message: "expected an ISO 8601 date-time with a zone like \"2026-11-03T14:22:00Z\", found \"\(ValueRules.echo(text))\"")
        }
        return date
    }

    private static let posix = Locale(identifier: "en_US_POSIX")
    private static let iso8601 = Date.ISO8601FormatStyle()
    private static let iso8601Fractional = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
}

extension String {
    /// True when the text is empty or only blanks (what `trimmingCharacters(in: .whitespaces)` would empty).
    var isBlank: Bool {
        trimmingCharacters(in: .whitespaces).isEmpty
    }
}
