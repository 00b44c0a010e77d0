import Presentation

/// The plain text of one display value, as `show VM.PROP` prints it and `expect`
/// compares it: strings as they are (control characters escaped, so none reaches the
/// terminal raw), `nil`, `true`/`false`, a colour's name.
enum ValueText {
    static func plain(_ value: DisplayValue) -> String {
        switch value {
        case .string(let text): visible(text)
        case .optionalString(let text): text.map(visible) ?? "nil"
        case .bool(let flag): flag ? "true" : "false"
        case .statusColor(let color): color.rawValue
        case .rows(let rows): rows.count == 1 ? "1 row" : "\(rows.count) rows"
        }
    }

    /// `text` with each control character (C0, DEL, C1) written as `\u{1B}`, so an escape
    /// sequence in a title is shown, not obeyed. Text without one is returned as it is.
    static func visible(_ text: String) -> String {
        // 0xC2 starts the UTF-8 of U+0080…U+00BF, which holds the C1 controls.
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 }) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The value as `trace` shows it: strings quoted, so `""` is visible.
    static func quoted(_ value: DisplayValue) -> String {
        switch value {
        case .string(let text): quote(text)
        case .optionalString(let text): text.map(quote) ?? "nil"
        default: plain(value)
        }
    }

    /// A string in double quotes with JSON's escapes, so `""` and control characters are visible.
    static func quote(_ text: String) -> String {
        JSONWriter.string(text)
    }
}
