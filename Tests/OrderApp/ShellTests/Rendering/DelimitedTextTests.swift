@testable import Shell
import Testing

@Suite("csv and tsv fields")
struct DelimitedTextTests {
    private func line(_ writer: DelimitedText, _ fields: [String]) -> String {
        var output: [UInt8] = []
        writer.append(record: fields, to: &output)
        return String(decoding: output.dropLast(), as: UTF8.self)
    }

    @Test("csv quotes a field with a comma, a quote or a line break, and doubles its quotes (RFC 4180)")
    func csv() {
        let csv = DelimitedText(separator: .comma, escapesControls: false)
        #expect(line(csv, ["plain", "a,b", "say \"hi\"", "two\nlines", "crlf\r\n", ""]) == "plain,\"a,b\",\"say \"\"hi\"\"\",\"two\nlines\",\"crlf\r\n\",")
    }

    @Test("tsv escapes tabs, line breaks and backslashes instead of quoting")
    func tsv() {
        let tsv = DelimitedText(separator: .tab, escapesControls: false)
        #expect(line(tsv, ["a\tb", "c\nd", "back\\slash", "\"quoted\""]) == "a\\tb\tc\\nd\tback\\\\slash\t\"quoted\"")
    }

    @Test("on a terminal, control and reordering characters are escaped as everywhere else; into a pipe they are kept")
    func terminal() {
        let text = "x\u{1B}]0;pwn\u{07}\u{202E}"
        #expect(line(DelimitedText(separator: .comma, escapesControls: true), [text]) == "x\\u{1B}]0;pwn\\u{7}\\u{202E}")
        #expect(line(DelimitedText(separator: .comma, escapesControls: false), [text]) == text)
    }
}
