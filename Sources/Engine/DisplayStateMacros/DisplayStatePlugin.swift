import DisplayStateExpansion
import SwiftCompilerPlugin
import SwiftSyntax
import SwiftSyntaxMacros

/// The compiler plug-in that expands `@DisplayState` and its marks (declared in
/// DisplayInterface). The compiler finds each macro by this module's name; what it writes
/// is DisplayStateExpansion's, where the tests run it.
@main
struct DisplayStatePlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [DisplayStateMacro.self, DisplayMarkMacro.self]
}

/// `@DisplayState`, as DisplayStateExpansion writes it.
public struct DisplayStateMacro: MemberMacro, ExtensionMacro {
    /// The members for the type `declaration`, or none after a diagnosis.
    public static func expansion(
        of node: AttributeSyntax,
        providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        try DisplayStateExpansion.DisplayStateMacro.expansion(
            of: node, providingMembersOf: declaration, conformingTo: protocols, in: context)
    }

    /// The conformance the type lacks: `DisplayableViewModel` or `DisplayDescribable`.
    public static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        try DisplayStateExpansion.DisplayStateMacro.expansion(
            of: node, attachedTo: declaration, providingExtensionsOf: type, conformingTo: protocols, in: context)
    }
}

/// `@DisplayIgnored` and `@ColoredBy`, as DisplayStateExpansion checks them.
public struct DisplayMarkMacro: PeerMacro {
    /// Nothing, or a diagnosis of a `@ColoredBy` no `@DisplayState` reads.
    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        try DisplayStateExpansion.DisplayMarkMacro.expansion(of: node, providingPeersOf: declaration, in: context)
    }
}
