import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// The `@Route` macro: checks a route struct against its pattern and generates its `Route`
/// conformance.
///
/// The member role generates the members (see `RouteDeclaration+Generation.swift`) and reports
/// every problem of a struct; the extension role adds the conformance and reports the attribute
/// on anything but a struct. When the declaration has problems,
/// no members are generated, so the compiler shows the macro's diagnostics rather than errors
/// in generated code.
enum RouteMacro: MemberMacro, ExtensionMacro {
    /// The expansion is written already formatted (see `RouteDeclaration+Generation.swift`), so
    /// the compiler plugin does not run BasicFormat over it.
    static var formatMode: FormatMode { .disabled }

    static func expansion(
        of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let (route, diagnostics) = RouteDeclaration.read(attribute: node, declaration: declaration)
        // The extension role reports a declaration that is not a struct, except an extension,
        // to which the compiler attaches only the member role.
        if route != nil || declaration.is(ExtensionDeclSyntax.self) {
            for diagnostic in diagnostics { context.diagnose(diagnostic) }
        }
        guard let route, diagnostics.isEmpty else { return [] }
        return route.generatedMembers()
    }

    static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        // The compiler expands the member role of an enum lazily, possibly never, but always
        // expands the extension role: it reports a declaration that is not a struct.
        if !declaration.is(StructDeclSyntax.self) {
            if !declaration.is(ExtensionDeclSyntax.self) {
                let (_, diagnostics) = RouteDeclaration.read(attribute: node, declaration: declaration)
                for diagnostic in diagnostics { context.diagnose(diagnostic) }
            }
            return []
        }
        // The compiler passes no protocols when the struct already conforms.
        guard !protocols.isEmpty else { return [] }
        // Laid out as BasicFormat would: the braces on lines of their own.
        return [try ExtensionDeclSyntax("extension \(type.trimmed): WayfinderCore.Route {\n}")]
    }
}
