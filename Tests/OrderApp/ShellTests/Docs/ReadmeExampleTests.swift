import Foundation
import Shell
import Testing

/// README's first session is run, command by command, and must print what README shows.
@MainActor
@Suite("README's example session")
struct ReadmeExampleTests {
    static let readme = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("README.md")

    /// The first `text` block after "A short session".
    static func session() throws -> String {
        let text = try String(contentsOf: readme, encoding: .utf8)
        guard let intro = text.range(of: "A short session"), let open = text.range(of: "```text\n", range: intro.upperBound..<text.endIndex),
              let close = text.range(of: "\n```", range: open.upperBound..<text.endIndex)
        else { return "" }
        return String(text[open.upperBound..<close.lowerBound])
    }

    @Test("its commands, typed at the prompt, print what README shows")
    func readmeSession() async throws {
        let shown = try Self.session()
        let commands = shown.split(separator: "\n").filter { $0.hasPrefix("osh> ") }.map { $0.dropFirst(5) }
        #expect(commands.count >= 5)
        let run = try ShellRun(options: ShellOptions(keepGoing: true, echo: true))
        var source = BufferLineSource(commands.joined(separator: "\n"))
        _ = await run.interpreter.runScript(&source, frame: .interactive)
        #expect(run.transcript == shown + "\n")
    }
}
