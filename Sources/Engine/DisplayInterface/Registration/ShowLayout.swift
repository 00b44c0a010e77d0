/// How `show VM` lays a ViewModel out: blocks the shell prints in order, each made from
/// display properties. The shell escapes every text, measures and aligns columns, cuts
/// tables to the terminal and adds colour; it then adds `Loading…` while `isLoading` is
/// true, `Error: …` for an `errorMessage`, or a line saying nothing is loaded yet.
public enum ShowBlock {
    /// One line: the spans joined by `separator`.
    case line([ShowSpan], separator: String = "")
    /// A table with a header row (left out when it has no row).
    case table(ShowTable)
    /// `Label  value` lines, the labels padded to one width.
    case labels([ShowLabel])
}

/// A piece of a line and how it stands out on a terminal.
public struct ShowSpan {
    /// How a span is drawn where colour is allowed.
    public enum Emphasis: Sendable, Hashable {
        case plain
        case bold
        case color(StatusColor)
    }

    /// The span's text.
    public var text: String
    /// How it is drawn.
    public var emphasis: Emphasis
    /// A picture the shell draws in place of the text (a sparkline), if any.
    public var picture: ShowPicture?

    /// A span of `text`.
    public init(_ text: String, _ emphasis: Emphasis = .plain) {
        self.text = text
        self.emphasis = emphasis
    }

    /// A span the shell draws as `picture`, coloured `color` where colour is on.
    public init(_ picture: ShowPicture, color: StatusColor? = nil) {
        text = ""
        emphasis = color.map(Emphasis.color) ?? .plain
        self.picture = picture
    }
}

/// A picture of numbers the shell draws (shell.md §4): a ``Bar`` in a table cell or a
/// ``Trend`` as a sparkline. The ViewModel computed the fractions; a label beside them
/// states the numbers.
public enum ShowPicture: Sendable, Hashable {
    case bar(Bar)
    case trend(Trend)
}

/// A labelled value of a ``ShowBlock/labels(_:)`` block (an empty label is allowed).
public struct ShowLabel {
    /// The label, left of the value.
    public var label: String
    public var value: String
    /// A picture the shell draws as the value (a bar, a sparkline), if any.
    public var picture: ShowPicture?

    /// A line `label  value` (left out when the value is empty).
    public init(_ label: String, _ value: String) {
        self.label = label
        self.value = value
    }

    /// A line `label  picture`, the picture drawn by the shell.
    public init(_ label: String, picture: ShowPicture) {
        self.label = label
        value = ""
        self.picture = picture
    }
}

/// One cell of a table: its text, and the colour it takes on a terminal.
public struct ShowCell: Sendable {
    /// The cell's text.
    public var text: String
    /// Its colour, or none.
    public var color: StatusColor?
    /// A picture the shell draws in the cell instead of text (a column of kind `.picture`).
    public var picture: ShowPicture?

    /// A cell of `text`, coloured `color`.
    public init(_ text: String, color: StatusColor? = nil) {
        self.text = text
        self.color = color
    }

    /// A cell the shell draws as `picture` (10 cells for a bar, 4 in a table that must
    /// shrink), coloured `color` where colour is on.
    public init(_ picture: ShowPicture, color: StatusColor? = nil) {
        text = ""
        self.color = color
        self.picture = picture
    }
}

/// A table read a row at a time: the shell never asks for every row at once, so a list of
/// a million rows is printed without becoming records or one text. The shell may read the
/// rows of a long table on several threads at once, each with its own `cells`: `fill`
/// only reads what it captured (rows made for the state being shown).
public struct ShowTable: Sendable {
    /// One column: its title, what its values are, and whether it gives up width first.
    public struct Column: Sendable, Hashable {
        /// What a column's values are: text is left-aligned, counts, amounts and
        /// percentages are right-aligned (shell.md §4).
        public enum Kind: Sendable, Hashable {
            case text, count, amount, percent
            /// Pictures (``ShowCell/init(_:color:)-picture``): bars the shell draws.
            case picture
        }

        /// The title.
        public var header: String
        /// Whether this column gives up width (its cells cut with `…`) when the table is too wide.
        public var isFlexible: Bool
        /// What its values are.
        public var kind: Kind

        /// A column titled `header` of `kind` values.
        public init(_ header: String, kind: Kind = .text, isFlexible: Bool = false) {
            self.header = header
            self.kind = kind
            self.isFlexible = isFlexible
        }

        /// Whether its cells are right-aligned: counts, amounts and percentages.
        public var alignsRight: Bool { kind != .text && kind != .picture }
    }

    /// The columns, left to right.
    public var columns: [Column]
    /// How many rows the table has.
    public var rowCount: Int
    /// Spaces before each line.
    public var indent: Int
    /// Sets `cells[column]` for every column of row `row`; `cells` is reused from row to row.
    public var fill: @Sendable (_ row: Int, _ cells: inout [ShowCell]) -> Void
    /// Appends the cells of row `row` as bytes, when the table was made with one: the shell
    /// reads a long table through it, without a `String` for each cell.
    public var writeRow: (@Sendable (_ row: Int, _ cells: inout ShowRowCells) -> Void)?

    /// A table of `rowCount` rows, each filled on demand.
    public init(
        columns: [Column], rowCount: Int, indent: Int = 0, fill: @escaping @Sendable (_ row: Int, _ cells: inout [ShowCell]) -> Void
    ) {
        self.columns = columns
        self.rowCount = rowCount
        self.indent = indent
        self.fill = fill
        writeRow = nil
    }

    /// A table of `rowCount` rows, each written on demand as the bytes of its cells
    /// (``ShowRowCells``, emptied before each row). `fill` gives the same cells as texts.
    public init(
        columns: [Column], rowCount: Int, indent: Int = 0,
        writeRow: @escaping @Sendable (_ row: Int, _ cells: inout ShowRowCells) -> Void
    ) {
        let columnCount = columns.count
        self.init(columns: columns, rowCount: rowCount, indent: indent) { row, target in
            var written = ShowRowCells(columns: columnCount)
            writeRow(row, &written)
            Self.set(target: &target, to: written.cells)
        }
        self.writeRow = writeRow
    }

    /// A table of `rows`, each turned into its cells by `cells`.
    public init<Row: Sendable>(columns: [Column], rows: [Row], indent: Int = 0, cells: @escaping @Sendable (Row) -> [ShowCell]) {
        self.init(columns: columns, rowCount: rows.count, indent: indent) { index, target in
            Self.set(target: &target, to: cells(rows[index]))
        }
    }

    /// Sets each of `target`'s cells to the one of `made` in its column: empty where `made`
    /// has none, and `made`'s cells past the last column left out.
    private static func set(target: inout [ShowCell], to made: [ShowCell]) {
        for column in target.indices { target[column] = column < made.count ? made[column] : ShowCell("") }
    }
}

extension ShowRowCells {
    /// The cells as texts, with their colours.
    public var cells: [ShowCell] {
        var cells: [ShowCell] = []
        forEachCell { utf8, color in cells.append(ShowCell(String(decoding: utf8, as: UTF8.self), color: color)) }
        return cells
    }
}
