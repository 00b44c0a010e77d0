import Composition
import DisplayInterface
import Foundation
@testable import Shell
import Testing

/// docs/commands.md names every ViewModel the app registers and every setting `set` lists:
/// a new one that the page leaves out fails here.
@MainActor
@Suite("docs/commands.md is complete")
struct CommandsDocTests {
    static let page = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/commands.md")

    /// The paragraph of the page that starts with `start`.
    static func paragraph(_ start: String) throws -> String {
        let text = try String(contentsOf: page, encoding: .utf8)
        guard let found = text.range(of: start) else { return "" }
        let end = text.range(of: "\n\n", range: found.upperBound..<text.endIndex)?.lowerBound ?? text.endIndex
        return String(text[found.lowerBound..<end])
    }

    @Test("the ViewModels paragraph names each registered ViewModel")
    func viewModels() throws {
        let listed = try Self.paragraph("ViewModels: ")
        let names = SessionAssembly.registry.registrations.map(\.name)
        #expect(names.count == 5)
        for name in names { #expect(listed.contains("`\(name)`"), "\(name) is not in: \(listed)") }
    }

    @Test("set's paragraph names every setting, in the order set lists them")
    func settings() throws {
        let listed = try Self.paragraph("`set` alone lists every setting")
        let names = SettingCatalog(registry: SessionAssembly.registry).names
        #expect(names.count == 10)
        #expect(listed.contains(names.joined(separator: ", ")), "\(names) are not all in: \(listed)")
    }
}
