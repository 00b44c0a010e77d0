import DisplayInterface
import Foundation
import Shell
import Testing

@Suite("Lexer")
struct LexerTests {
    /// The words of each command in `text` (one physical line per `\n`).
    private func words(_ text: String, arguments: [String] = []) throws -> [[String]] {
        try commands(text, arguments: arguments).map { $0.words.map(\.text) }
    }

    private func commands(_ text: String, arguments: [String] = []) throws -> [LexedCommand] {
        var lexer = Lexer(file: "t.osh", arguments: ScriptArguments(name: "t.osh", values: arguments))
        var result: [LexedCommand] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            result += try lexer.lex(String(line), number: index + 1)
        }
        if let last = lexer.finish() { result.append(last) }
        return result
    }

    private func error(_ text: String, arguments: [String] = []) -> ShellError? {
        do {
            _ = try commands(text, arguments: arguments)
            return nil
        } catch {
            return error as? ShellError
        }
    }

    @Test("a command continued over 200,000 lines is one command with every word, its text joined by blanks")
    func longContinuation() throws {
        let lines = 200_000
        let lexed = try commands("echo \\\n" + String(repeating: "a \\\n", count: lines) + "b")
        #expect(lexed.count == 1)
        #expect(lexed.first?.words.count == lines + 2)
        // "echo a a … a b": each continued line adds " a", the backslash dropped.
        #expect(lexed.first?.text.utf8.count == 4 + lines * 2 + 2)
    }

    @Test("blanks split words; double and single quotes keep them together")
    func quotes() throws {
        #expect(try words("echo  a\t\"b c\" 'd e'") == [["echo", "a", "b c", "d e"]])
        #expect(try words("echo \"\" ''") == [["echo", "", ""]])
        #expect(try words("echo ab\"c d\"e") == [["echo", "abc de"]])
    }

    @Test("backslash escapes outside quotes and inside double quotes, not inside single quotes")
    func escapes() throws {
        #expect(try words(#"echo a\ b \"q\" "x\"y\\z\$" 'p\q'"#) == [["echo", "a b", "\"q\"", #"x"y\z$"#, #"p\q"#]])
        #expect(try words(#"echo "tab\there""#) == [["echo", "tab\there"]])
    }

    @Test("psql's spelling keeps its backslash as the command word and as help's topic, nowhere else")
    func psqlSpellings() throws {
        #expect(try words(#"\x on; help \x; \? \timing; echo \x"#) == [["\\x", "on"], ["help", "\\x"], ["\\?", "\\timing"], ["echo", "x"]])
    }

    @Test("# starts a comment as a command's first word or alone; an order number is not a comment")
    func comments() throws {
        #expect(try words("# a comment\n#!/usr/bin/env ordersh\nload order #7F3A9C2E # trailing") == [["load", "order", "#7F3A9C2E"]])
        #expect(try words("echo \"# kept\" '#' a#b") == [["echo", "# kept", "#", "a#b"]])
    }

    @Test("; separates commands; empty commands are skipped")
    func separators() throws {
        #expect(try words("load orders; show list;; ;echo done") == [["load", "orders"], ["show", "list"], ["echo", "done"]])
        #expect(try words("echo \"a;b\"") == [["echo", "a;b"]])
        #expect(try commands("load orders ;  show list").map(\.text) == ["load orders", "show list"])
    }

    @Test("a trailing backslash continues the command on the next line")
    func continuation() throws {
        let lexed = try commands("filter status = shipped \\\n  total > 50\necho next")
        #expect(lexed.map { $0.words.map(\.text) } == [["filter", "status", "=", "shipped", "total", ">", "50"], ["echo", "next"]])
        #expect(lexed[0].text == "filter status = shipped total > 50")
        #expect(lexed[0].words[4].location == SourceLocation(file: "t.osh", line: 2, column: 3))
        #expect(lexed[1].location.line == 3)
    }

    @Test("a final & marks a background command; elsewhere it is an error")
    func background() throws {
        let lexed = try commands("load orders &\nload bookmarks&")
        #expect(lexed.map(\.isBackground) == [true, true])
        #expect(error("load orders & show list")?.rendered == "t.osh:1:13: error: '&' can only end a command")
    }

    @Test("unterminated quotes are errors at the opening quote")
    func unterminated() {
        #expect(error("echo \"abc")?.rendered == "t.osh:1:6: error: unterminated double quote")
        #expect(error("echo ok\necho 'abc")?.rendered == "t.osh:2:6: error: unterminated single quote")
    }

    @Test("${1}…, ${#} and ${0} expand to script arguments; a bare $ is literal; a missing one is an error")
    func parameters() throws {
        #expect(try words("echo ${1} \"${2}\" '${1}' ${#} ${0} $1 \"$104.52\" ${x} 5$", arguments: ["a b", "c"])
            == [["echo", "a b", "c", "${1}", "2", "t.osh", "$1", "$104.52", "${x}", "5$"]])
        #expect(error("echo ${3}", arguments: ["a"])?.rendered == "t.osh:1:6: error: no argument ${3}: the script was given 1 argument")
    }

    @Test("columns count characters, not bytes")
    func columns() throws {
        let lexed = try commands("echo é 抹茶 x")
        #expect(lexed[0].words.map(\.location.column) == [1, 6, 8, 11])
    }
}

@Suite("Line decoding")
struct LineDecoderTests {
    private func decode(_ bytes: [UInt8], first: Bool = true) throws(ShellError) -> String {
        try LineDecoder.decode(bytes[...], line: 4, file: "in.osh", isFirstLine: first)
    }

    @Test("a UTF-8 byte-order mark on the first line and a final CR are dropped")
    func bomAndCRLF() throws {
        #expect(try decode([0xEF, 0xBB, 0xBF] + Array("echo hi\r".utf8)) == "echo hi")
        #expect(try decode(Array("echo \u{FEFF}x".utf8), first: false) == "echo \u{FEFF}x")
    }

    @Test("invalid UTF-8 is an error at its column")
    func invalidUTF8() {
        #expect(throws: ShellError("invalid UTF-8", at: SourceLocation(file: "in.osh", line: 4, column: 7))) {
            try decode(Array("echo é".utf8) + [0xFF, 0x41])
        }
    }

    @Test("a NUL byte is an error at its column")
    func nul() {
        #expect(throws: ShellError("NUL byte in input", at: SourceLocation(file: "in.osh", line: 4, column: 4))) {
            try decode(Array("ech".utf8) + [0] + Array("o".utf8))
        }
    }

    @Test("a line over 1 MB is an error, not a crash")
    func longLine() {
        let bytes = [UInt8](repeating: 0x61, count: LineDecoder.maximumLineBytes + 1)
        #expect(throws: ShellError("line is longer than 1 MB (1048577 bytes)", at: SourceLocation(file: "in.osh", line: 4, column: 1))) {
            try decode(bytes)
        }
        #expect((try? decode([UInt8](repeating: 0x61, count: LineDecoder.maximumLineBytes)))?.count == 1 << 20)
    }

    @Test("a stream cuts an over-long line instead of holding it, and reads on")
    func streamedLongLine() throws {
        let path = "/tmp/ordersh-long-\(getpid()).txt"
        let text = String(repeating: "x", count: 3 << 20) + "\necho after\n"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        defer { unlink(path) }
        let descriptor = open(path, O_RDONLY)
        defer { close(descriptor) }
        var source = DescriptorLineSource(descriptor: descriptor)
        #expect(source.nextLine()?.count == LineDecoder.maximumLineBytes + 1)
        #expect(source.nextLine().map { String(decoding: $0, as: UTF8.self) } == "echo after")
        #expect(source.nextLine() == nil)
    }
}
