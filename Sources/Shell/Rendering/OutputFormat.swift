/// How `show` prints (`set format`, `--format`, `show … --format F`; shell.md §3).
public enum OutputFormat: String, Sendable, Hashable, CaseIterable {
    /// A table that becomes records when it does not fit the terminal (the default).
    case auto
    /// Always a table, however wide.
    case table
    /// Always records (`-[ RECORD 1 ]-` then `COLUMN │ value`), as psql's `\x on`.
    case records
    /// RFC 4180: a header row of the column titles, fields quoted where needed.
    case csv
    /// Tab-separated, with `\t`, `\n` and `\` escaped in fields.
    case tsv
    /// `show --json`.
    case json

    /// Whether it writes fields separated by a delimiter.
    var isDelimited: Bool { self == .csv || self == .tsv }
}

/// Rows of fields as csv or tsv lines. On a terminal each field is escaped as every other
/// text is; into a file or a pipe it is the value's exact text.
struct DelimitedText {
    let format: OutputFormat
    let escapesControls: Bool

    /// One line of `fields`, without its line break.
    func line(_ fields: [String]) -> String {
        fields.map(field).joined(separator: format == .tsv ? "\t" : ",")
    }

    private func field(_ text: String) -> String {
        let value = escapesControls ? VisibleText.escaped(text) : text
        if format == .tsv {
            var escaped = String.UnicodeScalarView()
            for scalar in value.unicodeScalars {
                switch scalar {
                case "\\": escaped += "\\\\".unicodeScalars
                case "\t": escaped += "\\t".unicodeScalars
                case "\n": escaped += "\\n".unicodeScalars
                case "\r": escaped += "\\r".unicodeScalars
                default: escaped.append(scalar)
                }
            }
            return String(escaped)
        }
        guard value.unicodeScalars.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return value }
        return "\"" + value.replacing("\"", with: "\"\"") + "\""
    }
}
