import DisplayInterface
@testable import Shell
import Testing

/// The quick ways of measuring text must give what measuring grapheme clusters gives.
@Suite("Display width fast paths")
struct DisplayWidthFastPathTests {
    /// Every scalar the scalar-at-a-time path accepts, as one text.
    static let acceptedScalars: String = {
        let ranges: [ClosedRange<UInt32>] = [
            0x20...0x7E, 0xA0...0xAC, 0xAE...0x2FF, 0x370...0x3FF, 0x400...0x482, 0x48A...0x52F,
            0x3041...0x3096, 0x30A1...0x30FF, 0x4E00...0x9FFF, 0xAC00...0xD7A3,
        ]
        var text = ""
        for range in ranges {
            for value in range { if let scalar = Unicode.Scalar(value) { text.unicodeScalars.append(scalar) } }
        }
        return text
    }()

    @Test("each accepted scalar is one cluster of the width its cluster is measured at")
    func eachScalar() {
        var mismatches: [String] = []
        for scalar in Self.acceptedScalars.unicodeScalars {
            let text = String(scalar)
            if DisplayWidth.separateScalarsWidth(text) != DisplayWidth.clusterWidth(text) { mismatches.append(text) }
        }
        #expect(mismatches.isEmpty)
        #expect(DisplayWidth.separateScalarsWidth("抹茶セット") == 10)
        #expect(DisplayWidth.separateScalarsWidth("Crème brûlée set") == 16)
    }

    @Test("accepted scalars never join: the whole run is as many clusters as scalars")
    func noJoins() {
        let text = Self.acceptedScalars
        #expect(text.count == text.unicodeScalars.count)
        #expect(DisplayWidth.separateScalarsWidth(text) == DisplayWidth.clusterWidth(text))
        // Backwards too, so every pair is met in both orders at some boundary.
        let reversed = String(String.UnicodeScalarView(text.unicodeScalars.reversed()))
        #expect(reversed.count == reversed.unicodeScalars.count)
    }

    @Test("text with a combining mark, an emoji, a control or a soft hyphen takes the cluster path")
    func refused() {
        for text in ["Cafe\u{301}", "Party 🎉", "❤️", "a\u{AD}b", "tab\there", "del\u{7F}", "\u{85}", "\u{3099}"] {
            #expect(DisplayWidth.separateScalarsWidth(text) == nil, "\(text.unicodeScalars.map(\.value))")
        }
        #expect(DisplayWidth.of("Cafe\u{301}") == 4)
        // A soft hyphen takes a cell, as terminals and wcwidth count it.
        #expect(DisplayWidth.of("a\u{AD}b") == 3)
    }

    @Test("bytes that are not valid UTF-8 are refused by the byte path, whatever scalar they would decode to",
          arguments: [
              [0xC1, 0xA1], [0xC0, 0x80], [0xE0, 0x81, 0xA1], [0xE0, 0x9F, 0xBF], [0x41, 0x80], [0xC3, 0x41],
              [0xE3, 0x81], [0xE3, 0x41, 0x81], [0xE3, 0x81, 0xC1], [0xC3], [0xFF], [0xED, 0xA0, 0x80],
          ] as [[UInt8]])
    func invalidBytes(bytes: [UInt8]) {
        #expect(bytes.withUnsafeBufferPointer(DisplayWidth.separateScalarsWidth) == nil)
        // Valid text of the same scalars is still measured.
        #expect(Array("Crème 抹茶".utf8).withUnsafeBufferPointer(DisplayWidth.separateScalarsWidth) == 10)
    }

    @Test("the scalar path skips printable ASCII eight bytes at a time: a letter, a wide one or a control anywhere is still met")
    func scalarsAmongASCII() {
        for length in 1...24 {
            for position in 0..<length {
                for (scalar, width) in [("é", length), ("抹", length + 1), ("\u{301}", nil), ("\t", nil), ("\u{7F}", nil)] as [(String, Int?)] {
                    var text = String(repeating: "a", count: length)
                    let index = text.index(text.startIndex, offsetBy: position)
                    text.replaceSubrange(index...index, with: scalar)
                    let bytes = Array(text.utf8)
                    #expect(bytes.withUnsafeBufferPointer(DisplayWidth.separateScalarsWidth) == width, "\(length), \(position), \(scalar)")
                }
            }
        }
    }

    @Test("printable ASCII is found at every length and position, one byte off anywhere refuses it")
    func printableASCII() {
        #expect(DisplayWidth.printableASCIIWidth("") == 0)
        for length in 1...20 {
            let plain = String(repeating: "a", count: length)
            #expect(DisplayWidth.printableASCIIWidth(plain) == length)
            #expect(DisplayWidth.printableASCIIWidth(String(repeating: " ", count: length)) == length)
            #expect(DisplayWidth.printableASCIIWidth(String(repeating: "~", count: length)) == length)
            for position in 0..<length {
                for bad: UInt32 in [0x00, 0x09, 0x1F, 0x7F, 0x80, 0xE9, 0x4E00] {
                    var scalars = Array(plain.unicodeScalars)
                    scalars[position] = Unicode.Scalar(bad)!
                    let text = String(String.UnicodeScalarView(scalars))
                    #expect(DisplayWidth.printableASCIIWidth(text) == nil, "length \(length), position \(position), \(bad)")
                }
            }
        }
    }

    @Test("a short text read in one load of its row agrees with the text read alone: every start, length and byte off")
    func shortTextInItsRow() {
        // Rows of 8 to 20 bytes: texts of 0 to 7 bytes at every start, each row once all
        // printable and once with one byte off (a control, DEL, a lead or continuation byte)
        // at every place, inside the text or beside it.
        for rowLength in 8...20 {
            var rows = [[UInt8](repeating: UInt8(ascii: "x"), count: rowLength)]
            for place in 0..<rowLength {
                for bad: UInt8 in [0x00, 0x1F, 0x7F, 0x80, 0xC3, 0xFF] {
                    var row = rows[0]
                    row[place] = bad
                    rows.append(row)
                }
            }
            for row in rows {
                row.withUnsafeBufferPointer { buffer in
                    for count in 0..<8 {
                        for start in 0...(rowLength - count) {
                            let alone = DisplayWidth.printableASCIIWidth(UnsafeBufferPointer(rebasing: buffer[start..<start + count])) != nil
                            #expect(DisplayWidth.isPrintableASCII(buffer, from: start, count: count) == alone, "\(row) \(start) \(count)")
                        }
                    }
                }
            }
        }
    }
}
