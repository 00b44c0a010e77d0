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
public struct DisplayStateMacro: MemberMacro {
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
}

/// `@DisplayIgnored` and `@ColoredBy`: marks `@DisplayState` reads; they add nothing.
public struct DisplayMarkMacro: PeerMacro {
    /// Nothing: the mark is read where it stands.
    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        []
    }
}
