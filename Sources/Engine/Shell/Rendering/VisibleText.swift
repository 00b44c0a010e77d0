/// The one escaper for text that came from a file, a store or a script on its way to a
/// terminal: `show`, error messages, `import`/`export` and the harness's diffs all print
/// through it, so no byte of a file can move the cursor, set a window title or reorder
/// the line a reviewer reads.
public enum VisibleText {
    /// `text` with each control or reordering character written as `\u{1B}`: C0, DEL and
    /// C1 controls, the bidirectional embeddings, overrides and isolates (U+202A–U+202E,
    /// U+2066–U+2069), which can reorder what a reader sees, the line and paragraph
    /// separators U+2028 and U+2029, and U+FEFF (a byte-order mark inside text, invisible,
    /// which made `shw\u{FEFF}` read as `shw` in an error). The directional marks (U+061C, U+200E, U+200F) stay:
    /// they reorder nothing, and locales' own formats use them (`‏27.22 US$` in Arabic).
    /// Text without one is returned as it is.
    public static func escaped(_ text: String) -> String {
        guard mayHoldEscaped(text) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if isEscaped(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether `scalar` is written as an escape.
    public static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F...0x9F: true
        case 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069, 0xFEFF: true
        default: false
        }
    }

    /// Whether `text` may hold a scalar that ``isEscaped(_:)``, read from its UTF-8 bytes
    /// without decoding: `show` asks it of every cell. It is exact for valid UTF-8 (a
    /// lead byte never appears as a continuation byte), so a `…` or `€` (0xE2 …) is no
    /// reason to decode; a string without contiguous UTF-8 is decoded (`true`).
    static func mayHoldEscaped(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable(holdsEscaped) ?? true
    }

    /// Whether `bytes` (valid UTF-8) hold an escaped scalar: a C0 control or DEL; C1
    /// (0xC2 0x80…0x9F); U+2028–U+202E (0xE2 0x80 0xA8…0xAE); U+2066–U+2069 (0xE2 0x81 0xA6…0xA9);
    /// U+FEFF (0xEF 0xBB 0xBF).
    static func holdsEscaped(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        // Printable ASCII, nearly every cell of a list, is checked eight bytes at a time.
        if DisplayWidth.printableASCIIWidth(bytes) != nil { return false }
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte < 0x20 || byte == 0x7F { return true }
            if byte == 0xC2, index + 1 < count, bytes[index + 1] <= 0x9F { return true }
            if byte == 0xE2, index + 2 < count {
                let second = bytes[index + 1], third = bytes[index + 2]
                if second == 0x80, (0xA8...0xAE).contains(third) { return true }
                if second == 0x81, (0xA6...0xA9).contains(third) { return true }
            }
            if byte == 0xEF, index + 2 < count, bytes[index + 1] == 0xBB, bytes[index + 2] == 0xBF { return true }
            index += 1
        }
        return false
    }
}
