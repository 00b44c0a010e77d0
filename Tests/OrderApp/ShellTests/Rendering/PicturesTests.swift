import DisplayInterface
@testable import Shell
import Testing

/// Bars and sparklines as the shell draws them (shell.md §4).
@MainActor
@Suite("Pictures")
struct PicturesTests {
    @Test("a bar fills 10 cells at 1 in eighth blocks; above 0 it shows at least ▏; ASCII draws # runs")
    func bars() {
        #expect(Pictures.bar(Bar(0), cells: 10, blocks: true) == "")
        #expect(Pictures.bar(Bar(0.001), cells: 10, blocks: true) == "▏")
        #expect(Pictures.bar(Bar(0.25), cells: 10, blocks: true) == "██▌")
        #expect(Pictures.bar(Bar(1.0 / 6), cells: 10, blocks: true) == "█▋")
        #expect(Pictures.bar(Bar(1), cells: 10, blocks: true) == "██████████")
        #expect(Pictures.bar(Bar(0.25), cells: 4, blocks: true) == "█")
        #expect(Pictures.bar(Bar(0.25), cells: 10, blocks: false) == "###")
        #expect(Pictures.bar(Bar(0.001), cells: 10, blocks: false) == "#")
        #expect(Pictures.bar(Bar(0), cells: 10, blocks: false) == "")
    }

    @Test("a sparkline is one cell a point: ▁ for 0 to █ for 1, or _ . - = # in ASCII")
    func sparklines() {
        let trend = Trend([0, 0.2, 0.5, 0.8, 1])
        #expect(Pictures.sparkline(trend, blocks: true) == "▁▂▅▇█")
        #expect(Pictures.sparkline(trend, blocks: false) == "_.-=#")
        #expect(Pictures.sparkline(.empty, blocks: true) == "")
    }

    @Test("a Bar is held to 0…1 and written with four decimals, a Trend as an array of them")
    func values() {
        #expect(Bar(0.25).description == "0.2500")
        #expect(Bar(2).description == "1.0000")
        #expect(Bar(-1).description == "0.0000")
        #expect(Bar(.nan).description == "0.0000")
        #expect(Bar(1, of: 3).description == "0.3333")
        #expect(Bar(1, of: 0).description == "0.0000")
        #expect(Trend([0.5, 1]).description == "[0.5000, 1.0000]")
        #expect(JSONWriter.value(.bar(Bar(0.125))) == "0.1250")
        #expect(ValueText.plain(.trend(Trend([0, 1]))) == "[0.0000, 1.0000]")
    }

    @Test("blocks where the locale's charset is UTF-8; ASCII under LANG=C, another charset or TERM=dumb")
    func blocksAllowed() {
        #expect(RenderStyle.blocksAllowed(environment: ["LANG": "en_US.UTF-8"]))
        #expect(RenderStyle.blocksAllowed(environment: ["LANG": "C.utf8"]))
        #expect(RenderStyle.blocksAllowed(environment: ["LC_ALL": "de_DE.UTF-8@euro", "LANG": "C"]))
        #expect(!RenderStyle.blocksAllowed(environment: ["LANG": "C"]))
        #expect(!RenderStyle.blocksAllowed(environment: [:]))
        #expect(!RenderStyle.blocksAllowed(environment: ["LANG": "en_US.ISO-8859-1"]))
        #expect(!RenderStyle.blocksAllowed(environment: ["LC_CTYPE": "POSIX", "LANG": "en_US.UTF-8"]))
        #expect(!RenderStyle.blocksAllowed(environment: ["LANG": "en_US.UTF-8", "TERM": "dumb"]))
    }

    /// The lines `script` prints at a terminal of `width` columns, without colour.
    private func lines(of script: String, width: Int) async throws -> [String] {
        var options = ShellOptions()
        options.style = RenderStyle(usesColor: false, width: width)
        let run = try ShellRun(options: options)
        await run.run(script)
        return run.output.split(separator: "\n").map(String.init)
    }

    @Test("at 40 columns the sales tables narrow their bars to 4 cells before a title is cut, the best day goes under the trend, and every line fits")
    func narrowBars() async throws {
        let lines = try await lines(of: "load sales\nshow sales", width: 40)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 40 }, "\(lines)")
        #expect(lines.contains("  ▁▁▁▁▂▁▁▁▁▁▂▁▁▁█▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁"))
        #expect(lines.contains("  Best day: November 15, $2,199.17"))
        // The status table fits with its bars on 10 cells (the widest is 3 cells long).
        #expect(lines.contains("  Shipped     9 orders    30%  ███"))
        // The items' table does not: its bars go to 4 cells first, then the title gives up 2.
        #expect(lines.contains("  Bluetooth spea…  7 sold  $553.00  ████"))
        #expect(lines.contains("  Water bottle     6 sold   $87.00  ███▍"))
        // Wide enough, the bars keep their 10 cells.
        let wide = try await self.lines(of: "load sales\nshow sales", width: 80)
        #expect(wide.contains("  Bluetooth speaker  7 sold  $553.00  ██████████"))
    }

    @Test("records at 60 columns: each bar on its record's line, every line within the width")
    func recordsAt60() async throws {
        let lines = try await lines(of: "set format records\nload sales\nshow sales", width: 60)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 60 }, "\(lines)")
        #expect(lines.contains("  -[ RECORD 3 ]-"))
        #expect(lines.contains("  SHARE  │ 30%"))
        #expect(lines.contains("         │ ███"))
        #expect(lines.contains("           │ ██████████"))
    }
}
