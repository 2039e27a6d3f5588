import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@QueryItem`, `@RemainingQueryItems`, `@Fragment`, `@LinkURL` and `@NestedLink`: attributes
/// that generate nothing. The `@Route` macro reads and checks them on its struct's properties;
/// this macro reports one that is anywhere else, where it would silently mean nothing.
enum RoutePropertyMarker: PeerMacro {
    static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let isRouteStruct =
            context.lexicalContext.first?.as(StructDeclSyntax.self)?.attributes.contains { element in
                guard case .attribute(let attribute) = element else { return false }
                let name = attribute.attributeName.trimmedDescription
                return name == "Route" || name == "WayfinderCore.Route"
            } ?? false
        let variable = declaration.as(VariableDeclSyntax.self)
        let isStatic =
            variable?.modifiers.contains {
                $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
            } ?? true
        if !isRouteStruct || isStatic {
            context.diagnose(
                Diagnostic(
                    node: node,
                    message: RouteDiagnostic.markerOutsideRoute(
                        marker: "@" + node.attributeName.trimmedDescription)))
        }
        return []
    }
}
