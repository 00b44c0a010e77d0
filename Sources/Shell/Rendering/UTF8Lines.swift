extension String {
    /// Whole lines of UTF-8 (each ending in a line break, as a table hands them out) as one
    /// text without its last line break, the way `print` takes a block of lines.
    init(utf8Lines lines: UnsafeRawBufferPointer) {
        let body = lines.last == UInt8(ascii: "\n") ? UnsafeRawBufferPointer(rebasing: lines.dropLast()) : lines
        self.init(decoding: body, as: UTF8.self)
    }
}
