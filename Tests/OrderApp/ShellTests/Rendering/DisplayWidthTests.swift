import DisplayInterface
import Foundation
@testable import Shell
import Testing

/// Cell widths as terminals and Python's wcwidth count them (shell.md §4), held to the
/// samples scripts/gen-width-table wrote with wcwidth 0.7.0 (Unicode 17.0.0).
@Suite("Display width")
struct DisplayWidthTests {
    static let samples: [(text: String, width: Int)] = {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/widths/wcswidth-samples.tsv")
        let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { line in
            let fields = line.split(separator: "\t")
            guard fields.count == 2, let width = Int(fields[1]) else { return nil }
            var scalars = String.UnicodeScalarView()
            for hex in fields[0].split(separator: " ") {
                guard let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) else { return nil }
                scalars.append(scalar)
            }
            return (String(scalars), width)
        }
    }()

    @Test("every sample measures as wcwidth's wcswidth measures it")
    func samples() {
        #expect(Self.samples.count > 5000)
        var wrong: [String] = []
        for (text, width) in Self.samples where DisplayWidth.of(text) != width {
            wrong.append(text.unicodeScalars.map { String($0.value, radix: 16, uppercase: true) }.joined(separator: " ")
                + ": \(DisplayWidth.of(text)), wcwidth \(width)")
        }
        #expect(wrong.isEmpty, "\(wrong.count) differ: \(wrong.prefix(20))")
        #expect(WidthTables.unicodeVersion == "17.0.0")
    }

    @Test("the cases found misaligned", arguments: [
        ("\u{2329}", 2), ("\u{3008}", 2), ("\u{17000}", 2), ("\u{1F200}", 2), ("\u{4DC0}", 2), ("\u{1D360}", 2),
        ("\u{1F321}", 1), ("\u{1F321}\u{FE0F}", 2), ("\u{3248}", 1), ("\u{0995}\u{09BE}", 2), ("\u{00AD}", 1),
        ("\u{0600}", 1), ("\u{1160}", 0), ("\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}", 2), ("e\u{0301}", 1),
    ])
    func found(text: String, width: Int) {
        #expect(DisplayWidth.of(text) == width)
    }

    @Test("canonically equivalent texts are measured apart: the width memory is keyed by bytes")
    func equivalentTexts() {
        let table = Table(
            columns: [.init(header: "A"), .init(header: "B")],
            rows: [[.init(text: "\u{2329}"), .init(text: "x")], [.init(text: "\u{3008}"), .init(text: "y")], [.init(text: "\u{1F321}"), .init(text: "z")]])
        #expect(table.render(style: .plain) == "A   B\n\u{2329}  x\n\u{3008}  y\n\u{1F321}   z")
    }
}
