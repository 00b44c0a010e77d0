import DisplayInterface

/// Bars and sparklines as the shell draws them (shell.md §4): a ``Bar`` in eighth blocks,
/// a ``Trend`` one cell a point; with ASCII where the output cannot show blocks. The
/// fractions come from the ViewModel; nothing here computes from them but the picture.
enum Pictures {
    /// The cells a bar takes.
    static let barCells = 10
    /// The cells a bar takes in a table that must shrink (before titles are cut).
    static let narrowBarCells = 4

    private static let eighths: [Character] = ["▏", "▎", "▍", "▌", "▋", "▊", "▉", "█"]
    private static let levels: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]
    private static let asciiLevels: [Character] = ["_", ".", "-", "=", "#"]

    /// `bar` on a scale of `cells` cells (1 fills them): whole blocks, then the eighth that
    /// is left; a fraction above 0 shows at least `▏` (or `#`). Not padded: a table pads
    /// its columns, and a line ends without blanks.
    static func bar(_ bar: Bar, cells: Int, blocks: Bool) -> String {
        let fraction = bar.fraction
        var text = ""
        if blocks {
            var parts = Int((fraction * Double(cells * 8)).rounded())
            if fraction > 0 { parts = max(parts, 1) }
            text = String(repeating: "█", count: parts / 8)
            if parts % 8 > 0 { text.append(eighths[parts % 8 - 1]) }
            return text
        }
        var count = Int((fraction * Double(cells)).rounded())
        if fraction > 0 { count = max(count, 1) }
        return String(repeating: "#", count: count)
    }

    /// `trend` as a sparkline, one cell a point: `▁` for 0 up to `█` for 1 (or five ASCII
    /// levels, `_` `.` `-` `=` `#`).
    static func sparkline(_ trend: Trend, blocks: Bool) -> String {
        let scale = blocks ? levels : asciiLevels
        let top = Double(scale.count - 1)
        return String(trend.points.map { scale[Int(($0.fraction * top).rounded())] })
    }

    /// `picture` as `style` draws it.
    static func draw(_ picture: ShowPicture, style: RenderStyle) -> String {
        switch picture {
        case .bar(let bar): self.bar(bar, cells: style.barCells, blocks: style.drawsBlocks)
        case .trend(let trend): sparkline(trend, blocks: style.drawsBlocks)
        }
    }

    /// A display value that is a picture, as a picture; `nil` for any other value.
    static func picture(of value: DisplayValue) -> ShowPicture? {
        switch value {
        case .bar(let bar): .bar(bar)
        case .trend(let trend): .trend(trend)
        default: nil
        }
    }
}
