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
        // The compiler passes only the protocols the struct does not already conform to.
        // `ExternallyReachableRoute` goes to a route with a pattern that outside links may open.
        let reachable = isExternallyReachable(node)
        let names = protocols.map { $0.trimmedDescription.split(separator: ".").last.map(String.init) ?? "" }
        var conformances: [String] = []
        if names.contains("Route") { conformances.append("WayfinderCore.Route") }
        if reachable && names.contains("ExternallyReachableRoute") {
            conformances.append("WayfinderCore.ExternallyReachableRoute")
        }
        guard !conformances.isEmpty else { return [] }
        // Laid out as BasicFormat would: the braces on lines of their own.
        return [
            try ExtensionDeclSyntax(
                "extension \(type.trimmed): \(raw: conformances.joined(separator: ", ")) {\n}")
        ]
    }

    /// Whether the attribute gives a pattern as a string literal and does not say
    /// `externallyReachable: false`; read from the attribute alone, since the member role reports
    /// every problem of the declaration.
    private static func isExternallyReachable(_ attribute: AttributeSyntax) -> Bool {
        guard case .argumentList(let arguments) = attribute.arguments else { return false }
        var hasPattern = false
        for argument in arguments {
            if argument.label == nil, argument.expression.is(StringLiteralExprSyntax.self) {
                hasPattern = true
            }
            if argument.label?.text == "externallyReachable",
                argument.expression.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind != .keyword(.true)
            {
                return false
            }
        }
        return hasPattern
    }
}
