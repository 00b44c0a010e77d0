import Presentation

/// The plain text of one display value, as `show VM.PROP` prints it and `expect`
/// compares it: strings as they are, `nil`, `true`/`false`, a colour's name.
enum ValueText {
    static func plain(_ value: DisplayValue) -> String {
        switch value {
        case .string(let text): text
        case .optionalString(let text): text ?? "nil"
        case .bool(let flag): flag ? "true" : "false"
        case .statusColor(let color): color.rawValue
        case .rows(let rows): rows.count == 1 ? "1 row" : "\(rows.count) rows"
        }
    }

    /// The value as `trace` shows it: strings quoted, so `""` is visible.
    static func quoted(_ value: DisplayValue) -> String {
        switch value {
        case .string(let text): quote(text)
        case .optionalString(let text): text.map(quote) ?? "nil"
        default: plain(value)
        }
    }

    static func quote(_ text: String) -> String {
        "\"" + text.replacingEscapes() + "\""
    }
}

extension String {
    /// The text with `"`, `\` and control characters escaped as in a quoted word.
    func replacingEscapes() -> String {
        var result = ""
        for character in self {
            switch character {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default: result.append(character)
            }
        }
        return result
    }
}
