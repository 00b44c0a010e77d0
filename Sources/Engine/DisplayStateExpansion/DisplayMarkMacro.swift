import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@DisplayIgnored` and `@ColoredBy`: marks `@DisplayState` reads, which add nothing. A
/// `@ColoredBy` on a property of a type that is not marked `@DisplayState` would never be
/// read: that is an error where it stands.
public struct DisplayMarkMacro: PeerMacro {
    /// Nothing, or, for a `@ColoredBy` no `@DisplayState` reads, a diagnosis.
    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard node.attributeName.as(IdentifierTypeSyntax.self)?.name.text == "ColoredBy" else { return [] }
        let owner = context.lexicalContext.first { $0.is(StructDeclSyntax.self) || $0.is(ClassDeclSyntax.self) }
        let attributes = owner?.as(StructDeclSyntax.self)?.attributes ?? owner?.as(ClassDeclSyntax.self)?.attributes
        if attributes?.names("DisplayState") != true {
            context.diagnose(Diagnostic(node: node, message: DisplayStateMessage.coloringOutsideDisplayState))
        }
        return []
    }
}
