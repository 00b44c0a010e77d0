/// Finds where the plain part of a JSON string ends, eight bytes at a time.
///
/// Most strings of a data file are short runs of ordinary bytes; the reader looked at them
/// one byte at a time. Here each 8-byte word is tested at once (SWAR: a test sets the high
/// bit of each byte it matches, and the lowest set bit marks the first match, since a
/// borrow only ever carries into the bytes after a real match).
/// ``firstStopByBytes(in:from:to:stops:highBits:)`` is its slow twin, a byte at a time,
/// that the tests hold it to.
enum StringScan {
    /// Which bytes end a run.
    enum Stops {
        /// `"`, `\` and the control characters below 0x20: what ends the plain part of any string.
        case quoteEscapeOrControl
        /// Those, and 0x7F and above: what ends a string of printable ASCII.
        case anyButPrintableASCII
    }

    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highs: UInt64 = 0x8080_8080_8080_8080

    /// The first index in `start..<end` of a byte in `stops` (`end` when there is none).
    /// `highBits` gains the high bits of the bytes before it, so it stays 0 while they are
    /// all ASCII.
    @inline(__always)
    static func firstStop(
        in buffer: UnsafePointer<UInt8>, from start: Int, to end: Int, stops: Stops, highBits: inout UInt64
    ) -> Int {
        var position = start
        let raw = UnsafeRawPointer(buffer)
        while position + 8 <= end {
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: position, as: UInt64.self))
            var found = zeroBytes(word ^ (ones &* 0x22)) | zeroBytes(word ^ (ones &* 0x5C)) | ((word &- ones &* 0x20) & ~word & highs)
            if stops == .anyButPrintableASCII { found |= (word & highs) | zeroBytes(word ^ (ones &* 0x7F)) }
            guard found != 0 else {
                highBits |= word & highs
                position += 8
                continue
            }
            let before = found.trailingZeroBitCount >> 3
            highBits |= word & highs & ((1 &<< UInt64(before &* 8)) &- 1)
            return position + before
        }
        while position < end {
            let byte = buffer[position]
            if isStop(byte, stops) { return position }
            highBits |= UInt64(byte & 0x80)
            position += 1
        }
        return end
    }

    /// ``firstStop(in:from:to:stops:highBits:)`` a byte at a time.
    static func firstStopByBytes(
        in buffer: UnsafePointer<UInt8>, from start: Int, to end: Int, stops: Stops, highBits: inout UInt64
    ) -> Int {
        for position in start..<max(start, end) {
            if isStop(buffer[position], stops) { return position }
            highBits |= UInt64(buffer[position] & 0x80)
        }
        return max(start, end)
    }

    @inline(__always)
    private static func isStop(_ byte: UInt8, _ stops: Stops) -> Bool {
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { return true }
        return stops == .anyButPrintableASCII && byte >= 0x7F
    }

    /// The high bit of each zero byte of `word` set (exact up to the first zero byte).
    @inline(__always)
    private static func zeroBytes(_ word: UInt64) -> UInt64 {
        (word &- ones) & ~word & highs
    }
}
