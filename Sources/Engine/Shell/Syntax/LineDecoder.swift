import DisplayInterface
/// Turns the raw bytes of one physical line into text, or a located error
/// (shell.md §2): a UTF-8 byte-order mark and a final CR are dropped; invalid UTF-8,
/// a NUL byte and a line over 1 MB are errors.
public enum LineDecoder {
    /// The longest line accepted, in bytes.
    public static let maximumLineBytes = 1 << 20

    /// A physical line's text, or the located error of bytes that are not UTF-8.
    public static func decode(
        _ bytes: ArraySlice<UInt8>,
        line: Int,
        file: String?,
        isFirstLine: Bool
    ) throws(ShellError) -> String {
        var bytes = bytes
        if isFirstLine, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        if bytes.last == 0x0D { bytes = bytes.dropLast() }
        guard bytes.count <= maximumLineBytes else {
            throw ShellError(
                "line is longer than 1 MB (\(bytes.count) bytes)",
                at: SourceLocation(file: file, line: line, column: 1)
            )
        }
        if let nul = bytes.firstIndex(of: 0) {
            throw ShellError("NUL byte in input", at: SourceLocation(file: file, line: line, column: column(of: nul, in: bytes)))
        }
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        throw ShellError(
            "invalid UTF-8",
            at: SourceLocation(file: file, line: line, column: column(of: firstInvalidByte(in: bytes), in: bytes))
        )
    }

    /// The column of the byte at `index`: characters of the valid text before it, plus one.
    private static func column(of index: ArraySlice<UInt8>.Index, in bytes: ArraySlice<UInt8>) -> Int {
        String(decoding: bytes[bytes.startIndex..<index], as: UTF8.self).count + 1
    }

    private static func firstInvalidByte(in bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8>.Index {
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        var offset = bytes.startIndex
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: return bytes.endIndex
            case .error: return offset
            }
        }
    }
}
