import Foundation
import Testing

/// docs/adopting.md shows code of Examples/Loans and Tools/Adopter: each Swift snippet that
/// names its file in a first comment line is found there, line for line, so the guide
/// compiles because the examples do (Loans in scripts/test, the adopter in CI).
@Suite("docs/adopting.md")
struct AdoptingDocTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The Swift blocks of the guide: the file each names, and its other lines.
    static func snippets() throws -> [(file: String, lines: [String])] {
        let text = try String(contentsOf: root.appendingPathComponent("docs/adopting.md"), encoding: .utf8)
        var found: [(String, [String])] = []
        var block: [String]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if block == nil, line == "```swift" { block = []; continue }
            if var lines = block {
                if line == "```" {
                    if let first = lines.first, first.hasPrefix("// Examples/") || first.hasPrefix("// Tools/Adopter/") {
                        let file = String(first.dropFirst(3).prefix { $0 != " " && $0 != ":" })
                        found.append((file, Array(lines.dropFirst())))
                    }
                    block = nil
                } else {
                    lines.append(line)
                    block = lines
                }
            }
        }
        return found
    }

    @Test("every snippet is in the file it names, line for line")
    func snippetsAreTheExample() throws {
        let snippets = try Self.snippets()
        #expect(snippets.count >= 10)
        #expect(snippets.contains { $0.file.hasPrefix("Tools/Adopter/") })
        for snippet in snippets {
            let file = try String(contentsOf: Self.root.appendingPathComponent(snippet.file), encoding: .utf8)
            let lines = file.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            let wanted = snippet.lines.map { $0.trimmingCharacters(in: .whitespaces) }
            let found = lines.indices.contains { start in
                start + wanted.count <= lines.count && Array(lines[start..<(start + wanted.count)]) == wanted
            }
            #expect(found, "\(snippet.file) does not hold:\n\(snippet.lines.joined(separator: "\n"))")
        }
    }
}
