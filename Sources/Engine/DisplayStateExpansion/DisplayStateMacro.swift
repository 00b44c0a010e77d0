import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@DisplayState` and `@DisplayState("name")`: the display properties of a ViewModel or a
/// row type, declared once, and the name of each by its key path (`displayPropertyName(of:)`). Every `public` instance property, in the order written, is one
/// display property, but those marked `@DisplayIgnored` or `@ObservationIgnored`. The macro
/// adds `displaySchema` (names and kinds read by `show`, `props`, `--json`, `trace`); on a
/// class it adds `DisplayValues`, every display property in one `Equatable` value with the
/// declared defaults, and `displayValues`, the current ones; with a name, `displayName`.
public struct DisplayStateMacro: MemberMacro {
    /// The members for the type `declaration`, or none after a diagnosis.
    public static func expansion(
        of node: AttributeSyntax,
        providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let owner: DisplayOwner
        if let type = declaration.as(ClassDeclSyntax.self) {
            owner = DisplayOwner(name: type.name.text, isClass: true, isPublic: type.modifiers.declaresPublic)
        } else if let type = declaration.as(StructDeclSyntax.self) {
            owner = DisplayOwner(name: type.name.text, isClass: false, isPublic: type.modifiers.declaresPublic)
        } else {
            context.diagnose(Diagnostic(node: node, message: DisplayStateMessage.notATypeWithProperties))
            return []
        }
        guard let name = try displayName(in: node, context: context) else { return [] }
        let scan = DisplayPropertyScan(members: declaration.memberBlock.members, owner: owner.name, isClass: owner.isClass)
        for problem in scan.problems {
            context.diagnose(Diagnostic(node: problem.node, message: problem.message))
        }
        guard scan.problems.isEmpty else { return [] }
        if scan.properties.isEmpty {
            context.diagnose(Diagnostic(node: node, message: DisplayStateMessage.noDisplayProperty(owner.name)))
            return []
        }
        let writer = DisplayStateWriter(owner: owner, properties: scan.properties)
        var members: [DeclSyntax] = []
        if case let .some(name) = name { members.append(writer.displayName(name)) }
        members.append(writer.schema())
        members.append(writer.propertyNames())
        if owner.isClass {
            members.append(writer.valuesType())
            members.append(writer.valuesProperty())
        }
        return members
    }

    /// The name argument: `.some(nil)` when there is none, `nil` after a diagnosis.
    private static func displayName(in node: AttributeSyntax, context: some MacroExpansionContext) throws -> String?? {
        guard let arguments = node.arguments?.as(LabeledExprListSyntax.self), let first = arguments.first else {
            return .some(nil)
        }
        guard let literal = first.expression.as(StringLiteralExprSyntax.self),
              literal.segments.count == 1,
              let segment = literal.segments.first?.as(StringSegmentSyntax.self),
              !segment.content.text.isEmpty
        else {
            context.diagnose(Diagnostic(node: first.expression, message: DisplayStateMessage.nameNotALiteral))
            return nil
        }
        return .some(segment.content.text)
    }
}

/// The type the macro is attached to.
struct DisplayOwner {
    let name: String
    let isClass: Bool
    let isPublic: Bool
}

extension DeclModifierListSyntax {
    /// Whether these modifiers make a declaration `public` or `open` (a `private(set)`
    /// narrows the setter only).
    var declaresPublic: Bool {
        contains { modifier in
            (modifier.name.tokenKind == .keyword(.public) || modifier.name.tokenKind == .keyword(.open)) && modifier.detail == nil
        }
    }

    /// Whether these modifiers make a property belong to its type (`static`, `class`).
    var declaresTypeMember: Bool {
        contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
    }
}

/// The conformance `@DisplayState` adds, as `@Observable` adds `Observable`: a class given a
/// name is a ViewModel (`DisplayableViewModel`), anything else a type of rows
/// (`DisplayDescribable`). None when the type has it already (a `LoadingViewModel` is a
/// `DisplayableViewModel`): the compiler passes only the ones missing.
extension DisplayStateMacro: ExtensionMacro {
    /// The extension adding the conformance the type lacks, or none.
    public static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        guard declaration.is(ClassDeclSyntax.self) || declaration.is(StructDeclSyntax.self) else { return [] }
        let isViewModel = declaration.is(ClassDeclSyntax.self) && node.arguments != nil
        let wanted = isViewModel ? ["DisplayDescribable", "DisplayableViewModel"] : ["DisplayDescribable"]
        // The ones the compiler passes are those the type does not name itself; a ViewModel
        // that names `LoadingViewModel` gets `DisplayableViewModel` from the macro, as the
        // compiler expects of a macro that declares it provides it.
        let missing = wanted.filter { name in protocols.contains { $0.trimmedDescription.split(separator: ".").last.map(String.init) == name } }
        guard !missing.isEmpty else { return [] }
        return [try ExtensionDeclSyntax("extension \(type.trimmed): \(raw: missing.joined(separator: ", ")) {}")]
    }
}
