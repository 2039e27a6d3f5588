import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// Temporary expansion used to prove the plugin wiring; replaced by the full implementation.
enum RouteMacro: MemberMacro, ExtensionMacro {
    static func expansion(
        of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        []
    }

    static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        [try ExtensionDeclSyntax("extension \(type.trimmed): WayfinderCore.Route {}")]
    }
}
