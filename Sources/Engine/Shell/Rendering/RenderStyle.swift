import DisplayInterface

/// How output looks: colour on a terminal without `NO_COLOR` or `TERM=dumb`, and the width tables must
/// fit (`nil` in scripts and pipes, where output stays stable whatever the terminal).
public struct RenderStyle: Sendable, Hashable {
    /// Whether colour escapes are printed.
    public var usesColor: Bool
    /// The terminal's width in columns, or `nil` (a pipe: tables whole).
    public var width: Int?
    /// Whether a table too wide becomes records (`auto`), never does (`table`) or always
    /// does (`records`).
    var tableLayout: TableLayout = .auto
    /// Whether pictures are drawn with block characters (`▏▎▍▌▋▊▉█`, `▁▂▃▄▅▆▇█`), or with
    /// ASCII where the output cannot show them (``blocksAllowed(environment:)``).
    public var drawsBlocks = true
    /// How many cells a bar takes: 10, or 4 in a table that must shrink (shell.md §4).
    var barCells = Pictures.barCells

    /// A style with or without colour, for `width` columns.
    public init(usesColor: Bool, width: Int?) {
        self.usesColor = usesColor
        self.width = width
    }

    /// Whether `environment` lets a terminal have colour (shell.md §1): not when
    /// `NO_COLOR` is set to anything, nor when `TERM` is `dumb` (which shows escapes raw).
    public static func colorAllowed(environment: [String: String]) -> Bool {
        (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
    }

    /// Whether `environment` lets the output show block characters (shell.md §4): not
    /// under `TERM=dumb`, nor when the locale's charset is not UTF-8 (`LANG=C`, `POSIX`,
    /// `en_US.ISO-8859-1`). The first of `LC_ALL`, `LC_CTYPE`, `LANG` that is set decides.
    public static func blocksAllowed(environment: [String: String]) -> Bool {
        if environment["TERM"] == "dumb" { return false }
        let name = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
        let charset = name.split(separator: ".", maxSplits: 1).dropFirst().first.map { $0.prefix { $0 != "@" }.lowercased() } ?? ""
        return charset == "utf-8" || charset == "utf8"
    }

    /// This style with tables laid out as `layout` says.
    func laid(out layout: TableLayout) -> RenderStyle {
        var style = self
        style.tableLayout = layout
        return style
    }

    /// Plain text, no width limit: scripts, pipes and golden files.
    public static let plain = RenderStyle(usesColor: false, width: nil)

    /// `text` in the terminal colour of `color`, or unchanged without colour.
    public func colored(_ text: String, _ color: StatusColor) -> String {
        guard usesColor, !text.isEmpty else { return text }
        let code = switch color {
        case .green: "32"
        case .blue: "34"
        case .orange: "38;5;208"
        case .gray: "90"
        case .red: "31"
        }
        return "\u{1B}[\(code)m\(text)\u{1B}[0m"
    }

    /// `text` in bold on a terminal.
    public func bold(_ text: String) -> String {
        usesColor && !text.isEmpty ? "\u{1B}[1m\(text)\u{1B}[0m" : text
    }
}

/// How a table too wide for its destination is laid out.
enum TableLayout: Sendable, Hashable {
    /// As records.
    case auto
    /// As a table all the same.
    case table
    /// Always as records, wide or not.
    case records
}
