import SwiftSyntax
import SwiftSyntaxMacros

/// `@QueryItem`, `@RemainingQueryItems`, `@Fragment`, `@LinkURL` and `@NestedLink`: attributes
/// that generate nothing. The `@Route` macro reads and checks them on its struct's properties.
enum RoutePropertyMarker: PeerMacro {
    static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        []
    }
}
