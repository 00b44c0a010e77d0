/// ANSI colour for the harness's own output (status words and diffs).
enum Terminal {
    /// `text` in the SGR colour `code` (`31` red, `32` green, `36` cyan…), or unchanged.
    static func paint(_ text: String, _ code: String, _ color: Bool) -> String {
        color ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}

extension Duration {
    /// The duration in whole nanoseconds.
    var nanoseconds: Int64 {
        components.seconds * 1_000_000_000 + components.attoseconds / 1_000_000_000
    }
}
