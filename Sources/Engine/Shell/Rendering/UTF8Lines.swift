extension String {
    /// Whole lines of UTF-8 (each ending in a line break, as a table hands them out) as one
    /// text without its last line break, the way `print` takes a block of lines.
    init(utf8Lines lines: [UInt8]) {
        self.init(decoding: lines.last == UInt8(ascii: "\n") ? lines.dropLast() : lines[...], as: UTF8.self)
    }
}
