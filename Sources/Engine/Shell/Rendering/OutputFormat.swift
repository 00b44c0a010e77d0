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
