/// How many terminal columns text takes: 2 for East Asian wide characters and emoji,
/// 0 for controls and format characters, 1 otherwise. Combined characters (`é` written
/// as `e` + accent) count once, because width is measured per grapheme cluster.
public enum DisplayWidth {
    public static func of(_ text: String) -> Int {
        printableASCIIWidth(text) ?? separateScalarsWidth(text) ?? clusterWidth(text)
    }

    /// The width of printable ASCII, by far the most common text: one column a byte.
    /// `nil` for any other text.
    static func printableASCIIWidth(_ text: String) -> Int? {
        text.utf8.withContiguousStorageIfAvailable(printableASCIIWidth)
            ?? (text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F } ? text.utf8.count : nil)
    }

    /// The width of UTF-8 bytes that are printable ASCII (their count), or `nil`.
    static func printableASCIIWidth(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        // Eight bytes at a time, without branches: a byte outside 0x20...0x7E has its high
        // bit set (0x80 and up), or sets it when one is added (0x7F), or keeps it clear
        // when 0x20 is taken from it with its high bit set first (below 0x20). With every
        // high bit set beforehand no byte borrows from its neighbour.
        guard let base = UnsafeRawPointer(bytes.baseAddress), bytes.count > 0 else { return 0 }
        let count = bytes.count
        func outside(_ word: UInt64) -> UInt64 {
            (word | (word &+ 0x0101_0101_0101_0101) | ~((word | 0x8080_8080_8080_8080) &- 0x2020_2020_2020_2020))
                & 0x8080_8080_8080_8080
        }
        if count < 8 {
            // The short text in a word of spaces.
            var word: UInt64 = 0x2020_2020_2020_2020
            withUnsafeMutableBytes(of: &word) { $0.baseAddress?.copyMemory(from: base, byteCount: count) }
            return outside(word) == 0 ? count : nil
        }
        var found: UInt64 = 0
        var offset = 0
        while offset + 8 <= count {
            found |= outside(base.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            offset += 8
        }
        // The last eight bytes, overlapping what was read.
        found |= outside(base.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self))
        return found == 0 ? count : nil
    }

    /// The width counted a grapheme cluster at a time: right for any text.
    static func clusterWidth(_ text: String) -> Int {
        var width = 0
        for character in text { width += of(character) }
        return width
    }

    /// The width of text made only of scalars that never join a neighbour into one cluster
    /// and whose width is known from the scalar alone (letters of Latin, Greek and Cyrillic
    /// without combining marks; kana, CJK ideographs and Hangul syllables), else `nil`.
    /// It spares the common non-ASCII title a walk through grapheme clusters.
    static func separateScalarsWidth(_ text: String) -> Int? {
        if let width = text.utf8.withContiguousStorageIfAvailable(separateScalarsWidth) { return width }
        var width = 0
        for scalar in text.unicodeScalars {
            guard let scalarWidth = separateScalarWidth(scalar.value) else { return nil }
            width += scalarWidth
        }
        return width
    }

    /// ``separateScalarsWidth(_:)`` of valid UTF-8, decoded on the spot.
    static func separateScalarsWidth(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var width = 0
        var offset = 0
        while offset < bytes.count {
            let lead = UInt32(bytes[offset])
            let scalar: UInt32
            switch lead {
            case ..<0x80:
                scalar = lead
                offset += 1
            case 0xC0..<0xE0 where offset + 1 < bytes.count:
                scalar = (lead & 0x1F) << 6 | UInt32(bytes[offset + 1] & 0x3F)
                offset += 2
            case 0xE0..<0xF0 where offset + 2 < bytes.count:
                scalar = (lead & 0x0F) << 12 | UInt32(bytes[offset + 1] & 0x3F) << 6 | UInt32(bytes[offset + 2] & 0x3F)
                offset += 3
            default:
                return nil
            }
            guard let scalarWidth = separateScalarWidth(scalar) else { return nil }
            width += scalarWidth
        }
        return width
    }

    /// The width of a scalar that never joins a neighbour, or `nil` for any other.
    private static func separateScalarWidth(_ value: UInt32) -> Int? {
        switch value {
        case 0x20...0x7E, 0xA0...0xAC, 0xAE...0x2FF, 0x370...0x3FF, 0x400...0x482, 0x48A...0x52F: 1
        case 0x3041...0x3096, 0x30A1...0x30FF, 0x4E00...0x9FFF, 0xAC00...0xD7A3: 2
        default: nil
        }
    }

    public static func of(_ character: Character) -> Int {
        if character.isASCII { return character.asciiValue.map { $0 < 0x20 || $0 == 0x7F ? 0 : 1 } ?? 1 }
        guard let first = character.unicodeScalars.first else { return 0 }
        switch first.properties.generalCategory {
        case .control, .format, .nonspacingMark, .enclosingMark: return 0
        default: break
        }
        if first.properties.isEmojiPresentation || character.unicodeScalars.contains(where: { $0.value == 0xFE0F }) {
            return 2
        }
        return isWide(first.value) ? 2 : 1
    }

    /// East Asian Wide and Fullwidth ranges (Unicode UAX #11), the common blocks.
    private static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19,
             0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF,
             0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }

    /// `text` cut to at most `width` columns, ending in `…` when cut.
    public static func truncate(_ text: String, to width: Int) -> String {
        guard of(text) > width else { return text }
        guard width > 0 else { return "" }
        var result = ""
        var used = 0
        for character in text {
            let next = of(character)
            if used + next > width - 1 { break }
            result.append(character)
            used += next
        }
        return result + "…"
    }

    /// `text` followed by spaces up to `width` columns.
    public static func pad(_ text: String, to width: Int) -> String {
        let missing = width - of(text)
        return missing > 0 ? text + String(repeating: " ", count: missing) : text
    }
}
