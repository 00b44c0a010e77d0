import Testing
@testable import Shell

@Suite("Long messages at a narrow terminal")
struct WordWrapTests {
    @Test("a message breaks at blanks, each line within the width; a word wider than a line stays whole")
    func wrapsAtBlanks() {
        let message = "error: set takes now, locale, calendar, timezone, data, latency, fail, format, not 'lokale' (did you mean 'locale'?)"
        let wrapped = WordWrap.lines(message, width: 60)
        #expect(wrapped == """
            error: set takes now, locale, calendar, timezone, data,
            latency, fail, format, not 'lokale' (did you mean 'locale'?)
            """)
        #expect(WordWrap.lines("short enough", width: 60) == "short enough")
        #expect(WordWrap.lines("a \(String(repeating: "x", count: 12)) b", width: 8) == "a\n\(String(repeating: "x", count: 12))\nb")
        #expect(WordWrap.lines("one two\nthree four", width: 7) == "one two\nthree\nfour")
        // Wide characters count as two cells.
        #expect(WordWrap.lines("抹茶 抹茶 抹茶", width: 9) == "抹茶 抹茶\n抹茶")
    }

    @MainActor
    @Test("at the prompt an error is wrapped to the terminal; in a script it is one line")
    func onlyAtThePrompt() async throws {
        var style = RenderStyle.plain
        style.width = 40
        var options = ShellOptions(isInteractive: true, style: style)
        options.style = style
        let run = try ShellRun(options: options)
        var source = BufferLineSource("set lokale fr_FR")
        _ = await run.interpreter.runScript(&source, frame: .interactive)
        #expect(run.errors.split(separator: "\n").allSatisfy { $0.count <= 40 })
        #expect(run.errors.contains("error: set takes now, locale, calendar,\ntimezone,"))
        let script = try ShellRun(options: ShellOptions(style: style))
        await script.run("set lokale fr_FR")
        #expect(script.errors.split(separator: "\n").count == 1)
    }
}
