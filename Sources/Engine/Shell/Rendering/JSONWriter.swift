import DisplayInterface

/// Writes display properties as JSON (`show VM --json`), keys in contract order
/// (domain.md §5): a colour is its lowercase name, a Bool `true`/`false`, nil `null`,
/// rows arrays of objects. Hand-written because Foundation's encoders do not keep key order.
enum JSONWriter {
    static func object(_ properties: [DisplayProperty], indent: Int = 0) -> String {
        guard !properties.isEmpty else { return "{}" }
        let inner = String(repeating: "  ", count: indent + 1)
        let members = properties.map { inner + string($0.name) + ": " + value($0.value, indent: indent + 1) }
        return "{\n" + members.joined(separator: ",\n") + "\n" + String(repeating: "  ", count: indent) + "}"
    }

    static func value(_ value: DisplayValue, indent: Int = 0) -> String {
        switch value {
        case .string(let text): string(text)
        case .optionalString(let text): text.map(string) ?? "null"
        case .bool(let flag): flag ? "true" : "false"
        case .statusColor(let color): string(color.rawValue)
        case .bar(let bar): bar.description
        case .trend(let trend): trend.description
        case .rows(let rows):
            if rows.isEmpty {
                "[]"
            } else {
                "[\n" + rows.map { String(repeating: "  ", count: indent + 1) + object($0.fields, indent: indent + 1) }
                    .joined(separator: ",\n") + "\n" + String(repeating: "  ", count: indent) + "]"
            }
        }
    }

    static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            // Every control and reordering character the terminal would act on (C0, DEL,
            // C1, bidi overrides and isolates, U+2028/U+2029) as an escape: the JSON reads
            // back the same, and a name cannot reorder what the terminal shows.
            case _ where VisibleText.isEscaped(scalar):
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
