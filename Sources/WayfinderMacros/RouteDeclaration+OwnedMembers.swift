import SwiftDiagnostics
import SwiftSyntax

extension RouteDeclaration {
    /// A diagnostic for each member the macro generates that the struct declares itself, with
    /// fix-its to remove the declaration or to drop the macro. The macro then generates
    /// nothing, so the compiler shows no errors inside the expansion.
    static func ownedMemberDiagnostics(
        _ structDecl: StructDeclSyntax, attribute: AttributeSyntax, attributeText: String,
        isExternallyUnreachable: Bool
    ) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for member in structDecl.memberBlock.members {
            var name: String?
            var node = Syntax(member.decl)
            if let initializer = member.decl.as(InitializerDeclSyntax.self) {
                let labels = initializer.signature.parameterClause.parameters.map { $0.firstName.text }
                if labels == ["parameters"] {
                    name = "init(parameters:)"
                    node = Syntax(initializer.initKeyword)
                }
            } else if let variable = member.decl.as(VariableDeclSyntax.self) {
                let isStatic = variable.modifiers.contains {
                    $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
                }
                let owned =
                    isStatic
                    ? ["routePattern", "linkRules", "routeAliases"]
                        + (isExternallyUnreachable ? ["isExternallyReachable"] : [])
                    : ["parameters", "pathRepresentation"]
                for binding in variable.bindings {
                    guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier,
                        owned.contains(identifier.text.trimmingBackticks)
                    else { continue }
                    name = identifier.text.trimmingBackticks
                    node = Syntax(identifier)
                }
            }
            guard let name else { continue }
            diagnostics.append(
                Diagnostic(
                    node: node,
                    message: RouteDiagnostic.ownedMember(member: name, attribute: attributeText),
                    fixIts: [
                        FixIt(
                            message: RouteFixIt.removeMember(name),
                            changes: [.replace(oldNode: Syntax(member), newNode: Syntax(emptyToken(member)))]),
                        droppingMacro(structDecl, attribute: attribute),
                    ]))
        }
        return diagnostics
    }

    /// A fix-it that removes `@Route` and declares the conformance by hand.
    private static func droppingMacro(_ structDecl: StructDeclSyntax, attribute: AttributeSyntax) -> FixIt {
        var changes: [FixIt.Change] = [
            .replace(oldNode: Syntax(attribute), newNode: Syntax(emptyToken(attribute)))
        ]
        if let clause = structDecl.inheritanceClause {
            let text = clause.trimmedDescription + ", Route"
            changes.append(
                .replace(
                    oldNode: Syntax(clause),
                    newNode: Syntax(
                        TokenSyntax(
                            .identifier(text), leadingTrivia: clause.leadingTrivia,
                            trailingTrivia: clause.trailingTrivia, presence: .present))))
        } else {
            let name = structDecl.name
            changes.append(
                .replace(
                    oldNode: Syntax(name),
                    newNode: Syntax(
                        TokenSyntax(
                            .identifier(name.text + ": Route"), leadingTrivia: name.leadingTrivia,
                            trailingTrivia: name.trailingTrivia, presence: .present))))
        }
        return FixIt(message: RouteFixIt.dropMacro, changes: changes)
    }
}
