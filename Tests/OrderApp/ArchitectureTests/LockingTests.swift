import Foundation
import Testing

@Suite("Locks")
struct LockingTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Lines that make a `Synchronization.Mutex`, as `path:line`, under `folder`.
    static func mutexUses(under folder: URL) -> [String] {
        let made = /\bMutex\s*[<(]/
        var found: [String] = []
        let files = FileManager.default.enumerator(atPath: folder.path) ?? FileManager.DirectoryEnumerator()
        for case let file as String in files where file.hasSuffix(".swift") && !file.hasPrefix(".build") {
            guard let text = try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8) else { continue }
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.contains(made) && !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                found.append("\(file):\(number + 1)")
            }
        }
        return found.sorted()
    }

    @Test("no source or test makes a Synchronization.Mutex: ThreadSanitizer cannot see a contended one hand over, so every lock is a Locked")
    func noMutex() {
        for folder in ["Sources", "Tests", "Tools"] {
            #expect(Self.mutexUses(under: Self.root.appendingPathComponent(folder)) == [], "\(folder)")
        }
    }

    @Test("the check finds a Mutex made in code, not one named in a comment")
    func findsMutex() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("locking-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("A"), withIntermediateDirectories: true)
        let name = "Mutex"  // spelled apart, or the check would find this file
        try Data("import Synchronization\nlet a = \(name)(0)\n// \(name)(1) in a comment\nlet b: \(name)<Int>\n".utf8)
            .write(to: folder.appendingPathComponent("A/One.swift"))
        #expect(Self.mutexUses(under: folder) == ["A/One.swift:2", "A/One.swift:4"])
    }
}
