import Foundation
import Shell
import Testing

/// README's sessions are run, command by command, at 80 columns as README says, and must
/// print what README shows; its count of golden cases is the suite's.
@MainActor
@Suite("README's example session")
struct ReadmeExampleTests {
    static let readme = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("README.md")

    /// The first `text` block after `intro`.
    static func block(after intro: String) throws -> String {
        let text = try String(contentsOf: readme, encoding: .utf8)
        guard let found = text.range(of: intro), let open = text.range(of: "```text\n", range: found.upperBound..<text.endIndex),
              let close = text.range(of: "\n```", range: open.upperBound..<text.endIndex)
        else { return "" }
        return String(text[open.upperBound..<close.lowerBound])
    }

    @Test("its sessions, typed at an 80-column prompt, print what README shows", arguments: ["The month's sales", "A short session"])
    func readmeSession(intro: String) async throws {
        let shown = try Self.block(after: intro)
        let commands = shown.split(separator: "\n").filter { $0.hasPrefix("osh> ") }.map { $0.dropFirst(5) }
        #expect(commands.count >= 2)
        var options = ShellOptions(keepGoing: true, echo: true)
        options.style = RenderStyle(usesColor: false, width: 80)
        let run = try ShellRun(options: options)
        var source = BufferLineSource(commands.joined(separator: "\n"))
        _ = await run.interpreter.runScript(&source, frame: .interactive)
        #expect(run.transcript == shown + "\n")
        #expect(shown.split(separator: "\n").allSatisfy { $0.count <= 80 })
    }

    @Test("its golden run counts the cases there are")
    func caseCounts() throws {
        let shown = try Self.block(after: "## Golden tests")
        let root = Self.readme.deletingLastPathComponent().appendingPathComponent("Fixtures/golden").path
        let files = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
        let cases = files.filter { $0.hasSuffix(".osh") && !$0.split(separator: "/").contains { $0.hasPrefix("_") } }.count
        #expect(cases > 70)
        #expect(shown.contains("ran \(cases - 1) of \(cases) cases in "))
        #expect(shown.hasSuffix("\n\(cases - 1) passed, 0 failed, 1 skipped"))
    }
}
