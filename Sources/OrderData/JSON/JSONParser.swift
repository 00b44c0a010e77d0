/// A syntax error in a JSON document, with its 1-based position.
struct JSONSyntaxError: Error, Sendable, Equatable {
    let message: String
    let line: Int
    let column: Int
}

/// A strict RFC 8259 JSON parser that records the line of every value and keeps
/// numbers as text. A leading UTF-8 byte-order mark is skipped.
///
/// Hand-written rather than Foundation's: `JSONSerialization` reads numbers through
/// `Double` and neither it nor `JSONDecoder` reports the line of a bad value.
struct JSONParser {
    /// Deeper nesting than this is refused instead of exhausting the stack.
    static let maximumDepth = 256

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private var depth = 0

    private init(bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3; lineStart = 3 }
    }

    /// Parses one JSON document; anything but white space after it is an error.
    static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        var parser = JSONParser(bytes: bytes)
        parser.skipWhitespace()
        let value = try parser.parseValue()
        parser.skipWhitespace()
        guard parser.index == parser.bytes.count else {
            throw parser.error("unexpected text after the end of the document")
        }
        return value
    }

    // MARK: Values

    private mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
        guard let byte = peek() else { throw error("unexpected end of the document; expected a value") }
        let startLine = line
        switch byte {
        case UInt8(ascii: "{"): return JSONValue(kind: try parseObject(), line: startLine)
        case UInt8(ascii: "["): return JSONValue(kind: try parseArray(), line: startLine)
        case UInt8(ascii: "\""): return JSONValue(kind: .string(try parseString()), line: startLine)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONValue(kind: .number(try parseNumber()), line: startLine)
        case UInt8(ascii: "t"): try expectLiteral("true"); return JSONValue(kind: .bool(true), line: startLine)
        case UInt8(ascii: "f"): try expectLiteral("false"); return JSONValue(kind: .bool(false), line: startLine)
        case UInt8(ascii: "n"): try expectLiteral("null"); return JSONValue(kind: .null, line: startLine)
        default: throw error("unexpected \(describe(byte)); expected a value")
        }
    }

    private mutating func parseObject() throws(JSONSyntaxError) -> JSONValue.Kind {
        try enter()
        defer { depth -= 1 }
        index += 1
        var members: [String: JSONValue] = [:]
        skipWhitespace()
        if peek() == UInt8(ascii: "}") { index += 1; return .object(members) }
        while true {
            skipWhitespace()
            guard peek() == UInt8(ascii: "\"") else { throw error("expected a quoted key") }
            let key = try parseString()
            skipWhitespace()
            guard peek() == UInt8(ascii: ":") else { throw error("expected ':' after the key \"\(key)\"") }
            index += 1
            skipWhitespace()
            members[key] = try parseValue()
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"): index += 1; return .object(members)
            default: throw error("expected ',' or '}' in an object")
            }
        }
    }

    private mutating func parseArray() throws(JSONSyntaxError) -> JSONValue.Kind {
        try enter()
        defer { depth -= 1 }
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "]") { index += 1; return .array(elements) }
        while true {
            skipWhitespace()
            elements.append(try parseValue())
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"): index += 1; return .array(elements)
            default: throw error("expected ',' or ']' in an array")
            }
        }
    }

    private mutating func parseString() throws(JSONSyntaxError) -> String {
        let (startLine, startColumn) = (line, index - lineStart + 1)
        index += 1
        var scalars: [UInt8] = []
        while true {
            guard let byte = peek() else { throw error("unterminated string") }
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                guard let text = String(validating: scalars, as: UTF8.self) else {
                    throw JSONSyntaxError(message: "string is not valid UTF-8", line: startLine, column: startColumn)
                }
                return text
            case UInt8(ascii: "\\"):
                index += 1
                try parseEscape(into: &scalars)
            case 0..<0x20:
                throw error("control character \(describe(byte)) in a string (escape it)")
            default:
                scalars.append(byte)
                index += 1
            }
        }
    }

    private mutating func parseEscape(into buffer: inout [UInt8]) throws(JSONSyntaxError) {
        guard let byte = peek() else { throw error("unterminated escape") }
        index += 1
        let simple: UInt8? = switch byte {
        case UInt8(ascii: "\""): UInt8(ascii: "\"")
        case UInt8(ascii: "\\"): UInt8(ascii: "\\")
        case UInt8(ascii: "/"): UInt8(ascii: "/")
        case UInt8(ascii: "b"): 0x08
        case UInt8(ascii: "f"): 0x0C
        case UInt8(ascii: "n"): 0x0A
        case UInt8(ascii: "r"): 0x0D
        case UInt8(ascii: "t"): 0x09
        default: nil
        }
        if let simple { buffer.append(simple); return }
        guard byte == UInt8(ascii: "u") else { throw error("unknown escape '\\\(describe(byte))'") }
        var code = try parseHex4()
        if (0xD800..<0xDC00).contains(code) {
            guard peek() == UInt8(ascii: "\\"), peek(offset: 1) == UInt8(ascii: "u") else {
                throw error("unpaired surrogate in \\u escape")
            }
            index += 2
            let low = try parseHex4()
            guard (0xDC00..<0xE000).contains(low) else { throw error("unpaired surrogate in \\u escape") }
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
        } else if (0xDC00..<0xE000).contains(code) {
            throw error("unpaired surrogate in \\u escape")
        }
        guard let scalar = Unicode.Scalar(code) else { throw error("invalid \\u escape") }
        buffer.append(contentsOf: Array(String(Character(scalar)).utf8))
    }

    private mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek(), let digit = Self.hexValue(byte) else {
                throw error("expected four hex digits after \\u")
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    private mutating func parseNumber() throws(JSONSyntaxError) -> String {
        let start = index
        if peek() == UInt8(ascii: "-") { index += 1 }
        guard let first = peek(), Self.isDigit(first) else { throw error("expected a digit") }
        if first == UInt8(ascii: "0") {
            index += 1
            if let next = peek(), Self.isDigit(next) { throw error("a number may not start with 0") }
        } else {
            skipDigits()
        }
        if peek() == UInt8(ascii: ".") {
            index += 1
            guard let next = peek(), Self.isDigit(next) else { throw error("expected a digit after '.'") }
            skipDigits()
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            index += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { index += 1 }
            guard let next = peek(), Self.isDigit(next) else { throw error("expected a digit in the exponent") }
            skipDigits()
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    // MARK: Helpers

    private mutating func enter() throws(JSONSyntaxError) {
        depth += 1
        guard depth <= Self.maximumDepth else { throw error("nested deeper than \(Self.maximumDepth) levels") }
    }

    private mutating func expectLiteral(_ literal: String) throws(JSONSyntaxError) {
        let expected = literal.utf8
        guard bytes.count - index >= expected.count, bytes[index..<index + expected.count].elementsEqual(expected) else {
            throw error("unexpected \(describe(bytes[index])); expected a value")
        }
        index += expected.count
    }

    private mutating func skipWhitespace() {
        while let byte = peek() {
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): index += 1
            case UInt8(ascii: "\n"): index += 1; line += 1; lineStart = index
            default: return
            }
        }
    }

    private mutating func skipDigits() {
        while let byte = peek(), Self.isDigit(byte) { index += 1 }
    }

    private func peek(offset: Int = 0) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    private func error(_ message: String) -> JSONSyntaxError {
        JSONSyntaxError(message: message, line: line, column: index - lineStart + 1)
    }

    private func describe(_ byte: UInt8) -> String {
        (0x21..<0x7F).contains(byte) ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x" + String(byte, radix: 16, uppercase: true)
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
