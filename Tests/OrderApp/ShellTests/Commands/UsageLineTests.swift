import Composition
import DisplayInterface
@testable import Shell
import Testing

/// Usage is derived from each command's declaration; these tests hold it to what parses.
/// Every usage line `help` prints (the app's commands, the shell's own, their aliases) is
/// written out with example values — each `[optional]` part with and without, each `a|b`
/// alternative — and each line must parse. A placeholder with no example here fails the
/// test, so a new one is given a value that parses before it ships.
@MainActor
@Suite("Usage lines")
struct UsageLineTests {
    let parser = CommandParser(registry: SessionAssembly.registry)

    /// Example values by placeholder; a key with words before it (`set timezone ID`) wins
    /// over the placeholder alone.
    static let examples: [String: String] = [
        "CMD": "show list", "FILE": "notes.txt", "PROGRAM": "cat", "N": "3", "TEXT…": "hello world",
        "VM": "list", "VM.PROP": "list.countLabel", "\"text\"": "\"3 orders\"", "COMMAND": "show",
        "NAME": "locale", "PATH": "cases/new.osh", "DURATION": "20ms", "ISO8601": "2026-11-22T12:00:00Z",
        "set locale ID": "de_DE", "set calendar ID": "gregorian", "set timezone ID": "Europe/Berlin",
        "CODE": "SAVE10", "REF": "7F3A9C2E", "MONTH": "2026-10", "KEY": "total", "OP": ">=", "VALUE": "50", "…": "", "load …": "orders",
    ]

    /// Lines whose placeholder needs a value of one kind: `expect VM.PROP` alone asserts a
    /// Bool property.
    static let lineExamples: [String: String] = ["expect VM.PROP": "expect list.isLoading"]

    /// Every usage line of every command `help` knows, with the topic it is listed under.
    var usageLines: [(topic: String, line: String)] {
        parser.commands.helpTopics.flatMap { topic in
            (parser.commands.help(for: topic)?.usage ?? []).map { (topic, $0) }
        }
    }

    @Test("every usage line of every command, written out with example values, parses")
    func everyLineParses() throws {
        var written = 0
        for (topic, line) in usageLines {
            let instances = try Self.instances(of: line)
            #expect(!instances.isEmpty, "help \(topic): \(line)")
            for instance in instances {
                var lexer = Lexer(file: "usage.osh")
                do {
                    let lexed = try lexer.lex(instance, number: 1)
                    #expect(lexed.count == 1, "\(instance)")
                    for statement in lexed { _ = try parser.parse(statement) }
                    written += 1
                } catch {
                    Issue.record("help \(topic): usage '\(line)' written as '\(instance)' does not parse: \(error.message)")
                }
            }
        }
        // Some eighty lines: a catalogue that lost its commands would pass with none.
        #expect(written > 80)
    }

    @Test("every flag a built-in's grammar reads is in its usage")
    func flagsInUsage() {
        var checked = 0
        for command in BuiltInCommands.all {
            let grammar = parser.commands.grammar(of: command)
            let usage = (parser.commands.help(for: command.name)?.usage ?? []).joined(separator: "\n")
            for form in grammar.forms {
                for option in form.optionNames {
                    #expect(usage.contains(option), "\(command.name) reads \(option), which its usage omits:\n\(usage)")
                    checked += 1
                }
            }
        }
        // show --json, show --format, record --replace, record stop --accept-errors at least.
        #expect(checked >= 4)
    }

    @Test("a usage line's words are written out with and without each optional part, and once per alternative")
    func instancesOfALine() throws {
        #expect(try Self.instances(of: "sort date|total [asc|desc]") == [
            "sort date", "sort date asc", "sort date desc", "sort total", "sort total asc", "sort total desc",
        ])
        #expect(try Self.instances(of: "set timezone ID") == ["set timezone Europe/Berlin"])
        #expect(throws: UnknownPlaceholder.self) { try Self.instances(of: "frobnicate WIDGET") }
    }

    struct UnknownPlaceholder: Error, CustomStringConvertible {
        let placeholder: String
        let line: String
        var description: String { "no example value for \(placeholder) in '\(line)'" }
    }

    /// `line` with each placeholder replaced by its example: every combination of optional
    /// parts and alternatives.
    static func instances(of line: String) throws -> [String] {
        if let written = lineExamples[line] { return [written] }
        var results: [[String]] = [[]]
        for token in line.split(separator: " ").map(String.init) {
            let isOptional = token.hasPrefix("[") && token.hasSuffix("]")
            let inner = isOptional ? String(token.dropFirst().dropLast()) : token
            let alternatives = inner == "|" || inner == "||" ? [inner] : inner.split(separator: "|").map(String.init)
            var choices: [String?] = isOptional ? [nil] : []
            for alternative in alternatives {
                let prefix = results.first?.joined(separator: " ") ?? ""
                choices.append(try word(for: alternative, after: prefix, in: line))
            }
            results = results.flatMap { words in
                choices.map { choice in
                    guard let choice, !choice.isEmpty else { return words }
                    return words + [choice]
                }
            }
        }
        return results.map { $0.joined(separator: " ") }
    }

    /// A literal word as it is; a placeholder (capitals, `"text"`, `…`) as its example.
    private static func word(for token: String, after prefix: String, in line: String) throws -> String {
        let isPlaceholder = token == "\"text\"" || token == "…" || token == "CMD"
            || (token.first?.isUppercase ?? false) && token.allSatisfy { $0.isUppercase || $0.isNumber || $0 == "." || $0 == "…" || $0 == "_" }
        guard isPlaceholder else { return token }
        if let example = examples["\(prefix) \(token)"] ?? examples[token] { return example }
        throw UnknownPlaceholder(placeholder: token, line: line)
    }
}
