/// A syntax error in a JSON document, with its 1-based position.
struct JSONSyntaxError: Error, Sendable, Equatable {
    let message: String
    let line: Int
    let column: Int
}

/// Parses a whole JSON document in memory into a tree (``JSONReader`` does the reading).
enum JSONParser {
    /// Parses one JSON document; anything but white space after it is an error.
    static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        let reader = JSONReader(bytes: bytes)
        reader.skipWhitespace()
        let value = try reader.parseValue()
        try reader.finish()
        return value
    }
}
