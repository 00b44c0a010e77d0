import Testing
@testable import OrderData

@Suite("JSONParser")
struct JSONParserTests {
    func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        try JSONParser.parse(Array(text.utf8))
    }

    @Test("numbers keep their exact text")
    func numbersAsText() throws {
        let value = try parse(#"[19.99, 1234567890.99, -0.5, 1e2, 0]"#)
        guard case .array(let elements) = value.kind else { Issue.record("not an array"); return }
        let texts = elements.map { element -> String in
            if case .number(let text) = element.kind { return text }
            return "?"
        }
        #expect(texts == ["19.99", "1234567890.99", "-0.5", "1e2", "0"])
    }

    @Test("every value remembers its line")
    func lines() throws {
        let value = try parse("{\n  \"a\": 1,\n\n  \"b\": [\n    true\n  ]\n}")
        guard case .object(let members) = value.kind, let b = members["b"], case .array(let inner) = b.kind else {
            Issue.record("unexpected shape"); return
        }
        #expect(value.line == 1)
        #expect(members["a"]?.line == 2)
        #expect(b.line == 4)
        #expect(inner.first?.line == 5)
    }

    @Test("escapes, surrogate pairs and raw UTF-8 decode")
    func strings() throws {
        let value = try parse(#"["caf\u00e9 \"q\" \\ \/ \n", "\ud83c\udf89", "抹茶 🎈"]"#)
        guard case .array(let elements) = value.kind else { Issue.record("not an array"); return }
        let strings = elements.map { element -> String in
            if case .string(let text) = element.kind { return text }
            return "?"
        }
        #expect(strings == ["café \"q\" \\ / \n", "🎉", "抹茶 🎈"])
    }

    @Test("a byte-order mark is skipped")
    func byteOrderMark() throws {
        let value = try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("{}".utf8))
        #expect(value.typeName == "an object")
    }

    @Test("syntax errors carry a message, line and column", arguments: [
        ("{\"a\": 1,}", JSONSyntaxError(message: "expected a quoted key", line: 1, column: 9)),
        ("{\n  \"a\" 1\n}", JSONSyntaxError(message: "expected ':' after the key \"a\"", line: 2, column: 7)),
        ("[1 2]", JSONSyntaxError(message: "expected ',' or ']' in an array", line: 1, column: 4)),
        ("[01]", JSONSyntaxError(message: "a number may not start with 0", line: 1, column: 3)),
        ("[1.]", JSONSyntaxError(message: "expected a digit after '.'", line: 1, column: 4)),
        ("\"abc", JSONSyntaxError(message: "unterminated string", line: 1, column: 5)),
        ("\"a\tb\"", JSONSyntaxError(message: "control character byte 0x9 in a string (escape it)", line: 1, column: 3)),
        (#""\x""#, JSONSyntaxError(message: "unknown escape '\\'x''", line: 1, column: 4)),
        (#""\ud83c""#, JSONSyntaxError(message: "unpaired surrogate in \\u escape", line: 1, column: 8)),
        ("{} x", JSONSyntaxError(message: "unexpected text after the end of the document", line: 1, column: 4)),
        ("", JSONSyntaxError(message: "unexpected end of the document; expected a value", line: 1, column: 1)),
        ("nul", JSONSyntaxError(message: "unexpected 'n'; expected a value", line: 1, column: 1)),
    ])
    func syntaxErrors(text: String, expected: JSONSyntaxError) {
        #expect(throws: expected) { try parse(text) }
    }

    @Test("invalid UTF-8 inside a string is an error, not a crash")
    func invalidUTF8() {
        #expect(throws: JSONSyntaxError(message: "string is not valid UTF-8", line: 1, column: 1)) {
            try JSONParser.parse([UInt8(ascii: "\""), 0xC3, 0x28, 0xFF, UInt8(ascii: "\"")])
        }
        // An overlong slash, a UTF-16 surrogate, a sequence cut short, a code point past U+10FFFF.
        for bad: [UInt8] in [[0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xE2, 0x82], [0xF4, 0x90, 0x80, 0x80]] {
            #expect(throws: JSONSyntaxError(message: "string is not valid UTF-8", line: 1, column: 1)) {
                try JSONParser.parse([UInt8(ascii: "\"")] + Array("é".utf8) + bad + [UInt8(ascii: "\"")])
            }
        }
        #expect(throws: Never.self) { try JSONParser.parse(Array("\"é€😀\"".utf8)) }
    }

    @Test("a key written twice in one object is refused at the second one, however the objects nest")
    func duplicateKeys() throws {
        #expect(throws: JSONSyntaxError(message: "the key \"a\" appears twice in one object", line: 2, column: 3)) {
            try parse("{\"a\": 1,\n  \"a\": 2}")
        }
        // The same key in sibling and nested objects is no duplicate; an escaped spelling is.
        _ = try parse(#"{"a": {"a": {"a": 1}}, "b": [{"a": 1}, {"a": 2}]}"#)
        #expect(throws: JSONSyntaxError(message: "the key \"ab\" appears twice in one object", line: 1, column: 11)) {
            try parse(#"{"ab": 1, "\u0061b": 2}"#)
        }
        // An empty key is a key; a prefix of another key is not that key.
        #expect(throws: JSONSyntaxError(message: "the key \"\" appears twice in one object", line: 1, column: 17)) {
            try parse(#"{"": 1, "b": 2, "": 3}"#)
        }
        _ = try parse(#"{"": 1, "a": 2, "ab": 3, "abc": 4}"#)
        // 100 keys (past the scan, into the set), nested 40 deep (past the first 64 hashes).
        let keys = (0..<100).map { "\"key\($0)\": 0" }.joined(separator: ", ")
        let nested = String(repeating: "{\(keys), \"next\": ", count: 40) + "0" + String(repeating: "}", count: 40)
        _ = try parse(nested)
        let late = "{\(keys), \"key99\": 1}"
        #expect(throws: JSONSyntaxError(message: "the key \"key99\" appears twice in one object", line: 1, column: late.utf8.count - 10)) {
            try parse(late)
        }
    }

    @Test("two different keys with one 64-bit hash are two keys: the bytes decide, in a small object and a large one")
    func collidingKeys() throws {
        // Made by inverting JSONReader.keyHash for 16-byte keys (its mixing is invertible).
        let (first, second) = ("quantityzzzzzzzz", "oxgfaqioqvCuE9=m")
        #expect(Array(first.utf8).withUnsafeBufferPointer(JSONReader.keyHash) == Array(second.utf8).withUnsafeBufferPointer(JSONReader.keyHash))
        _ = try parse(#"{"\#(first)": 1, "\#(second)": 2}"#)
        let keys = (0..<30).map { "\"key\($0)\": 0" }.joined(separator: ", ")
        _ = try parse(#"{\#(keys), "\#(first)": 1, "\#(second)": 2}"#)
        #expect(throws: JSONSyntaxError(message: "the key \"\(second)\" appears twice in one object", line: 1, column: 48)) {
            try parse(#"{"\#(first)": 1, "\#(second)": 2, "\#(second)": 3}"#)
        }
    }

    @Test("keys alike in their first eight bytes or up to a NUL are different keys; the bytes past them decide")
    func keySignatures() throws {
        // One length, one head: the same signature, different bytes.
        _ = try parse(#"{"requiresSignature": 1, "requiresSignaturf": 2, "requiresSignaturg": 3}"#)
        // One head, different lengths; a key and the same key with a NUL after it.
        _ = try parse(#"{"quantity": 1, "quantityX": 2, "quantit": 3, "a": 4, "a\u0000": 5, "\u0000": 6, "": 7}"#)
        #expect(throws: JSONSyntaxError(message: "the key \"requiresSignaturf\" appears twice in one object", line: 1, column: 50)) {
            try parse(#"{"requiresSignature": 1, "requiresSignaturf": 2, "requiresSignaturf": 3}"#)
        }
        #expect(throws: JSONSyntaxError(message: "the key \"a\u{0000}\" appears twice in one object", line: 1, column: 24)) {
            try parse(#"{"a": 1, "a\u0000": 2, "a\u0000": 3}"#)
        }
    }

    @Test("a string longer than 1 MiB is refused at its first quote, with or without escapes")
    func longString() throws {
        let limit = JSONReader.maximumStringLength
        _ = try parse("[\"" + String(repeating: "x", count: limit) + "\"]")
        let refused = JSONSyntaxError(message: "a string longer than 1 MiB, the most ordersh reads in one value", line: 1, column: 2)
        #expect(throws: refused) { try parse("[\"" + String(repeating: "x", count: limit + 1) + "\"]") }
        #expect(throws: refused) { try parse("[\"\\n" + String(repeating: "x", count: limit) + "\"]") }
    }

    @Test("deep nesting is refused instead of overflowing the stack")
    func depth() {
        let text = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        #expect(throws: JSONSyntaxError(message: "nested deeper than 256 levels", line: 1, column: 257)) { try parse(text) }
    }
}
