import SwiftSyntax
import SwiftSyntaxBuilder

/// The members `@DisplayState` adds, written from the display properties it found.
struct DisplayStateWriter {
    let owner: DisplayOwner
    let properties: [DisplayPropertyDeclaration]

    private var access: String { owner.isPublic ? "public " : "" }
    /// A class's static members are read from any isolation (the registry reads them).
    private var isolation: String { owner.isClass ? "nonisolated " : "" }

    /// `public nonisolated static let displayName = "list"`.
    func displayName(_ name: String) -> DeclSyntax {
        "\(raw: access)\(raw: isolation)static let displayName = \(literal: name)"
    }

    /// `displaySchema`: one entry per property, in order.
    func schema() -> DeclSyntax {
        let entries = properties.map { property in
            let coloring = property.coloredBy.map { ", coloredBy: \(Self.quoted($0))" } ?? ""
            return "    .\(property.kind.entryFactory)(\(Self.quoted(property.name))\(coloring)) { $0.\(Self.identifier(property.name)) },"
        }
        return """
            \(raw: access)\(raw: isolation)static let displaySchema = DisplaySchema<\(raw: owner.name)>([
            \(raw: entries.joined(separator: "\n"))
            ])
            """
    }

    /// `DisplayValues`: every display property in one `Equatable` value, with the defaults
    /// the properties are declared with.
    func valuesType() -> DeclSyntax {
        let fields = properties.map { "    \(access)var \(Self.identifier($0.name)): \($0.type)" }
        let parameters = properties.map { property in
            "\(Self.identifier(property.name)): \(property.type)" + (property.defaultValue.map { " = \($0)" } ?? "")
        }
        let assignments = properties.map { "        self.\(Self.identifier($0.name)) = \(Self.identifier($0.name))" }
        return """
            \(raw: access)struct DisplayValues: Equatable, Sendable {
            \(raw: fields.joined(separator: "\n"))

                \(raw: access)init(\(raw: parameters.joined(separator: ", "))) {
            \(raw: assignments.joined(separator: "\n"))
                }
            }
            """
    }

    /// `displayValues`: the current value of every display property.
    func valuesProperty() -> DeclSyntax {
        let arguments = properties.map { "\(Self.identifier($0.name)): \(Self.identifier($0.name))" }
        return """
            \(raw: access)var displayValues: DisplayValues {
                DisplayValues(\(raw: arguments.joined(separator: ", ")))
            }
            """
    }

    /// `displayPropertyName(of:)`: the name of the display property a key path names, so that
    /// a registration written with key paths (`CommandForm(printing: \\VM.filterSummary)`)
    /// knows which property it is.
    func propertyNames() -> DeclSyntax {
        let cases = properties.map { "    case \\\(owner.name).\(Self.identifier($0.name)): \(Self.quoted($0.name))" }
        return """
            \(raw: access)static func displayPropertyName(of keyPath: AnyKeyPath) -> String? {
                switch keyPath {
            \(raw: cases.joined(separator: "\n"))
                default: nil
                }
            }
            """
    }

    /// A Swift string literal of `text` (a name is an identifier: no escape needed beyond quotes).
    private static func quoted(_ text: String) -> String { "\"\(text)\"" }

    /// `name` as an identifier, backquoted when it is a keyword.
    private static func identifier(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    private static let keywords: Set<String> = ["default", "class", "func", "let", "var", "in", "is", "as", "self", "Self", "init", "static", "struct", "enum", "protocol", "return", "where", "switch", "case", "for", "while", "repeat", "if", "else", "do", "try", "throw", "catch", "import", "extension", "operator", "subscript", "typealias", "associatedtype", "deinit", "inout", "internal", "private", "public", "fileprivate", "open", "nil", "true", "false", "super", "guard", "defer", "break", "continue", "fallthrough"]
}
