import DisplayInterface

/// The plain text of one display value, as `show VM.PROP` prints it and `expect`
/// compares it: strings as they are (control characters escaped by ``VisibleText``, so
/// none reaches the terminal raw), `nil`, `true`/`false`, a colour's name, a bar's
/// fraction with four decimals (`0.2500`), a trend's as an array.
enum ValueText {
    static func plain(_ value: DisplayValue) -> String {
        switch value {
        case .string(let text): VisibleText.escaped(text)
        case .optionalString(let text): text.map(VisibleText.escaped) ?? "nil"
        case .bool(let flag): flag ? "true" : "false"
        case .statusColor(let color): color.rawValue
        // A picture's numbers, as JSON writes them: what `expect` compares and csv carries.
        case .bar(let bar): bar.description
        case .trend(let trend): trend.description
        case .rows(let rows): rows.count == 1 ? "1 row" : "\(rows.count) rows"
        }
    }

    /// The value's exact text, for csv and tsv into a file or a pipe: strings as they are,
    /// `nil` as an empty field.
    static func exact(_ value: DisplayValue) -> String {
        switch value {
        case .string(let text): text
        case .optionalString(let text): text ?? ""
        default: plain(value)
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

    /// A string in double quotes with JSON's escapes, so `""` and control characters are visible.
    static func quote(_ text: String) -> String {
        JSONWriter.string(text)
    }
}
