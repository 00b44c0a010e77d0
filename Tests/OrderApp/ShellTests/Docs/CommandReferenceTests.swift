import Composition
import DisplayInterface
import Foundation
import Shell
import Testing

/// docs/commands.md carries the command reference the declarations give; a declaration
/// changed without `scripts/update-docs` fails here.
@MainActor
@Suite("The command reference in docs/commands.md")
struct CommandReferenceTests {
    private static let document = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/commands.md")

    @Test("the committed reference is the one the declarations give")
    func upToDate() throws {
        let text = try String(contentsOf: Self.document, encoding: .utf8)
        let expected = CommandReference.replacing(in: text, with: CommandReference.markdown(CommandCatalog(registry: SessionAssembly.registry)))
        if ProcessInfo.processInfo.environment["ORDERSH_UPDATE_DOCS"] == "1", text != expected {
            try Data(expected.utf8).write(to: Self.document, options: .atomic)
            return
        }
        #expect(text == expected, "docs/commands.md differs from the declarations: run scripts/update-docs")
    }

    @Test("each command is a section with its summary, usage and example")
    func sections() {
        let reference = CommandReference.markdown(CommandCatalog(registry: SessionAssembly.registry))
        #expect(reference.contains("""
            ### sort

            Order the list rows.

            ```
            sort date|total|title [asc|desc]
            ```

            Example: `sort total asc`

            """))
        #expect(reference.hasPrefix(CommandReference.begin + "\n"))
        #expect(reference.hasSuffix(CommandReference.end + "\n"))
    }

    @Test("replacing keeps what is around the generated part, and appends it to a document without one")
    func replacing() {
        let reference = CommandReference.begin + "\nnew\n" + CommandReference.end + "\n"
        let document = "# Title\n\n" + CommandReference.begin + "\nold\n" + CommandReference.end + "\n\n## After\n"
        #expect(CommandReference.replacing(in: document, with: reference) == "# Title\n\n" + reference + "\n## After\n")
        #expect(CommandReference.replacing(in: "# Title\n", with: reference) == "# Title\n\n" + reference)
    }
}
