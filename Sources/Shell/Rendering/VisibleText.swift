/// The one escaper for text that came from a file, a store or a script on its way to a
/// terminal: `show`, error messages, `import`/`export` and the harness's diffs all print
/// through it, so no byte of a file can move the cursor, set a window title or reorder
/// the line a reviewer reads.
public enum VisibleText {
    /// `text` with each control or reordering character written as `\u{1B}`: C0, DEL and
    /// C1 controls, the bidirectional embeddings, overrides and isolates (U+202A–U+202E,
    /// U+2066–U+2069), which can reorder what a reader sees, and the line and paragraph
    /// separators U+2028 and U+2029. The directional marks (U+061C, U+200E, U+200F) stay:
    /// they reorder nothing, and locales' own formats use them (`‏27.22 US$` in Arabic).
    /// Text without one is returned as it is.
    public static func escaped(_ text: String) -> String {
        guard text.utf8.contains(where: mayStartEscapable) else { return text }
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
        case 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// A byte that starts (or is) the UTF-8 of an escaped scalar: a C0 control or DEL,
    /// 0xC2 (U+0080…U+00BF, which hold C1) or 0xE2 (U+2000…U+2FFF). Plain ASCII text is
    /// passed through without decoding.
    private static func mayStartEscapable(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x7F || byte == 0xC2 || byte == 0xE2
    }
}
