import Foundation
import Shell
import Testing

/// Every ```` ```osh ```` block of README.md and docs/*.md is a session at the prompt: its
/// `osh> ` lines are typed into a fresh session (the harness's fixed clock, locale and time
/// zone) and everything else is what they must print, errors included.
@MainActor
@Suite("Examples in the docs")
struct DocExampleTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Each example: the document, the line its block starts on, and the block's text.
    static func examples() throws -> [(document: String, line: Int, text: String)] {
        let docs = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)
            .filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
        var found: [(String, Int, String)] = []
        for document in ["README.md"] + docs {
            let lines = try String(contentsOf: root.appendingPathComponent(document), encoding: .utf8)
                .split(separator: "\n", omittingEmptySubsequences: false)
            var index = 0
            while index < lines.count {
                guard lines[index] == "```osh" else {
                    index += 1
                    continue
                }
                let start = index + 1
                var end = start
                while end < lines.count, lines[end] != "```" { end += 1 }
                found.append((document, start, lines[start..<end].joined(separator: "\n")))
                index = end + 1
            }
        }
        return found
    }

    @Test("commands.md has examples, each a session that starts by typing a command")
    func found() throws {
        let examples = try Self.examples()
        #expect(examples.filter { $0.document == "docs/commands.md" }.count >= 8)
        for example in examples {
            #expect(example.text.hasPrefix("osh> "), "\(example.document):\(example.line)")
        }
    }

    @Test("each example prints what the docs show")
    func examplesPrintWhatTheyShow() async throws {
        for example in try Self.examples() {
            let commands = example.text.split(separator: "\n").filter { $0.hasPrefix("osh> ") }.map { $0.dropFirst(5) }
            let run = try ShellRun(options: ShellOptions(keepGoing: true, echo: true))
            var source = BufferLineSource(commands.joined(separator: "\n"))
            _ = await run.interpreter.runScript(&source, frame: .interactive)
            #expect(run.transcript == example.text + "\n", "\(example.document):\(example.line)")
            // For writing a new example: the transcript it prints, to paste after review.
            if let folder = ProcessInfo.processInfo.environment["DOC_EXAMPLES_ACTUAL"] {
                let name = example.document.replacingOccurrences(of: "/", with: "_") + "-\(example.line).txt"
                try run.transcript.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8)
            }
        }
    }
}
