import Foundation
import Testing
import Composition
import DisplayInterface
@testable import Shell

/// The shell's own commands are declared once: each word is named in its declaration's
/// file and nowhere else in the Shell module, and every reader takes it from there.
@MainActor
@Suite("Built-in declarations")
struct BuiltInDeclarationTests {
    static let shellSources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/Engine/Shell")

    /// Every Swift file of the Shell module, by path below it.
    private static func sources() throws -> [(path: String, text: String)] {
        let enumerator = try #require(FileManager.default.enumerator(atPath: shellSources.path))
        return try enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted().map { path in
            (path, try String(contentsOf: shellSources.appendingPathComponent(path), encoding: .utf8))
        }
    }

    @Test("a built-in's verb comes from BuiltInVerb, and its words are string literals of its declaration's file only")
    func declaredOnce() throws {
        let files = try Self.sources()
        #expect(files.count > 40)
        let verbs = BuiltInCommands.all.map { $0.verb } + [.load]
        #expect(Set(verbs) == Set(BuiltInVerb.allCases))
        for command in BuiltInCommands.all {
            let home = "BuiltIns/\(command).swift"
            #expect(files.contains { $0.path == home }, "\(command) is declared in \(home)")
            let verb = "\"" + command.name.replacingOccurrences(of: "\\", with: "\\\\") + "\""
            let naming = files.filter { $0.text.contains(verb) }.map(\.path)
            #expect(naming.allSatisfy { $0 == home }, "\(verb) is named in \(naming), outside its declaration")
            for word in command.aliases {
                let literal = "\"" + word.replacingOccurrences(of: "\\", with: "\\\\") + "\""
                let naming = files.filter { $0.text.contains(literal) }.map(\.path)
                #expect(naming == [home], "\(literal) is named in \(naming)")
            }
        }
    }

    @Test("help lists each built-in once, in declaration order, and every coverage form a built-in reports is declared")
    func readersTakeTheDeclaration() throws {
        let catalog = CommandCatalog(registry: SessionAssembly.registry)
        let listed = catalog.commands.map(\.name)
        let own = BuiltInCommands.all.filter { $0.declaration(in: AppTerms(registry: SessionAssembly.registry)).listedUnder == nil }.map { $0.name }
        #expect(Array(listed.suffix(own.count)) == own)
        #expect(catalog.help(for: "\\x")?.usage.last == "\\x [on|off|auto]")
        #expect(catalog.help(for: "exit")?.name == "quit")
        let parser = CommandParser(registry: SessionAssembly.registry)
        let lines = [
            "show", "show list.countLabel", "show --json", "show list --format csv", "props", "expect list.isLoading",
            "set now 2026-11-27T10:00:00Z", "set", "set format", "\\x", "wait", "trace on", "timing on", "\\timing",
            "watch list", "source a.osh", "echo hi", "help", "\\?", "history", "clear", "record", "record stop", "output", "\\o f", "quit", "\\q",
        ]
        for line in lines {
            var lexer = Lexer(file: "t.osh")
            let lexed = try lexer.lex(line, number: 1)
            let parsed = try parser.parse(lexed[0])
            guard case .builtIn(let call) = parsed.command else { Issue.record("\(line) is not a built-in"); continue }
            let form = call.form
            #expect(catalog.commandForms.contains(form), "\(line) reports \(form)")
        }
    }
}
