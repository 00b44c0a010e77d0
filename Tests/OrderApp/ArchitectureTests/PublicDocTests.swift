import Foundation
import Testing

/// Every public declaration of the library product (ViewModelShell's modules) has a doc
/// comment, but those that implement a requirement of a protocol the product declares (or
/// `description`, `==`, `<`, `hash(into:)`): their protocol documents them.
@Suite("Public API of the library product")
struct PublicDocTests {
    static let modules = [
        "DisplayInterface", "DisplayStateExpansion", "DisplayStateMacros", "GoldenHarness", "LineEditor", "SafeIO", "Shell", "ShellProgram", "ViewModelShell",
    ]

    /// The Swift files of the product, with their text.
    static func files() throws -> [(path: String, text: String)] {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources")
        var found: [(String, String)] = []
        for module in modules {
            let folder = ImportScanner.folder(of: module, in: sources)
            for case let file as String in FileManager.default.enumerator(atPath: folder.path) ?? FileManager.DirectoryEnumerator()
            where file.hasSuffix(".swift") {
                found.append(("\(module)/\(file)", try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)))
            }
        }
        return found.sorted { $0.0 < $1.0 }
    }

    /// The name a declaration line declares (`init` for an initializer).
    static func declaredName(_ line: String) -> String? {
        if let match = line.firstMatch(of: /\b(?:func|var|let|case|typealias|class|struct|enum|protocol|actor)\s+`?(\w+|==|<)/) {
            return String(match.1)
        }
        return line.contains(/\binit\b/) ? "init" : nil
    }

    @Test("every public declaration has a doc comment, or implements a documented requirement")
    func documented() throws {
        let files = try Self.files()
        var requirements: Set<String> = ["description", "debugDescription", "==", "<", "hash", "encode"]
        for (_, text) in files {
            for body in text.matches(of: /protocol\s+\w+[^{]*\{((?:.|\n)*?)\n\}/) {
                for requirement in String(body.1).matches(of: /(?:func|var|let)\s+(\w+|==|<)/) { requirements.insert(String(requirement.1)) }
            }
        }
        var missing: [String] = []
        for (path, text) in files {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            for (index, line) in lines.enumerated() where line.contains(/^(@\w+(\([^)]*\))?\s+)*public\s/) && !line.hasPrefix("public import") {
                var above = index - 1
                while above >= 0, lines[above].hasPrefix("@") { above -= 1 }
                if above >= 0, lines[above].hasPrefix("///") { continue }
                if let name = Self.declaredName(line), requirements.contains(name) { continue }
                missing.append("\(path):\(index + 1): \(line.prefix(80))")
            }
        }
        #expect(missing == [])
    }

    @Test("the scan sees what it checks: declarations of each module, and a line without a comment")
    func scanSees() throws {
        let files = try Self.files()
        #expect(Set(files.map { String($0.path.prefix { $0 != "/" }) }) == Set(Self.modules))
        #expect(Self.declaredName("public static func parse(_ text: String) -> Duration? {") == "parse")
        #expect(Self.declaredName("@MainActor public init(session: DisplaySession) {") == "init")
        #expect(Self.declaredName("public var description: String { name }") == "description")
    }
}
