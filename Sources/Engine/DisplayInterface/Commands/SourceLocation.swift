/// Where a command or word came from: a file (or `-c`, `<stdin>`), a line and a column.
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
    /// The script's path as given, `-c`, `<stdin>`, or `nil` at the interactive prompt.
    public var file: String?
    /// 1-based line.
    public var line: Int
    /// 1-based column, in characters.
    public var column: Int

    /// Line and column (from 1) in `file` (`nil` at the prompt).
    public init(file: String?, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `checkout.osh:12:7`, or `""` at the prompt (shell.md §2).
    public var description: String {
        guard let file else { return "" }
        return "\(file):\(line):\(column)"
    }

    /// The same place, `offset` characters further right.
    public func advanced(by offset: Int) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column + offset)
    }
}
